import { IconButton, Stack } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SensorsIcon from '@mui/icons-material/Sensors';
import type { Units } from '@atrium/contract';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { formatArea } from '../buildings/area.ts';
import { externalIdTypeNames } from './externalIds.ts';
import { CategoryLabel } from './spaceCategories.tsx';
import type { SpaceFull } from './spaceFull.ts';

export type SpaceActions = {
  onEdit: ((space: SpaceFull) => void) | null;
  onExternalIds: ((space: SpaceFull) => void) | null;
  onDelete: ((space: SpaceFull) => void) | null;
};

/** The floor page's space columns; actions only for what the user may do. */
export function spaceColumns(
  units: Units,
  parentName: (space: SpaceFull) => string,
  actions: SpaceActions,
): DataTableColumn<SpaceFull>[] {
  const { onEdit, onExternalIds, onDelete } = actions;
  const columns: DataTableColumn<SpaceFull>[] = [
    { field: 'name', header: 'Name' },
    {
      field: 'category',
      header: 'Category',
      render: (space) => <CategoryLabel category={space.category} />,
    },
    { field: 'type', header: 'Type', render: (space) => space.type ?? '—' },
    {
      field: 'rentableSF',
      header: 'Rentable area',
      align: 'right',
      render: (space) => formatArea(space.rentableSF, units),
    },
    {
      field: 'usableSF',
      header: 'Usable area',
      align: 'right',
      render: (space) => formatArea(space.usableSF, units),
    },
    { field: 'capacity', header: 'Capacity', align: 'right', render: (s) => s.capacity ?? '—' },
    { field: 'parentId', header: 'Parent space', render: parentName },
    {
      field: 'externalIds',
      header: 'External ids',
      render: (space) =>
        space.externalIds.length === 0
          ? '—'
          : space.externalIds
              .map((entry) => `${externalIdTypeNames[entry.type]}: ${entry.value}`)
              .join(', '),
    },
  ];
  if (onEdit || onExternalIds || onDelete) {
    columns.push({
      field: 'actions',
      header: 'Actions',
      align: 'right',
      render: (space) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {onEdit && (
            <IconButton
              size="small"
              aria-label={`Edit ${space.name}`}
              onClick={() => {
                onEdit(space);
              }}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          )}
          {onExternalIds && (
            <IconButton
              size="small"
              aria-label={`External ids of ${space.name}`}
              onClick={() => {
                onExternalIds(space);
              }}
            >
              <SensorsIcon fontSize="small" />
            </IconButton>
          )}
          {onDelete && (
            <IconButton
              size="small"
              aria-label={`Delete ${space.name}`}
              onClick={() => {
                onDelete(space);
              }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          )}
        </Stack>
      ),
    });
  }
  return columns;
}
