import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { can, DEFAULT_PER_PAGE, spacesResource, type Units } from '@atrium/contract';
import { errorText } from '../../api/client.ts';
import { useAllFull } from '../../api/resourceHooks.ts';
import { useCurrentUser } from '../../auth/currentUser.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { spaceColumns } from './spaceColumns.tsx';
import { SpaceDialogs, type SpaceDialogState } from './SpaceDialogs.tsx';

/** The spaces of a floor, with create, edit, external ids and delete for those allowed. */
export function FloorSpaces({ floorId, units }: { floorId: number; units: Units }) {
  const user = useCurrentUser();
  // Every space of the floor with its external ids and outline, by name; the page shows a failure.
  const spaces = useAllFull(
    spacesResource,
    { where: { floorId }, orderBy: { name: 'asc' } },
    { handlesErrors: true },
  );
  const [dialog, setDialog] = useState<SpaceDialogState>(null);
  // All of a floor's spaces come at once (parents need them); the table pages them itself.
  const [paging, setPaging] = useState({ page: 1, perPage: DEFAULT_PER_PAGE });

  const items = spaces.data ?? [];
  const names = new Map(items.map((space) => [space.id, space.name]));
  const mayUpdate = can(user, 'spaces.update');
  const columns = spaceColumns(
    units,
    (space) => (space.parentId === null ? '—' : (names.get(space.parentId) ?? '—')),
    {
      onEdit: mayUpdate
        ? (space) => {
            setDialog({ kind: 'edit', space });
          }
        : null,
      onExternalIds: mayUpdate
        ? (space) => {
            setDialog({ kind: 'externalIds', space });
          }
        : null,
      onDelete: can(user, 'spaces.delete')
        ? (space) => {
            setDialog({ kind: 'delete', space });
          }
        : null,
    },
  );
  const start = (paging.page - 1) * paging.perPage;

  return (
    <Box component="section" aria-labelledby="spaces-heading" sx={{ mt: 6 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 4 }}>
        <Typography id="spaces-heading" variant="h5" component="h2">
          Spaces
        </Typography>
        {can(user, 'spaces.create') && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => {
              setDialog({ kind: 'create' });
            }}
          >
            Add space
          </Button>
        )}
      </Stack>
      {spaces.isError ? (
        <Alert severity="error">{errorText(spaces.error)}</Alert>
      ) : (
        <DataTable
          label="Spaces"
          columns={columns}
          rows={items.slice(start, start + paging.perPage)}
          getRowId={(space) => space.id}
          loading={spaces.isPending}
          pagination={{ ...paging, total: items.length, onChange: setPaging }}
        />
      )}
      <SpaceDialogs
        state={dialog}
        floorId={floorId}
        spaces={items}
        units={units}
        onClose={() => {
          setDialog(null);
        }}
      />
    </Box>
  );
}
