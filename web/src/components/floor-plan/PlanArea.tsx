import { useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { formatHour, spaceCategoryColours, type Floor } from '@atrium/contract';
import { useChartTheme } from '../charts/useChartTheme.ts';
import { CategoryLegend } from './CategoryLegend.tsx';
import { FloorImages } from './FloorImages.tsx';
import {
  hoursOfDay,
  NO_READING_FILL,
  occupancyAt,
  occupancyFill,
  occupancyShare,
  type HourValue,
} from './floorOccupancy.ts';
import {
  FloorPlanViewer,
  type FloorSpace,
  type PlacedSpace,
  type SpacePaint,
} from './FloorPlanViewer.tsx';
import { HourScrubber } from './HourScrubber.tsx';
import { OccupancyLegend } from './OccupancyLegend.tsx';
import { SmplrspaceViewer } from './SmplrspaceViewer.tsx';

export type PlanOccupancy = {
  date: string;
  hoursBySpace: ReadonlyMap<number, readonly HourValue[]>;
  /** The floor's busiest hour: the plan opens on it. */
  peakHour: string | undefined;
};

type Selection = {
  shownIds: ReadonlySet<number>;
  selectedId: number | null;
  onSelect: (space: FloorSpace) => void;
};

/**
 * The right column's plan: the Smplrspace viewer when it is configured for the building, else
 * Atrium's own plan when spaces have outlines, else the floor's images (and both after the
 * Smplrspace viewer fails).
 */
export function PlanArea({
  floor,
  placed,
  smplr,
  height,
  occupancy,
  ...selection
}: Selection & {
  floor: Floor;
  placed: readonly PlacedSpace[];
  smplr: { spaceId: string; clientToken: string; organizationId: string } | null;
  height: number;
  occupancy: PlanOccupancy | null;
}) {
  const drawn =
    placed.length > 0 ? (
      <DrawnPlan
        // A new day starts on its own peak hour.
        key={occupancy?.date ?? 'categories'}
        floor={floor}
        placed={placed}
        height={height}
        occupancy={occupancy}
        {...selection}
      />
    ) : floor.images.length > 0 ? (
      <FloorImages imageIds={floor.images} floorName={floor.name} />
    ) : (
      <Alert severity="warning">No floor plan available</Alert>
    );
  if (!smplr) return drawn;
  return <SmplrspaceViewer {...smplr} height={height} fallback={drawn} />;
}

const DIMMED = 0.12;

function DrawnPlan({
  floor,
  placed,
  height,
  occupancy,
  shownIds,
  selectedId,
  onSelect,
}: Selection & {
  floor: Floor;
  placed: readonly PlacedSpace[];
  height: number;
  occupancy: PlanOccupancy | null;
}) {
  const theme = useChartTheme();
  const hours = occupancy ? hoursOfDay(occupancy.hoursBySpace) : [];
  const [chosenHour, setChosenHour] = useState<string | null>(null);
  const hour = chosenHour ?? occupancy?.peakHour ?? hours[0] ?? null;
  const categories = new Set(placed.map(({ space }) => space.category));

  const paint = (space: FloorSpace): SpacePaint => {
    const dimmed = !shownIds.has(space.id);
    if (!occupancy || hour === null) {
      return { fill: spaceCategoryColours[space.category], opacity: dimmed ? DIMMED : 0.6 };
    }
    const people = occupancyAt(occupancy.hoursBySpace.get(space.id), hour);
    if (people === null) return { fill: NO_READING_FILL, opacity: dimmed ? DIMMED : 0.9 };
    return {
      fill: occupancyFill(occupancyShare(people, space.capacity), theme.sequential),
      opacity: dimmed ? DIMMED : 0.9,
      detail: space.capacity === null ? `${people}` : `${people} / ${space.capacity}`,
    };
  };

  return (
    <Stack spacing={3}>
      <FloorPlanViewer
        label={`Floor plan of ${floor.name}`}
        spaces={placed}
        selectedId={selectedId}
        onSelect={onSelect}
        paint={paint}
        height={height}
      />
      {occupancy && hour !== null ? (
        <>
          <HourScrubber hours={hours} value={hour} onChange={setChosenHour} />
          <OccupancyLegend scale={theme.sequential} hour={formatHour(hour)} />
        </>
      ) : (
        <CategoryLegend categories={categories} />
      )}
    </Stack>
  );
}
