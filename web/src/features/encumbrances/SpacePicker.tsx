import { useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Space } from '@atrium/contract';
import { sortedIds } from './encumbranceForm.ts';

export type FloorRef = { id: number; name: string; position: number };

type SpacePickerProps = {
  floors: readonly FloorRef[];
  /** The spaces that may be chosen, already narrowed (a sublease: its parent's spaces). */
  spaces: readonly Space[];
  value: readonly number[];
  onChange: (spaceIds: number[]) => void;
  onBlur: () => void;
  readOnly: boolean;
  /** 'sqft' or 'sqm'. */
  unit: string;
  error?: string | undefined;
  hint: string;
};

const describe = (space: Space, unit: string) =>
  [
    space.category.toLowerCase(),
    space.rentableSF === null ? null : `${space.rentableSF} ${unit}`,
    space.capacity === null ? null : `${space.capacity} seats`,
  ]
    .filter((part) => part !== null)
    .join(' · ');

/**
 * The lease's spaces, floor by floor (bottom to top), as checkboxes. A floor opens by itself when
 * one of its spaces is chosen; the others open on demand, so a large building stays light.
 */
export function SpacePicker(props: SpacePickerProps) {
  const { floors, spaces, value, onChange, onBlur, readOnly, unit, error, hint } = props;
  const chosen = new Set(value);
  const [open, setOpen] = useState<ReadonlySet<number>>(
    () => new Set(spaces.filter((space) => chosen.has(space.id)).map((space) => space.floorId)),
  );
  const byFloor = Map.groupBy(spaces, (space) => space.floorId);
  const shown = [...floors]
    .sort((a, b) => a.position - b.position)
    .filter((floor) => byFloor.has(floor.id));

  const set = (ids: readonly number[], on: boolean) => {
    const next = new Set(chosen);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange(sortedIds(next));
  };
  const toggleFloor = (floorId: number) => {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(floorId)) next.add(floorId);
      return next;
    });
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} onBlur={onBlur}>
      <FormLabel component="legend" error={error !== undefined} sx={{ mb: 2 }}>
        Spaces ({value.length} chosen)
      </FormLabel>
      {shown.length === 0 && (
        <Typography color="textSecondary">No spaces to choose from.</Typography>
      )}
      {shown.map((floor) => {
        const onFloor = byFloor.get(floor.id) ?? [];
        const ids = onFloor.map((space) => space.id);
        const count = ids.filter((id) => chosen.has(id)).length;
        const summaryId = `lease-floor-${floor.id}`;
        return (
          <Accordion
            key={floor.id}
            expanded={open.has(floor.id)}
            onChange={() => {
              toggleFloor(floor.id);
            }}
            disableGutters
            variant="outlined"
            slotProps={{ transition: { unmountOnExit: true } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />} id={summaryId}>
              <Typography sx={{ flexGrow: 1 }}>{floor.name}</Typography>
              <Typography color="textSecondary" sx={{ mr: 2 }}>
                {count} of {ids.length} chosen
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <FormControlLabel
                label={`All spaces on ${floor.name}`}
                disabled={readOnly}
                control={
                  <Checkbox
                    checked={count === ids.length}
                    indeterminate={count > 0 && count < ids.length}
                    onChange={(event) => {
                      set(ids, event.target.checked);
                    }}
                  />
                }
              />
              <Box
                role="group"
                aria-labelledby={summaryId}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
                  pl: 4,
                }}
              >
                {onFloor.map((space) => (
                  <FormControlLabel
                    key={space.id}
                    disabled={readOnly}
                    control={
                      <Checkbox
                        checked={chosen.has(space.id)}
                        onChange={(event) => {
                          set([space.id], event.target.checked);
                        }}
                      />
                    }
                    label={
                      <span>
                        {space.name}
                        <Typography component="span" variant="body2" color="textSecondary">
                          {' '}
                          {describe(space, unit)}
                        </Typography>
                      </span>
                    }
                  />
                ))}
              </Box>
            </AccordionDetails>
          </Accordion>
        );
      })}
      <FormHelperText error={error !== undefined}>{error ?? hint}</FormHelperText>
    </Box>
  );
}
