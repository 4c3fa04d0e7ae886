import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
} from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import type { BuildingFormValues } from './buildingForm.ts';

/** ISO weekdays, Monday first, as the working-hours rule counts them. */
const weekdays = [
  [1, 'Monday'],
  [2, 'Tuesday'],
  [3, 'Wednesday'],
  [4, 'Thursday'],
  [5, 'Friday'],
  [6, 'Saturday'],
  [7, 'Sunday'],
] as const;

/** The hours a building counts as working time, for daily averages (docs/metrics.md). */
export function WorkingHoursFields<T>({
  control,
}: {
  control: Control<BuildingFormValues, unknown, T>;
}) {
  return (
    <>
      <FormTextField
        control={control}
        name="workingHours.start"
        label="Working hours start"
        placeholder="08:00"
        helperText="HH:MM, in the building's time zone"
      />
      <FormTextField
        control={control}
        name="workingHours.end"
        label="Working hours end"
        placeholder="18:00"
        helperText="HH:MM; 24:00 is midnight"
      />
      <Controller
        control={control}
        name="workingHours.days"
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={fieldState.error !== undefined}>
            <FormLabel component="legend">Working days</FormLabel>
            <FormGroup row>
              {weekdays.map(([day, label]) => (
                <FormControlLabel
                  key={day}
                  label={label.slice(0, 3)}
                  control={
                    <Checkbox
                      checked={field.value.includes(day)}
                      disabled={field.disabled === true}
                      slotProps={{ input: { 'aria-label': label } }}
                      onChange={(_event, checked) => {
                        const days = checked
                          ? [...field.value, day]
                          : field.value.filter((d) => d !== day);
                        field.onChange(days.sort((a, b) => a - b));
                      }}
                      onBlur={field.onBlur}
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
    </>
  );
}
