import { Box, Stack } from '@mui/material';
import { useWatch, type Control } from 'react-hook-form';
import { FormSelectField, type SelectOption } from '../../components/form/FormSelectField.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { TagChip } from './tagColumns.tsx';
import { taggableChoices } from './taggables.ts';
import type { TagFormValues } from './tagForm.ts';

const targetOptions: SelectOption[] = taggableChoices.map(({ value, label }) => ({
  value,
  label,
}));

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
