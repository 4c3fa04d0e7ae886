import { useMemo, useState } from 'react';
import { Alert, Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  floorsResource,
  spacesResource,
  type Floor,
  type SpaceCategory,
  type Units,
} from '@atrium/contract';
import { errorText } from '../../api/client.ts';
import { useAll, useAllFull } from '../../api/resourceHooks.ts';
import { PageSpinner } from '../PageSpinner.tsx';
import { CategoryLegend } from './CategoryLegend.tsx';
import { FloorImages } from './FloorImages.tsx';
import {
  FloorPlanViewer,
  FLOOR_PLAN_HEIGHT,
  type FloorSpace,
  type PlacedSpace,
} from './FloorPlanViewer.tsx';
import { spacePolygon } from './geometry.ts';
import { SpaceDetailDrawer } from './SpaceDetailDrawer.tsx';

/**
 * Atrium's floor plan viewer for a building: a floor picker when there are several floors (the
 * first is shown by default), the floor's spaces drawn from their outlines with a legend, and
 * the space detail drawer on a click. Without outlines it shows the floor's images instead, or
 * 'No floor plan available'.
 */
export function FloorPlan({ buildingId, units }: { buildingId: number; units: Units }) {
  // Bottom to top.
  const floors = useAll(floorsResource, { where: { buildingId }, orderBy: { position: 'asc' } });
  const [chosenId, setChosenId] = useState<number | null>(null);

  if (floors.isPending) return <PageSpinner label="Loading..." />;
  if (floors.isError) return <Alert severity="error">{errorText(floors.error)}</Alert>;
  const floor = floors.data.find((item) => item.id === chosenId) ?? floors.data[0];
  if (!floor) return <Alert severity="warning">No floor selected</Alert>;

  return (
    <Stack spacing={4}>
      {floors.data.length > 1 && (
        <TextField
          select
          label="Floor"
          size="small"
          value={floor.id}
          onChange={(event) => {
            setChosenId(Number(event.target.value));
          }}
          sx={{ maxWidth: 280 }}
        >
          {floors.data.map((item) => (
            <MenuItem key={item.id} value={item.id}>
              {item.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {/* Keyed by floor: the view and the selection start afresh on another floor. */}
      <FloorView key={floor.id} floor={floor} units={units} />
    </Stack>
  );
}

function FloorView({ floor, units }: { floor: Floor; units: Units }) {
  // Every space of the floor with its outline, by name.
  const spaces = useAllFull(spacesResource, {
    where: { floorId: floor.id },
    orderBy: { name: 'asc' },
  });
  const [selected, setSelected] = useState<FloorSpace | null>(null);
  const placed = useMemo(() => placeSpaces(spaces.data ?? []), [spaces.data]);
  const categories = useMemo(
    () => new Set<SpaceCategory>(placed.map(({ space }) => space.category)),
    [placed],
  );

  if (spaces.isPending) {
    return (
      <Box sx={{ height: FLOOR_PLAN_HEIGHT, display: 'grid', placeItems: 'center' }}>
        <Typography color="textSecondary">Loading...</Typography>
      </Box>
    );
  }
  if (spaces.isError) return <Alert severity="error">{errorText(spaces.error)}</Alert>;
  if (placed.length === 0) {
    return floor.images.length > 0 ? (
      <FloorImages imageIds={floor.images} floorName={floor.name} />
    ) : (
      <Alert severity="info">No floor plan available</Alert>
    );
  }
  return (
    <Stack spacing={3}>
      <FloorPlanViewer
        label={`Floor plan of ${floor.name}`}
        spaces={placed}
        selectedId={selected?.id ?? null}
        onSelect={setSelected}
      />
      <CategoryLegend categories={categories} />
      <SpaceDetailDrawer
        space={selected}
        units={units}
        onClose={() => {
          setSelected(null);
        }}
      />
    </Stack>
  );
}

/** Spaces with an outline, parents before their sub-spaces so that these are drawn on top. */
function placeSpaces(spaces: readonly FloorSpace[]): PlacedSpace[] {
  return spaces
    .flatMap((space) => {
      const polygon = spacePolygon(space);
      return polygon ? [{ space, polygon }] : [];
    })
    .sort((a, b) => Number(a.space.parentId !== null) - Number(b.space.parentId !== null));
}
