import { floorsResource, type Units } from '@atrium/contract';
import { errorText } from '../../api/client.ts';
import { useCreate, useDelete, useUpdate } from '../../api/resourceHooks.ts';
import { ConfirmDialog } from '../../components/form/ConfirmDialog.tsx';
import { areaLabel } from '../buildings/area.ts';
import type { FloorRow } from './floorColumns.tsx';
import { FloorDialog } from './FloorDialog.tsx';
import {
  floorCreateResolver,
  floorFormValues,
  floorRenameResolver,
  newFloorFormValues,
} from './floorForm.ts';

export type FloorDialogState =
  | { kind: 'add' }
  | { kind: 'rename'; floor: FloorRow }
  | { kind: 'delete'; floor: FloorRow }
  | null;

/** The floors tab's dialogs: add a floor, rename one, delete one. */
export function FloorDialogs({
  state,
  buildingId,
  units,
  positions,
  onClose,
}: {
  state: FloorDialogState;
  buildingId: number;
  units: Units;
  positions: readonly number[];
  onClose: () => void;
}) {
  const create = useCreate(floorsResource);
  const update = useUpdate(floorsResource);
  // The delete dialog shows why (a floor with spaces answers 409).
  const remove = useDelete(floorsResource, { handlesErrors: true });
  const close = () => {
    remove.reset();
    onClose();
  };

  if (state === null) return null;
  if (state.kind === 'add') {
    return (
      <FloorDialog
        title="Add floor"
        submitLabel="Add"
        fields="all"
        areaLabel={areaLabel('Rentable area', units)}
        defaultValues={newFloorFormValues(positions)}
        resolver={floorCreateResolver(buildingId)}
        onSave={(data) => create.mutateAsync(data)}
        onClose={close}
      />
    );
  }
  const { floor } = state;
  if (state.kind === 'rename') {
    return (
      <FloorDialog
        title={`Rename ${floor.name}`}
        submitLabel="Save"
        fields="name"
        areaLabel={areaLabel('Rentable area', units)}
        defaultValues={floorFormValues(floor)}
        resolver={floorRenameResolver}
        onSave={(data) => update.mutateAsync({ id: floor.id, data })}
        onClose={close}
      />
    );
  }
  return (
    <ConfirmDialog
      open
      title="Delete floor"
      confirmLabel="Delete"
      pending={remove.isPending}
      // A floor that still has spaces is refused (409); the server says why.
      error={remove.isError ? errorText(remove.error) : null}
      onConfirm={() => {
        remove.mutate(floor.id, { onSuccess: close });
      }}
      onClose={close}
    >
      Delete the floor {floor.name}? This cannot be undone.
    </ConfirmDialog>
  );
}
