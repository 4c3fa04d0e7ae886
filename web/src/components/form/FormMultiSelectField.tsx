import { Autocomplete, Chip, TextField } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { SelectOption } from './FormSelectField.tsx';

const labelOf = (option: SelectOption) =>
  typeof option.label === 'string' ? option.label : option.value;

/**
 * Several choices of a list (a network's buildings) bound to a form field holding their values
 * as text; the choices are searched by their label as one types.
 */
export function FormMultiSelectField<V extends FieldValues, T>({
  control,
  name,
  label,
  options,
  helperText,
  loading = false,
}: {
  control: Control<V, unknown, T>;
  name: Path<V>;
  label: string;
  options: readonly SelectOption[];
  helperText?: string;
  loading?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const values = (field.value ?? []) as string[];
        // A chosen value the list does not hold (yet) stays, shown by its value.
        const byValue = new Map(options.map((option) => [option.value, option]));
        const chosen = values.map((value) => byValue.get(value) ?? { value, label: value });
        return (
          <Autocomplete<SelectOption, true>
            multiple
            options={[...options]}
            value={chosen}
            loading={loading}
            disabled={field.disabled === true}
            filterSelectedOptions
            getOptionLabel={labelOf}
            isOptionEqualToValue={(option, value) => option.value === value.value}
            onChange={(_event, next) => {
              field.onChange(next.map((option) => option.value));
            }}
            onBlur={field.onBlur}
            renderValue={(value, getItemProps) =>
              value.map((option, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} size="small" label={labelOf(option)} {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                inputRef={field.ref}
                label={label}
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message ?? helperText}
              />
            )}
          />
        );
      }}
    />
  );
}
