import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

export type FormTextFieldProps<V extends FieldValues, T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<V, unknown, T>;
  name: Path<V>;
  label: string;
  /** A unit after the value: 'sqft', 'USD', '%'. */
  unit?: string;
  /** Shows the value without letting it change (the form stays focusable and readable). */
  readOnly?: boolean;
  /** The on-screen keyboard to offer for text that holds a number. */
  inputMode?: 'decimal' | 'numeric';
};

/** Slot props given as an object; the kit's fields are never given them as a function. */
function objectOf<S extends object>(
  slot: S | undefined,
): Exclude<S, (...args: never[]) => unknown> | undefined {
  return typeof slot === 'object' ? (slot as Exclude<S, (...args: never[]) => unknown>) : undefined;
}

/**
 * A text, number or date input (or a select, with `select`) bound to a form field; shows the
 * field's error (the contract's message) or else its helper text.
 */
export function FormTextField<V extends FieldValues, T>({
  control,
  name,
  helperText,
  disabled,
  unit,
  readOnly = false,
  inputMode,
  type,
  slotProps,
  ...props
}: FormTextFieldProps<V, T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          fullWidth
          {...props}
          type={type}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={disabled === true || field.disabled === true}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{
            ...slotProps,
            // Dates always show their format, so their label never sits on it.
            ...(type === 'date' && { inputLabel: { shrink: true } }),
            ...(unit !== undefined && {
              input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
            }),
            // Added to what the caller gives these slots, not in its place (a select's
            // `displayEmpty`, for one).
            htmlInput: {
              ...objectOf(slotProps?.htmlInput),
              readOnly,
              ...(inputMode !== undefined && { inputMode }),
              ...(type === 'number' && { min: 0, step: 'any', inputMode: 'decimal' }),
            },
            ...(props.select && { select: { ...objectOf(slotProps?.select), readOnly } }),
          }}
        />
      )}
    />
  );
}
