import { MenuItem, TextField } from '@mui/material';
import type { SelectOption } from '../../components/form/FormSelectField.tsx';

/** The floor's operator organization, changed in place (saved at once). */
export function FloorOperatorSelect({
  floorName,
  value,
  options,
  onChange,
}: {
  floorName: string;
  value: number | null;
  options: readonly SelectOption[];
  onChange: (operatorOrganizationId: number | null) => void;
}) {
  return (
    <TextField
      select
      size="small"
      value={value === null ? '' : String(value)}
      onChange={(event) => {
        onChange(event.target.value === '' ? null : Number(event.target.value));
      }}
      slotProps={{
        htmlInput: { 'aria-label': `Operator of ${floorName}` },
        select: { displayEmpty: true },
      }}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="">
        <em>None</em>
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
