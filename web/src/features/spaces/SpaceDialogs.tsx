import { spacesResource, type Units } from '@atrium/contract';
import { errorText } from '../../api/client.ts';
import { useCreate, useDelete, useUpdate } from '../../api/resourceHooks.ts';
import { ConfirmDialog } from '../../components/form/ConfirmDialog.tsx';
import { ExternalIdsDialog } from './ExternalIdsDialog.tsx';
import { SpaceDialog } from './SpaceDialog.tsx';
import {
  newSpaceFormValues,
  spaceCreateResolver,
  spaceFormValues,
  spaceUpdateResolver,
} from './spaceForm.ts';
import { parentOptions } from './spaceParents.ts';
import type { SpaceFull } from './spaceFull.ts';

export type SpaceDialogState =
  | { kind: 'create' }
  | { kind: 'edit'; space: SpaceFull }
  | { kind: 'externalIds'; space: SpaceFull }
  | { kind: 'delete'; space: SpaceFull }
  | null;

/** The floor page's space dialogs: create, edit, external ids, delete. */
export function SpaceDialogs({
  state,
  floorId,
  spaces,
  units,
  onClose,
}: {
  state: SpaceDialogState;
  floorId: number;
  spaces: readonly SpaceFull[];
  units: Units;
  onClose: () => void;
}) {
  const create = useCreate(spacesResource);
  const update = useUpdate(spacesResource);
  // The delete dialog shows why (a space in a lease answers 409).
  const remove = useDelete(spacesResource, { handlesErrors: true });
  const close = () => {
    remove.reset();
    onClose();
  };

  if (state === null) return null;
  if (state.kind === 'create') {
    return (
      <SpaceDialog
        title="New space"
        submitLabel="Create"
        defaultValues={newSpaceFormValues()}
        resolver={spaceCreateResolver(floorId)}
        parentOptions={parentOptions(spaces, null)}
        units={units}
        onSave={(data) => create.mutateAsync(data)}
        onClose={close}
      />
    );
  }
  const { space } = state;
  if (state.kind === 'edit') {
    const values = spaceFormValues(space);
    return (
      <SpaceDialog
        title={`Edit ${space.name}`}
        submitLabel="Save"
        defaultValues={values}
        resolver={spaceUpdateResolver(values.polygon)}
        parentOptions={parentOptions(spaces, space)}
        units={units}
        onSave={(data) => update.mutateAsync({ id: space.id, data })}
        onClose={close}
      />
    );
  }
  if (state.kind === 'externalIds') return <ExternalIdsDialog space={space} onClose={close} />;
  return (
    <ConfirmDialog
      open
      title="Delete space"
      confirmLabel="Delete"
      pending={remove.isPending}
      // A space in a lease is refused (409); the server says why.
      error={remove.isError ? errorText(remove.error) : null}
      onConfirm={() => {
        remove.mutate(space.id, { onSuccess: close });
      }}
      onClose={close}
    >
      Delete the space {space.name}? This cannot be undone.
    </ConfirmDialog>
  );
}
