import { MenuItem, TextField } from '@mui/material';
import type { BuildingGroups } from './useBuildingGroups.ts';

/** Which floor or lease the figures are about, when the caller sees more than one. */
export function GroupPicker({ groups }: { groups: BuildingGroups }) {
  const options = groups.groups ?? [];
  if (options.length < 2 || !groups.chosen) return null;
  return (
    <TextField
      select
      size="small"
      label={groups.chosen.group.floorId === undefined ? 'Lease' : 'Floor'}
      value={groups.chosen.key}
      onChange={(event) => {
        groups.choose(event.target.value);
      }}
      sx={{ minWidth: 240, maxWidth: '100%' }}
    >
      {options.map((option) => (
        <MenuItem key={option.key} value={option.key}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
