import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { showToast } from '../../../components/toast/toast.ts';
import { can, resourceActions } from '@atrium/contract';
import { useResourceAction } from '../../../api/actions.ts';
import { errorText } from '../../../api/client.ts';
import { useCurrentUser } from '../../../auth/currentUser.ts';
import { UnsavedChangesDialog } from '../../../components/form/UnsavedChangesDialog.tsx';
import { useUnsavedChangesGuard } from '../../../components/form/useUnsavedChangesGuard.ts';
import type { NetworkFull } from '../networkColumns.tsx';
import {
  BuildingChip,
  StructureLevelItem,
  useDropTarget,
  type Dragged,
  type StructureActions,
} from './StructureLevelItem.tsx';
import {
  addLevel,
  canMoveLevel,
  childrenOf,
  moveLevel,
  placeBuilding,
  removeLevel,
  renameLevel,
  sameStructure,
  saveRequestOf,
  shiftLevel,
  structureOf,
  type Structure,
} from './structureTree.ts';

/**
 * A network's structure as a tree that master admins and org-admins edit and save (section 6):
 * levels are added, renamed, removed, moved with drag and drop (or the arrows) and buildings
 * dragged onto the level they belong to (or moved with their menu). Others see it read-only.
 */
export function NetworkStructureEditor({
  network,
  guardUnsaved = true,
  readOnly = false,
}: {
  network: NetworkFull;
  /** Ask before leaving with unsaved changes (off where a form on the page already asks). */
  guardUnsaved?: boolean;
  /** Only shows the tree, whoever looks. */
  readOnly?: boolean;
}) {
  const user = useCurrentUser();
  const editable = !readOnly && can(user, 'networkLevels.update');
  const [saved, setSaved] = useState(() => structureOf(network));
  const [structure, setStructure] = useState(saved);
  const [dragged, setDragged] = useState<Dragged>(null);
  const save = useResourceAction(resourceActions.saveNetworkStructure, { handlesErrors: true });
  const dirty = !sameStructure(network.id, structure, saved);
  const unnamed = structure.levels.some((level) => level.name.trim() === '');
  const buildingNames = new Map(network.buildings.map((b) => [b.id, b.name]));

  const change = (next: (current: Structure) => Structure) => {
    setStructure((current) => next(current));
  };
  const actions: StructureActions = {
    editable,
    dragged,
    setDragged,
    canDrop: (level) =>
      dragged?.kind === 'building' ||
      (dragged?.kind === 'level' &&
        dragged.ref !== level &&
        canMoveLevel(structure, dragged.ref, level)),
    drop: (level) => {
      if (dragged?.kind === 'building') change((s) => placeBuilding(s, dragged.id, level));
      if (dragged?.kind === 'level') change((s) => moveLevel(s, dragged.ref, level));
      setDragged(null);
    },
    add: (parent) => {
      change((s) => addLevel(s, parent, ''));
    },
    rename: (ref, name) => {
      change((s) => renameLevel(s, ref, name));
    },
    remove: (ref) => {
      change((s) => removeLevel(s, ref));
    },
    shift: (ref, by) => {
      change((s) => shiftLevel(s, ref, by));
    },
    placeBuilding: (buildingId, level) => {
      change((s) => placeBuilding(s, buildingId, level));
    },
  };

  const submit = async () => {
    try {
      const answer = await save.mutateAsync(saveRequestOf(network.id, structure));
      const next = structureOf(answer);
      setSaved(next);
      setStructure(next);
      showToast('Structure saved');
    } catch (error) {
      showToast(errorText(error), 'error');
    }
  };

  const top = childrenOf(structure, null);
  return (
    <Card>
      <CardContent sx={{ p: { xs: 4, md: 5 } }}>
        {top.length === 0 && (
          <Typography color="textSecondary" sx={{ mb: 4 }}>
            {editable
              ? 'No levels yet. Add a top level (a region, say), then levels under it, and drag the buildings onto them.'
              : 'No levels yet.'}
          </Typography>
        )}
        <Box component="ul" aria-label="Levels" sx={{ m: 0, p: 0 }}>
          {top.map((level) => (
            <StructureLevelItem
              key={level.ref}
              level={level}
              structure={structure}
              buildingNames={buildingNames}
              actions={actions}
            />
          ))}
        </Box>
        <Unplaced structure={structure} buildingNames={buildingNames} actions={actions} />
        {unnamed && (
          <Alert severity="warning" sx={{ mt: 4 }}>
            Every level needs a name before the structure can be saved.
          </Alert>
        )}
        {editable && (
          <Stack direction="row" spacing={3} sx={{ mt: 5, justifyContent: 'space-between' }}>
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={() => {
                actions.add(null);
              }}
            >
              Add a top level
            </Button>
            <Stack direction="row" spacing={3}>
              <Button
                disabled={!dirty || save.isPending}
                onClick={() => {
                  setStructure(saved);
                }}
              >
                Discard changes
              </Button>
              <Button
                variant="contained"
                disabled={!dirty || unnamed || save.isPending}
                onClick={() => void submit()}
              >
                Save structure
              </Button>
            </Stack>
          </Stack>
        )}
        {editable && guardUnsaved && <Guard dirty={dirty} />}
      </CardContent>
    </Card>
  );
}

function Guard({ dirty }: { dirty: boolean }) {
  const { blocker } = useUnsavedChangesGuard(dirty);
  return <UnsavedChangesDialog blocker={blocker} />;
}

/** The buildings under no level; dropping a building here takes it off its level, a level to the top. */
function Unplaced({
  structure,
  buildingNames,
  actions,
}: {
  structure: Structure;
  buildingNames: ReadonlyMap<number, string>;
  actions: StructureActions;
}) {
  const target = useDropTarget(actions, null);
  const unplaced = [...structure.placement].filter(([, level]) => level === null);
  if (!actions.editable && unplaced.length === 0) return null;
  return (
    <Box
      {...target.handlers}
      component="section"
      aria-label="Buildings under no level"
      sx={{
        mt: 3,
        p: 3,
        borderRadius: 2,
        border: 1,
        borderStyle: 'dashed',
        borderColor: target.over ? 'primary.main' : 'divider',
        bgcolor: target.over ? 'action.hover' : undefined,
      }}
    >
      <Typography variant="body2" color="textSecondary" sx={{ mb: unplaced.length ? 2 : 0 }}>
        {unplaced.length > 0
          ? 'Buildings under no level'
          : 'Every building hangs under a level. Drop a building here to take it off its level, or a level to make it a top level.'}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {unplaced.map(([id]) => (
          <BuildingChip
            key={id}
            id={id}
            name={buildingNames.get(id) ?? `Building ${id}`}
            level={null}
            structure={structure}
            actions={actions}
          />
        ))}
      </Stack>
    </Box>
  );
}
