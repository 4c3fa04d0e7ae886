import { Box } from '@mui/material';
import { useForm, type Resolver } from 'react-hook-form';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import type { FloorFormValues } from './floorForm.ts';
import { FloorLevelFields } from './FloorLevelFields.tsx';

export type FloorDialogProps<T> = {
  title: string;
  submitLabel: string;
  defaultValues: FloorFormValues;
  resolver: Resolver<FloorFormValues, unknown, T>;
  /** Adding asks for the level and area too; renaming only for the name. */
  fields: 'all' | 'name';
  /** The rentable area's label, with the building's unit. */
  areaLabel: string;
  onSave: (data: T) => Promise<unknown>;
  onClose: () => void;
};

/** Adds or renames a floor; mounted while open, so each opening starts afresh. */
export function FloorDialog<T>(props: FloorDialogProps<T>) {
  const { title, submitLabel, defaultValues, resolver, fields, areaLabel, onSave, onClose } = props;
  const form = useForm<FloorFormValues, unknown, T>({ defaultValues, resolver });
  const { control } = form;

  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      form={form}
      onSave={onSave}
      onClose={onClose}
      maxWidth="xs"
    >
      <Box sx={{ display: 'grid', gap: 4, pt: 2 }}>
        <FormTextField control={control} name="name" label="Name" required autoFocus />
        {fields === 'all' && <FloorLevelFields control={control} areaLabel={areaLabel} />}
      </Box>
    </FormDialog>
  );
}
