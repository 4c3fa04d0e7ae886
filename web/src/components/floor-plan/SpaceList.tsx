import { Box, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { formatHour, type Units } from '@atrium/contract';
import { DataTable } from '../DataTable.tsx';
import { Sparkline } from '../charts/Sparkline.tsx';
import { formatDay } from '../charts/formats.ts';
import { formatArea } from './areaFormat.ts';
import { type HourValue } from './floorOccupancy.ts';
import type { FloorSpace } from './FloorPlanViewer.tsx';

const LIST_HEIGHT = 520;

/** The spaces as a table: Name, Area, Capacity (specification section 2). A row opens the drawer. */
export function SpaceTable({
  spaces,
  units,
  onSelect,
}: {
  spaces: readonly FloorSpace[];
  units: Units;
  onSelect: (space: FloorSpace) => void;
}) {
  return (
    <Box sx={{ maxHeight: LIST_HEIGHT, overflow: 'auto' }}>
      <DataTable
        label="Spaces"
        rows={spaces}
        getRowId={(space) => space.id}
        onRowClick={onSelect}
        columns={[
          { field: 'name', header: 'Name' },
          {
            field: 'rentableSF',
            header: 'Area',
            align: 'right',
            render: (space) => formatArea(space.rentableSF ?? space.usableSF, units),
          },
          { field: 'capacity', header: 'Capacity', align: 'right' },
        ]}
      />
    </Box>
  );
}

/**
 * The spaces with the day's occupancy: a sparkline of each space's hourly peaks, or 'No data
 * for selected date' for a space without readings that day.
 */
export function SpaceOccupancyList({
  spaces,
  hoursBySpace,
  date,
  onSelect,
  selectedId,
}: {
  spaces: readonly FloorSpace[];
  hoursBySpace: ReadonlyMap<number, readonly HourValue[]>;
  date: string;
  onSelect: (space: FloorSpace) => void;
  selectedId: number | null;
}) {
  if (spaces.length === 0) return <Typography color="textSecondary">No results</Typography>;
  return (
    <List
      dense
      aria-label={`Spaces on ${formatDay(date)}`}
      sx={{
        maxHeight: LIST_HEIGHT,
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        py: 0,
      }}
    >
      {spaces.map((space) => {
        const hours = hoursBySpace.get(space.id);
        return (
          <ListItemButton
            key={space.id}
            divider
            selected={space.id === selectedId}
            onClick={() => {
              onSelect(space);
            }}
            sx={{ gap: 3 }}
          >
            <ListItemText
              primary={space.name}
              secondary={space.capacity === null ? undefined : `${space.capacity} seats`}
              sx={{ flex: '0 0 45%', minWidth: 0 }}
              slotProps={{ primary: { noWrap: true } }}
            />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              {hours && hours.length > 0 ? (
                <Sparkline
                  values={hours.map((hour) => hour.occupancy)}
                  labels={hours.map((hour) => formatHour(hour.start))}
                  label={`${space.name} on ${formatDay(date)}`}
                  height={32}
                />
              ) : (
                <Typography variant="caption" color="textSecondary">
                  No data for selected date
                </Typography>
              )}
            </Box>
          </ListItemButton>
        );
      })}
    </List>
  );
}
