import { useRef, useState, type DragEvent } from 'react';
import { Box, Chip, IconButton, Menu, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { childrenOf, depthOf, type EditLevel, type Structure } from './structureTree.ts';

/** What is being dragged: a level or a building. */
export type Dragged = { kind: 'level'; ref: string } | { kind: 'building'; id: number } | null;

export type StructureActions = {
  editable: boolean;
  dragged: Dragged;
  setDragged: (dragged: Dragged) => void;
  /** A level or building dropped on `level` (null: the top, or no level). */
  drop: (level: string | null) => void;
  canDrop: (level: string | null) => boolean;
  add: (parent: string | null) => void;
  rename: (ref: string, name: string) => void;
  remove: (ref: string) => void;
  shift: (ref: string, by: -1 | 1) => void;
  placeBuilding: (buildingId: number, level: string | null) => void;
};

/** Dragging over an element that takes the drop: it shows so, and the drop is allowed. */
export function useDropTarget(actions: StructureActions, level: string | null) {
  const [over, setOver] = useState(false);
  const allowed = actions.editable && actions.dragged !== null && actions.canDrop(level);
  return {
    over: over && allowed,
    handlers: {
      onDragOver: (event: DragEvent) => {
        if (!allowed) return;
        event.preventDefault();
        event.stopPropagation();
        setOver(true);
      },
      onDragLeave: () => {
        setOver(false);
      },
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        event.stopPropagation();
        setOver(false);
        if (allowed) actions.drop(level);
      },
    },
  };
}

/** A building as a chip: dragged onto a level, or moved with its menu (keyboard, touch). */
export function BuildingChip({
  id,
  name,
  level,
  structure,
  actions,
}: {
  id: number;
  name: string;
  level: string | null;
  structure: Structure;
  actions: StructureActions;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => {
    setAnchor(null);
  };
  return (
    <>
      <Chip
        size="small"
        variant="outlined"
        icon={<ApartmentOutlinedIcon />}
        label={name}
        draggable={actions.editable}
        onDragStart={(event) => {
          event.dataTransfer.setData('text/plain', name);
          event.dataTransfer.effectAllowed = 'move';
          actions.setDragged({ kind: 'building', id });
        }}
        onDragEnd={() => {
          actions.setDragged(null);
        }}
        {...(actions.editable && {
          onClick: (event: React.MouseEvent<HTMLDivElement>) => {
            setAnchor(event.currentTarget);
          },
          'aria-haspopup': 'menu' as const,
        })}
        aria-label={actions.editable ? `${name}: move to another level` : name}
        sx={{ cursor: actions.editable ? 'grab' : undefined }}
      />
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem
          selected={level === null}
          onClick={() => {
            actions.placeBuilding(id, null);
            close();
          }}
        >
          <em>No level</em>
        </MenuItem>
        {structure.levels.map((option) => (
          <MenuItem
            key={option.ref}
            selected={option.ref === level}
            onClick={() => {
              actions.placeBuilding(id, option.ref);
              close();
            }}
            sx={{ pl: 2 + 3 * depthOf(structure, option.ref) }}
          >
            {option.name || 'Unnamed level'}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** One level of the tree: its name, its buildings, and the levels beneath it. */
export function StructureLevelItem({
  level,
  structure,
  buildingNames,
  actions,
}: {
  level: EditLevel;
  structure: Structure;
  buildingNames: ReadonlyMap<number, string>;
  actions: StructureActions;
}) {
  const target = useDropTarget(actions, level.ref);
  const row = useRef<HTMLDivElement>(null);
  const children = childrenOf(structure, level.ref);
  const buildings = [...structure.placement].filter(([, at]) => at === level.ref);
  const label = level.name.trim() === '' ? 'Unnamed level' : level.name;
  return (
    <Box component="li" sx={{ listStyle: 'none' }} aria-label={label}>
      <Box
        ref={row}
        {...target.handlers}
        sx={{
          border: 1,
          borderColor: target.over ? 'primary.main' : 'divider',
          borderStyle: target.over ? 'dashed' : 'solid',
          bgcolor: target.over ? 'action.hover' : 'background.paper',
          borderRadius: 2,
          px: 3,
          py: 2,
          mb: 2,
        }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {actions.editable && (
            // The handle drags the whole row (the name stays a text field to select in).
            <Box
              component="span"
              draggable
              title={`Drag ${label} onto another level`}
              onDragStart={(event) => {
                event.stopPropagation();
                event.dataTransfer.setData('text/plain', label);
                event.dataTransfer.effectAllowed = 'move';
                if (row.current) event.dataTransfer.setDragImage(row.current, 16, 16);
                actions.setDragged({ kind: 'level', ref: level.ref });
              }}
              onDragEnd={() => {
                actions.setDragged(null);
              }}
              sx={{ display: 'inline-flex', cursor: 'grab' }}
            >
              <DragIndicatorIcon fontSize="small" color="action" aria-hidden />
            </Box>
          )}
          {actions.editable ? (
            <TextField
              variant="standard"
              size="small"
              value={level.name}
              onChange={(event) => {
                actions.rename(level.ref, event.target.value);
              }}
              error={level.name.trim() === ''}
              helperText={level.name.trim() === '' ? 'Required' : undefined}
              slotProps={{ htmlInput: { 'aria-label': `Name of ${label}` } }}
              sx={{ flex: 1, minWidth: 120 }}
            />
          ) : (
            <Typography sx={{ flex: 1, fontWeight: 500 }}>{label}</Typography>
          )}
          {actions.editable && (
            <Stack direction="row" spacing={0}>
              <IconButton
                size="small"
                aria-label={`Add a level under ${label}`}
                onClick={() => {
                  actions.add(level.ref);
                }}
              >
                <AddIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`Move ${label} up`}
                onClick={() => {
                  actions.shift(level.ref, -1);
                }}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`Move ${label} down`}
                onClick={() => {
                  actions.shift(level.ref, 1);
                }}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`Remove ${label}`}
                onClick={() => {
                  actions.remove(level.ref);
                }}
              >
                <DeleteOutlinedIcon fontSize="small" />
              </IconButton>
            </Stack>
          )}
        </Stack>
        {buildings.length > 0 && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2, ml: 5 }}>
            {buildings.map(([id]) => (
              <BuildingChip
                key={id}
                id={id}
                name={buildingNames.get(id) ?? `Building ${id}`}
                level={level.ref}
                structure={structure}
                actions={actions}
              />
            ))}
          </Stack>
        )}
      </Box>
      {children.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: { xs: 4, sm: 6 } }}>
          {children.map((child) => (
            <StructureLevelItem
              key={child.ref}
              level={child}
              structure={structure}
              buildingNames={buildingNames}
              actions={actions}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
