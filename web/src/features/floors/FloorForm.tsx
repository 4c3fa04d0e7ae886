import { Alert, Box, Button } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import type { Floor, Units } from '@atrium/contract';
import { FormImagesField } from '../../components/form/FormImagesField.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { showServerIssues } from '../../components/form/serverIssues.ts';
import { UnsavedChangesDialog } from '../../components/form/UnsavedChangesDialog.tsx';
import { useUnsavedChangesGuard } from '../../components/form/useUnsavedChangesGuard.ts';
import { areaLabel } from '../buildings/area.ts';
import { floorFormValues, floorUpdateResolver, type FloorFormValues } from './floorForm.ts';
import { useUpdateFloor } from './floorQueries.ts';

const numeric = { htmlInput: { inputMode: 'decimal' } } as const;

/**
 * The floor's own fields. A save stays on the page (its spaces are below) and shows a toast;
 * leaving with unsaved changes asks first.
 */
export function FloorForm({
  floor,
  units,
  readOnly,
}: {
  floor: Floor;
  units: Units;
  readOnly: boolean;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateFloor();
  const { control, formState, handleSubmit, getValues, setError, reset } = useForm({
    defaultValues: floorFormValues(floor) satisfies FloorFormValues,
    resolver: floorUpdateResolver,
    disabled: readOnly,
  });
  const { blocker } = useUnsavedChangesGuard(formState.isDirty);

  const submit = handleSubmit(async (data) => {
    try {
      const saved = await update.mutateAsync({ id: floor.id, data });
      reset(floorFormValues(saved));
    } catch (error) {
      showServerIssues(error, getValues(), setError);
      return;
    }
    enqueueSnackbar('Floor saved', { variant: 'success' });
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      {formState.errors.root && (
        <Alert severity="error" sx={{ mb: 4 }}>
          {formState.errors.root.message}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          gap: 4,
          mb: 4,
        }}
      >
        <FormTextField control={control} name="name" label="Name" required />
        <FormTextField
          control={control}
          name="position"
          label="Position"
          required
          helperText="Level number; higher is further up"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField
          control={control}
          name="rentableSF"
          label={areaLabel('Rentable area', units)}
          slotProps={numeric}
        />
      </Box>
      <Box sx={{ mb: 4 }}>
        <FormImagesField control={control} name="images" label="Images" />
      </Box>
      {!readOnly && (
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          Save
        </Button>
      )}
      <UnsavedChangesDialog blocker={blocker} />
    </Box>
  );
}
