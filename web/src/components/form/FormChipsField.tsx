import { useState } from 'react';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** The first message of a field's error, or of one of its items' ('x.com: Expected a domain'). */
function messageOf(error: unknown, items: readonly string[]): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message !== '') {
    return error.message;
  }
  if (Array.isArray(error)) {
    for (const [index, item] of (error as unknown[]).entries()) {
      const message = messageOf(item, []);
      if (message !== undefined) return `${items[index] ?? ''}: ${message}`;
    }
  }
  return undefined;
}

/**
 * A list of short texts (aliases, e-mail domains, groups) as chips: typing and Enter (or a comma)
 * adds one, a chip's cross removes it. The field's value is the list.
 */
export function FormChipsField<V extends FieldValues, T>({
  control,
  name,
  label,
  helperText,
  placeholder,
}: {
  control: Control<V, unknown, T>;
  name: Path<V>;
  label: string;
  helperText?: string;
  placeholder?: string;
}) {
  const [text, setText] = useState('');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const items = (field.value ?? []) as string[];
        const add = (raw: string) => {
          const next = raw.trim();
          if (next !== '' && !items.includes(next)) field.onChange([...items, next]);
          setText('');
        };
        const message = messageOf(fieldState.error, items);
        return (
          <Autocomplete<string, true, false, true>
            multiple
            freeSolo
            options={[]}
            value={items}
            inputValue={text}
            disabled={field.disabled === true}
            onInputChange={(_event, value, reason) => {
              if (reason === 'reset') return;
              if (value.endsWith(',')) add(value.slice(0, -1));
              else setText(value);
            }}
            onChange={(_event, value) => {
              field.onChange(value.map((item) => item.trim()).filter((item) => item !== ''));
              setText('');
            }}
            onBlur={() => {
              if (text.trim() !== '') add(text);
              field.onBlur();
            }}
            renderValue={(value, getItemProps) =>
              value.map((item, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} size="small" label={item} {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                inputRef={field.ref}
                label={label}
                placeholder={items.length === 0 ? placeholder : undefined}
                error={message !== undefined}
                helperText={message ?? helperText}
              />
            )}
          />
        );
      }}
    />
  );
}
