import { Autocomplete, TextField } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import type { BuildingFormValues } from './buildingForm.ts';

// Every IANA zone the browser knows, and UTC, which the contract accepts too.
const timeZones = [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])];

/**
 * The building's IANA time zone, picked from the list or typed: a typed name that is no zone gets
 * the contract's message.
 */
export function TimeZoneField<T>({
  control,
}: {
  control: Control<BuildingFormValues, unknown, T>;
}) {
  return (
    <Controller
      control={control}
      name="timeZone"
      render={({ field, fieldState }) => (
        <Autocomplete
          freeSolo
          options={timeZones}
          value={field.value}
          inputValue={field.value}
          onInputChange={(_event, value) => {
            field.onChange(value);
          }}
          onBlur={field.onBlur}
          disabled={field.disabled === true}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Time zone"
              name={field.name}
              inputRef={field.ref}
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}
