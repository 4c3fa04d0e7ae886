import { IconButton, Link as MuiLink, Stack } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router';
import type { Floor, Units } from '@atrium/contract';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { optionsOf } from '../../components/form/selectOptions.ts';
import { formatArea } from '../buildings/area.ts';
import { FloorOperatorSelect } from './FloorOperatorSelect.tsx';

/** A floor as the floors tab lists it (`/floors/full`). */
export type FloorRow = Floor & {
  operatorOrganization: { id: number; name: string } | null;
  spaceCount: number;
};

export type FloorColumnOptions = {
  buildingId: number;
  units: Units;
  /** Set when the user may assign operators: the OPERATOR organizations to choose from. */
  operators: readonly { id: number; name: string }[] | null;
  onOperatorChange: (floor: FloorRow, operatorOrganizationId: number | null) => void;
  onRename: ((floor: FloorRow) => void) | null;
  onDelete: ((floor: FloorRow) => void) | null;
};

/** The floors tab's columns: name (to the floor page), level, area, spaces, operator, actions. */
export function floorColumns(options: FloorColumnOptions): DataTableColumn<FloorRow>[] {
  const { buildingId, units, operators, onOperatorChange, onRename, onDelete } = options;
  const columns: DataTableColumn<FloorRow>[] = [
    {
      field: 'name',
      header: 'Name',
      render: (floor) => (
        <MuiLink component={Link} to={`/buildings/${buildingId}/edit/floors/${floor.id}`}>
          {floor.name}
        </MuiLink>
      ),
    },
    { field: 'position', header: 'Position', align: 'right' },
    {
      field: 'rentableSF',
      header: 'Rentable area',
      align: 'right',
      render: (floor) => formatArea(floor.rentableSF, units),
    },
    { field: 'spaceCount', header: 'Spaces', align: 'right' },
    {
      field: 'operatorOrganization',
      header: 'Operator',
      render: (floor) =>
        operators === null ? (
          (floor.operatorOrganization?.name ?? '—')
        ) : (
          <FloorOperatorSelect
            floorName={floor.name}
            value={floor.operatorOrganizationId}
            options={optionsOf(operators, floor.operatorOrganization)}
            onChange={(id) => {
              onOperatorChange(floor, id);
            }}
          />
        ),
    },
  ];
  if (onRename || onDelete) {
    columns.push({
      field: 'actions',
      header: 'Actions',
      align: 'right',
      render: (floor) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {onRename && (
            <IconButton
              size="small"
              aria-label={`Rename ${floor.name}`}
              onClick={() => {
                onRename(floor);
              }}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          )}
          {onDelete && (
            <IconButton
              size="small"
              aria-label={`Delete ${floor.name}`}
              onClick={() => {
                onDelete(floor);
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
