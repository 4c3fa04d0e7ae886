import { useRef, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useParams } from 'react-router';
import {
  buildingsResource,
  can,
  floorsResource,
  MAX_PER_PAGE,
  organizationsResource,
} from '@atrium/contract';
import { errorText } from '../../api/client.ts';
import { useAll, useFullList, useOne, useUpdate } from '../../api/resourceHooks.ts';
import { useCurrentUser } from '../../auth/currentUser.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { visuallyHidden } from '../../components/visuallyHidden.ts';
import { floorColumns, type FloorRow } from './floorColumns.tsx';
import { FloorDialogs, type FloorDialogState } from './FloorDialogs.tsx';
import { moveItem } from './floorOrder.ts';
import { useUpdateFloorOrder } from './useUpdateFloorOrder.ts';

/**
 * `buildings/{id}/edit/floors`: the building's floors bottom to top, to reorder (drag, or arrow
 * keys on the handle), add, rename and delete, and to give each an operator.
 */
export function FloorListPage() {
  const buildingId = Number(useParams().id);
  const user = useCurrentUser();
  const building = useOne(buildingsResource, buildingId);
  // Bottom to top, with each floor's operator and space count; the page shows a failure.
  const floors = useFullList(
    floorsResource,
    { where: { buildingId }, orderBy: { position: 'asc' }, perPage: MAX_PER_PAGE },
    { handlesErrors: true },
  );
  const mayAssign = can(user, 'floors.assignOperator');
  const operators = useAll(
    organizationsResource,
    { where: { type: 'OPERATOR' }, orderBy: { name: 'asc' } },
    { enabled: mayAssign },
  );
  const updateFloor = useUpdate(floorsResource);
  const updateOrder = useUpdateFloorOrder();
  const [dialog, setDialog] = useState<FloorDialogState>(null);
  // The order just chosen, shown until the saved order arrives (or the save fails).
  const [pendingOrder, setPendingOrder] = useState<readonly FloorRow[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const lastMove = useRef(0);

  const saved = floors.data?.items ?? [];
  const rows = pendingOrder ?? saved;
  const units = building.data?.units ?? 'IMPERIAL';

  const reorder = (from: number, to: number) => {
    const lowest = Math.min(...rows.map((floor) => floor.position));
    // The server numbers the floors up from the lowest position; the table shows that at once.
    const next = moveItem(rows, from, to).map((floor, index) => ({
      ...floor,
      position: lowest + index,
    }));
    setPendingOrder(next);
    const move = ++lastMove.current;
    setAnnouncement(`${rows[from]?.name ?? 'Floor'} moved to place ${to + 1} of ${rows.length}`);
    updateOrder.mutate(
      { buildingId, floorIds: next.map((floor) => floor.id) },
      {
        // Moves in quick succession: the last one's answer ends the wait.
        onSettled: () => {
          if (move === lastMove.current) setPendingOrder(null);
        },
      },
    );
  };

  const columns = floorColumns({
    buildingId,
    units,
    operators: mayAssign ? (operators.data ?? []) : null,
    onOperatorChange: (floor, operatorOrganizationId) => {
      updateFloor.mutate({ id: floor.id, data: { operatorOrganizationId } });
    },
    onRename: can(user, 'floors.update')
      ? (floor) => {
          setDialog({ kind: 'rename', floor });
        }
      : null,
    onDelete: can(user, 'floors.delete')
      ? (floor) => {
          setDialog({ kind: 'delete', floor });
        }
      : null,
  });
  const mayReorder = can(user, 'floors.update') && rows.length > 1;

  return (
    <Box component="section" aria-labelledby="floors-heading">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography id="floors-heading" variant="h5" component="h2">
          Floors
        </Typography>
        {can(user, 'floors.create') && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => {
              setDialog({ kind: 'add' });
            }}
          >
            Add floor
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 4 }}>
        Listed bottom to top: the first row is the lowest floor.
        {mayReorder &&
          ' Drag a row to move it, or focus its handle and press the up and down arrow keys.'}
      </Typography>
      {floors.isError ? (
        <Alert severity="error">{errorText(floors.error)}</Alert>
      ) : (
        <DataTable
          label="Floors, bottom to top"
          columns={columns}
          rows={rows}
          getRowId={(floor) => floor.id}
          loading={floors.isPending}
          onReorder={mayReorder ? reorder : undefined}
        />
      )}
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
      <FloorDialogs
        state={dialog}
        buildingId={buildingId}
        units={units}
        positions={saved.map((floor) => floor.position)}
        onClose={() => {
          setDialog(null);
        }}
      />
    </Box>
  );
}
