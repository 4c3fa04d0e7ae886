import { useState, type ReactNode } from 'react';
import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { floorsResource, type Floor } from '@atrium/contract';
import { errorText } from '../../api/client.ts';
import { useAll } from '../../api/resourceHooks.ts';
import { PageSpinner } from '../PageSpinner.tsx';
import type { DateRange } from '../date-range/dateRange.ts';
import { FloorPlanPanel, type PanelBuilding } from './FloorPlanPanel.tsx';

/**
 * A building's floor plans: a floor picker when there are several floors (the first is shown by
 * default), and the floor plan panel of the chosen floor. `operatorOrganizationId` keeps the
 * floors one organization operates (a site's details); 'No floor selected' without a floor.
 */
export function FloorPlan({
  building,
  operatorOrganizationId,
  range,
  summary,
}: {
  building: PanelBuilding;
  operatorOrganizationId?: number;
  range?: DateRange | null;
  /** Shown between the floor picker and the panel, about the chosen floor. */
  summary?: (floor: Floor) => ReactNode;
}) {
  // Bottom to top.
  const floors = useAll(floorsResource, {
    where: {
      buildingId: building.id,
      ...(operatorOrganizationId !== undefined && { operatorOrganizationId }),
    },
    orderBy: { position: 'asc' },
  });
  const [chosenId, setChosenId] = useState<number | null>(null);

  if (floors.isPending) return <PageSpinner label="Loading..." />;
  if (floors.isError) return <Alert severity="error">{errorText(floors.error)}</Alert>;
  const floor = floors.data.find((item) => item.id === chosenId) ?? floors.data[0];
  if (!floor) return <Alert severity="warning">No floor selected</Alert>;

  return (
    <Stack spacing={4}>
      {floors.data.length > 1 && (
        <FloorPicker floors={floors.data} value={floor.id} onChange={setChosenId} />
      )}
      {summary?.(floor)}
      {/* Keyed by floor: the filters, the date and the selection start afresh on another floor. */}
      <FloorPlanPanel key={floor.id} building={building} floor={floor} range={range} />
    </Stack>
  );
}

export function FloorPicker({
  floors,
  value,
  onChange,
}: {
  floors: readonly Floor[];
  value: number;
  onChange: (id: number) => void;
}) {
  return (
    <TextField
      select
      label="Floor"
      size="small"
      value={value}
      onChange={(event) => {
        onChange(Number(event.target.value));
      }}
      sx={{ maxWidth: 280 }}
    >
      {floors.map((item) => (
        <MenuItem key={item.id} value={item.id}>
          {item.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
