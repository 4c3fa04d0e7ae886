import { FormControlLabel, Switch } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** An on/off form field. */
export function FormSwitch<V extends FieldValues, T>({
  control,
  name,
  label,
}: {
  control: Control<V, unknown, T>;
  name: Path<V>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          disabled={field.disabled === true}
          control={
            <Switch
              name={field.name}
              checked={field.value === true}
              onChange={(event) => {
                field.onChange(event.target.checked);
              }}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref } }}
            />
          }
        />
      )}
    />
  );
}
