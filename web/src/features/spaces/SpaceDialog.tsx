import { Box } from '@mui/material';
import { useForm, type Resolver } from 'react-hook-form';
import type { Units } from '@atrium/contract';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormSelectField, type SelectOption } from '../../components/form/FormSelectField.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { areaLabel } from '../buildings/area.ts';
import { categoryOptions } from './spaceCategories.tsx';
import { POLYGON_EXAMPLE, type SpaceFormValues } from './spaceForm.ts';

export type SpaceDialogProps<T> = {
  title: string;
  submitLabel: string;
  defaultValues: SpaceFormValues;
  /** The contract's create or update schema, through `spaceCreateResolver`/`spaceUpdateResolver`. */
  resolver: Resolver<SpaceFormValues, unknown, T>;
  /** The floor's other spaces, as parents to choose from. */
  parentOptions: readonly SelectOption[];
  units: Units;
  onSave: (data: T) => Promise<unknown>;
  onClose: () => void;
};

/** Creates or edits a space; mounted while open, so each opening starts afresh. */
export function SpaceDialog<T>(props: SpaceDialogProps<T>) {
  const { title, submitLabel, defaultValues, resolver, parentOptions, units } = props;
  const { onSave, onClose } = props;
  const form = useForm<SpaceFormValues, unknown, T>({ defaultValues, resolver });
  const { control } = form;

  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      form={form}
      onSave={onSave}
      onClose={onClose}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 4,
          pt: 2,
        }}
      >
        <FormTextField control={control} name="name" label="Name" required autoFocus />
        <FormSelectField
          control={control}
          name="category"
          label="Category"
          required
          options={categoryOptions}
        />
        <FormTextField control={control} name="type" label="Type" />
        <FormSelectField
          control={control}
          name="parentId"
          label="Parent space"
          emptyLabel="None"
          options={parentOptions}
        />
        <FormTextField
          control={control}
          name="rentableSF"
          label={areaLabel('Rentable area', units)}
          inputMode="decimal"
        />
        <FormTextField
          control={control}
          name="usableSF"
          label={areaLabel('Usable area', units)}
          inputMode="decimal"
        />
        <FormTextField control={control} name="capacity" label="Capacity" inputMode="numeric" />
        <FormTextField
          control={control}
          name="polygon"
          label="Outline (JSON points)"
          multiline
          minRows={3}
          helperText={`Floor-plan metres, at least three points, e.g. ${POLYGON_EXAMPLE}`}
          sx={{ gridColumn: '1 / -1' }}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
      </Box>
    </FormDialog>
  );
}
