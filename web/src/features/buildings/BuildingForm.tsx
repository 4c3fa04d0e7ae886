import { Alert, Box, Button, Stack } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormImagesField } from '../../components/form/FormImagesField.tsx';
import type { SelectOption } from '../../components/form/FormSelectField.tsx';
import { showServerIssues } from '../../components/form/serverIssues.ts';
import { UnsavedChangesDialog } from '../../components/form/UnsavedChangesDialog.tsx';
import { useUnsavedChangesGuard } from '../../components/form/useUnsavedChangesGuard.ts';
import type { BuildingFormValues } from './buildingForm.ts';
import { BuildingFormFields } from './BuildingFormFields.tsx';

export type BuildingFormProps<T> = {
  /** Checks with the contract's create or update schema (`buildingResolver`). */
  resolver: Resolver<BuildingFormValues, unknown, T>;
  defaultValues: BuildingFormValues;
  /** Shows the values without letting them change (users who may not update buildings). */
  readOnly: boolean;
  ownerOptions: readonly SelectOption[];
  dataSourceOptions: readonly SelectOption[] | null;
  onSave: (data: T) => Promise<{ id: number }>;
  savedMessage: string;
  submitLabel: string;
};

/**
 * The building form of the create and edit pages. A save shows a toast and opens the building;
 * a 400 puts the server's issues on their fields; leaving with unsaved changes asks first.
 */
export function BuildingForm<T>(props: BuildingFormProps<T>) {
  const { resolver, defaultValues, readOnly, ownerOptions, dataSourceOptions } = props;
  const { onSave, savedMessage, submitLabel } = props;
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<BuildingFormValues, unknown, T>({
    defaultValues,
    resolver,
    disabled: readOnly,
  });
  const { control, formState, handleSubmit, getValues, setError } = form;
  const units = useWatch({ control, name: 'units' });
  const { blocker, allowNavigation } = useUnsavedChangesGuard(formState.isDirty);

  const submit = handleSubmit(async (data) => {
    let saved: { id: number };
    try {
      saved = await onSave(data);
    } catch (error) {
      // The toast says what failed; fields named by a 400 show their own message too.
      showServerIssues(error, getValues(), setError);
      return;
    }
    enqueueSnackbar(savedMessage, { variant: 'success' });
    allowNavigation();
    void navigate(`/buildings/${saved.id}`);
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      {formState.errors.root && (
        <Alert severity="error" sx={{ mb: 4 }}>
          {formState.errors.root.message}
        </Alert>
      )}
      <BuildingFormFields
        control={control}
        units={units}
        ownerOptions={ownerOptions}
        dataSourceOptions={dataSourceOptions}
        images={<FormImagesField control={control} name="images" label="Images" />}
      />
      {!readOnly && (
        <Stack direction="row" spacing={4}>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Stack>
      )}
      <UnsavedChangesDialog blocker={blocker} />
    </Box>
  );
}
