import { useCallback, useContext, useMemo, useState } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import type { Building, Floor } from '@atrium/contract';
import { errorText } from '../../api/client.ts';
import { RuntimeConfigContext } from '../../app/runtimeConfig.ts';
import { todayIn } from '../date-range/calendarDate.ts';
import { selectedDate, type DateRange } from '../date-range/dateRange.ts';
import { dayFigures, summedHours } from './floorOccupancy.ts';
import { FloorSummaryTiles } from './FloorSummaryTiles.tsx';
import {
  FLOOR_PLAN_HEIGHT,
  FLOOR_PLAN_HEIGHT_WITH_SUMMARY,
  type FloorSpace,
} from './FloorPlanViewer.tsx';
import { PlanArea } from './PlanArea.tsx';
import { SpaceDetailDrawer } from './SpaceDetailDrawer.tsx';
import { SpaceFilters, type SpaceFilter } from './SpaceFilters.tsx';
import { SpaceOccupancyList, SpaceTable } from './SpaceList.tsx';
import { useFloorPlanData } from './useFloorPlanData.ts';

export type PanelBuilding = Pick<Building, 'id' | 'units' | 'externalSpatialId' | 'timeZone'>;

/**
 * The floor plan panel (specification section 2), on the site details and the building's
 * Spatial tab: filters and the spaces on the left; the day's tiles and the plan on the right;
 * the space detail drawer on a click.
 */
export function FloorPlanPanel({
  building,
  floor,
  range,
}: {
  building: PanelBuilding;
  floor: Floor;
  /** The dates the picker offers; by default the last year of the floor's data. */
  range?: DateRange | null;
}) {
  const config = useContext(RuntimeConfigContext);
  const [filter, setFilter] = useState<SpaceFilter>({ category: null, type: null });
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const [selected, setSelected] = useState<FloorSpace | null>(null);
  const today = todayIn(building.timeZone);
  const pickDate = useCallback(
    (within: DateRange | null) => selectedDate(chosenDate, within, today),
    [chosenDate, today],
  );
  const data = useFloorPlanData({
    buildingId: building.id,
    floorId: floor.id,
    range,
    date: pickDate,
  });
  const smplr =
    config?.spaceBookingKey && config.spaceBookingOrgId && building.externalSpatialId
      ? {
          spaceId: building.externalSpatialId,
          clientToken: config.spaceBookingKey,
          organizationId: config.spaceBookingOrgId,
        }
      : null;

  const all = data.spaces.data;
  const shown = useMemo(
    () =>
      (all ?? []).filter(
        (space) =>
          (filter.category === null || space.category === filter.category) &&
          (data.occupancySource || filter.type === null || space.type === filter.type),
      ),
    [all, filter, data.occupancySource],
  );
  const types = useMemo(
    () =>
      [
        ...new Set(
          (all ?? []).flatMap((space) =>
            space.type !== null && (filter.category === null || space.category === filter.category)
              ? [space.type]
              : [],
          ),
        ),
      ].sort(),
    [all, filter.category],
  );
  const shownIds = useMemo(() => new Set(shown.map((space) => space.id)), [shown]);
  const capacity = shown.some((space) => space.capacity !== null)
    ? shown.reduce((sum, space) => sum + (space.capacity ?? 0), 0)
    : null;
  const figures = useMemo(
    () => dayFigures(summedHours(data.hoursBySpace, shownIds), capacity),
    [data.hoursBySpace, shownIds, capacity],
  );

  if (data.spaces.isPending || data.rangeLoading) {
    return (
      <Box sx={{ height: FLOOR_PLAN_HEIGHT, display: 'grid', placeItems: 'center' }}>
        <Typography color="textSecondary">Loading...</Typography>
      </Box>
    );
  }
  if (data.spaces.isError) return <Alert severity="error">{errorText(data.spaces.error)}</Alert>;
  if (!smplr && data.placed.length === 0 && floor.images.length === 0) {
    return <Alert severity="warning">No floor plan available</Alert>;
  }

  const occupancyLoading = data.occupancy.isPending || data.occupancy.isPlaceholderData;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 5,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(280px, 1fr) minmax(0, 2fr)' },
      }}
    >
      <Stack spacing={4} sx={{ minWidth: 0 }}>
        <SpaceFilters
          filter={filter}
          onFilterChange={setFilter}
          categories={data.categories}
          types={types}
          date={
            data.occupancySource
              ? {
                  value: data.date,
                  onChange: setChosenDate,
                  range: data.range,
                  timeZone: building.timeZone,
                }
              : null
          }
        />
        {data.occupancySource ? (
          <SpaceOccupancyList
            spaces={shown}
            hoursBySpace={data.hoursBySpace}
            date={data.date}
            onSelect={setSelected}
            selectedId={selected?.id ?? null}
          />
        ) : (
          <SpaceTable spaces={shown} units={building.units} onSelect={setSelected} />
        )}
      </Stack>
      <Stack spacing={4} sx={{ minWidth: 0 }}>
        {data.occupancySource && (
          <FloorSummaryTiles
            spaces={shown.length}
            capacity={capacity}
            figures={data.occupancy.isError ? null : figures}
            loading={occupancyLoading}
          />
        )}
        {data.occupancy.isError && (
          <Alert severity="error">{errorText(data.occupancy.error)}</Alert>
        )}
        <PlanArea
          floor={floor}
          placed={data.placed}
          smplr={smplr}
          height={data.occupancySource ? FLOOR_PLAN_HEIGHT_WITH_SUMMARY : FLOOR_PLAN_HEIGHT}
          shownIds={shownIds}
          selectedId={selected?.id ?? null}
          onSelect={setSelected}
          occupancy={
            data.occupancySource && !occupancyLoading
              ? { date: data.date, hoursBySpace: data.hoursBySpace, peakHour: figures.peak?.start }
              : null
          }
        />
      </Stack>
      <SpaceDetailDrawer
        space={selected}
        units={building.units}
        onClose={() => {
          setSelected(null);
        }}
        occupancy={
          data.occupancySource
            ? {
                date: data.date,
                hours: selected ? (data.hoursBySpace.get(selected.id) ?? []) : undefined,
                loading: occupancyLoading,
              }
            : undefined
        }
      />
    </Box>
  );
}
