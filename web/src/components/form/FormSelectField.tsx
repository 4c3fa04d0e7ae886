import type { ReactNode } from 'react';
import { MenuItem } from '@mui/material';
import { useWatch, type FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField.tsx';

export type SelectOption = { value: string; label: ReactNode };

/**
 * A select's value while its options load, as a hidden option (null: none): the select reads
 * "Loading…" instead of nothing, and MUI does not warn of a value without an option.
 */
export function loadingOption(value: string | null) {
  return (
    value !== null && (
      <MenuItem value={value} disabled sx={{ display: 'none' }}>
        Loading…
      </MenuItem>
    )
  );
}

/**
 * A select bound to a form field whose value is the option's text (an id as text, an enum
 * value); `emptyLabel` adds a choice of nothing, held as ''. While `optionsLoading`, a value
 * without its option yet (a saved choice, before the list has come) reads "Loading…".
 */
export function FormSelectField<V extends FieldValues, T>({
  options,
  emptyLabel,
  optionsLoading = false,
  ...props
}: FormTextFieldProps<V, T> & {
  options: readonly SelectOption[];
  emptyLabel?: string;
  optionsLoading?: boolean;
}) {
  const value: unknown = useWatch({ control: props.control, name: props.name });
  const awaited =
    optionsLoading &&
    typeof value === 'string' &&
    value !== '' &&
    !options.some((option) => option.value === value)
      ? value
      : null;
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
      {loadingOption(awaited)}
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
