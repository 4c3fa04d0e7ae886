import type { ReactNode } from 'react';
import { MenuItem } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField.tsx';

export type SelectOption = { value: string; label: ReactNode };

/**
 * A select bound to a form field whose value is the option's text (an id as text, an enum
 * value); `emptyLabel` adds a choice of nothing, held as ''.
 */
export function FormSelectField<V extends FieldValues, T>({
  options,
  emptyLabel,
  ...props
}: FormTextFieldProps<V, T> & { options: readonly SelectOption[]; emptyLabel?: string }) {
  return (
    <FormTextField
      {...props}
      select
      // The choice of nothing shows its label, so the field's label stays above it.
      slotProps={
        emptyLabel === undefined
          ? props.slotProps
          : { ...props.slotProps, select: { displayEmpty: true }, inputLabel: { shrink: true } }
      }
    >
      {emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
