import { Box, ButtonBase, Stack } from '@mui/material';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { FormSelectField, type SelectOption } from '../../components/form/FormSelectField.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { TagChip } from './tagColumns.tsx';
import { taggableChoices } from './taggables.ts';
import type { TagFormValues } from './tagForm.ts';

const targetOptions: SelectOption[] = taggableChoices.map(({ value, label }) => ({
  value,
  label,
}));

/** Colours to pick with one click; any other can be typed. */
const swatches = [
  '#00AAEF',
  '#2563EB',
  '#7C3AED',
  '#DB2777',
  '#DC2626',
  '#EA580C',
  '#F59E0B',
  '#059669',
  '#14B8A6',
  '#64748B',
];

function ColourSwatches<T>({ control }: { control: Control<TagFormValues, unknown, T> }) {
  return (
    <Controller
      control={control}
      name="colour"
      render={({ field }) => (
        <Stack
          direction="row"
          spacing={1}
          role="group"
          aria-label="Colours"
          sx={{ flexWrap: 'wrap' }}
        >
          {swatches.map((colour) => (
            <ButtonBase
              key={colour}
              aria-label={`Colour ${colour}`}
              aria-pressed={field.value.toUpperCase() === colour}
              disabled={field.disabled === true}
              onClick={() => {
                field.onChange(colour);
              }}
              sx={{
                width: 24,
                height: 24,
                borderRadius: '50%',
                bgcolor: colour,
                outline: field.value.toUpperCase() === colour ? '2px solid' : 'none',
                outlineColor: 'text.primary',
                outlineOffset: 2,
              }}
            />
          ))}
        </Stack>
      )}
    />
  );
}

/** The tag's fields, with a preview of the tag as it will look. */
export function TagFormFields<T>({
  control,
  organizationOptions,
}: {
  control: Control<TagFormValues, unknown, T>;
  /** The organizations a master admin may give the tag to; null for everyone else. */
  organizationOptions: readonly SelectOption[] | null;
}) {
  const [name, colour] = useWatch({ control, name: ['name', 'colour'] });
  return (
    <Stack spacing={4} sx={{ maxWidth: 560 }}>
      <FormTextField control={control} name="name" label="Name" required />
      <FormSelectField
        control={control}
        name="availableFor"
        label="Available for"
        required
        options={targetOptions}
        helperText="What the tag can be put on."
      />
      <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
        <FormTextField
          control={control}
          name="colour"
          label="Colour"
          helperText="A colour like #00AAEF."
          sx={{ maxWidth: 220 }}
        />
        <Box aria-label="Preview" role="group">
          <TagChip tag={{ name: name.trim() === '' ? 'Tag' : name, colour }} />
        </Box>
      </Stack>
      <ColourSwatches control={control} />
      {organizationOptions && (
        <FormSelectField
          control={control}
          name="organizationId"
          label="Organization"
          required
          options={organizationOptions}
          helperText="The organization whose people use the tag."
        />
      )}
    </Stack>
  );
}
