import type { ReactNode } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import type { EncumbranceFormValues } from './encumbranceForm.ts';

/** The form's fields that a text input (or a select) holds. */
export type TextFieldName =
  | 'startDate'
  | 'endDate'
  | 'status'
  | 'rentRate'
  | 'rentableSF'
  | 'capacity'
  | 'targetDensity'
  | 'usageTypeId'
  | 'leaseTypeId';

type LeaseTextFieldProps = {
  name: TextFieldName;
  label: string;
  readOnly: boolean;
  type?: 'date' | 'number';
  required?: boolean;
  /** A unit after the value: 'sqft', 'USD'. */
  unit?: string;
  /** Shown below the field while it has no error. */
  hint?: string;
  /** A select: its `MenuItem`s. */
  options?: ReactNode;
};

/** A text input, number, date or select of the lease form, with its error below it. */
export function LeaseTextField(props: LeaseTextFieldProps) {
  const { name, label, readOnly, type, required, unit, hint, options } = props;
  const { control } = useFormContext<EncumbranceFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          type={type}
          select={options !== undefined}
          required={required}
          fullWidth
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? hint}
          slotProps={{
            // Dates always show their format, so their label never sits on it.
            inputLabel: type === 'date' ? { shrink: true } : {},
            input: unit
              ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> }
              : {},
            htmlInput: {
              readOnly,
              ...(type === 'number' ? { min: 0, step: 'any', inputMode: 'decimal' } : {}),
            },
            select: { readOnly },
          }}
        >
          {options}
        </TextField>
      )}
    />
  );
}
