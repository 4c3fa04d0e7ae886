import { Stack } from '@mui/material';
import type { Control } from 'react-hook-form';
import { FormMultiSelectField } from '../../components/form/FormMultiSelectField.tsx';
import { FormSelectField, type SelectOption } from '../../components/form/FormSelectField.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import type { NetworkFormValues } from './networkForm.ts';
import { reportingChoices, reportingExplanation } from './reporting.ts';

const reportingOptions: SelectOption[] = reportingChoices.map(({ value }) => ({
  value,
  label: reportingExplanation(value),
}));

/** The network's fields: name, description, how it reports, its buildings. */
export function NetworkFormFields<T>({
  control,
  buildingOptions,
  buildingsLoading,
  organizationOptions,
}: {
  control: Control<NetworkFormValues, unknown, T>;
  buildingOptions: readonly SelectOption[];
  buildingsLoading: boolean;
  /** The organizations a master admin may give the network to; null for everyone else. */
  organizationOptions: readonly SelectOption[] | null;
}) {
  return (
    <Stack spacing={4} sx={{ maxWidth: 720 }}>
      {organizationOptions && (
        <FormSelectField
          control={control}
          name="organizationId"
          label="Organization"
          required
          options={organizationOptions}
          helperText="The organization whose network it is."
        />
      )}
      <FormTextField control={control} name="name" label="Name" required />
      <FormTextField
        control={control}
        name="description"
        label="Description"
        multiline
        minRows={2}
      />
      <FormSelectField
        control={control}
        name="defaultReporting"
        label="Default reporting"
        required
        options={reportingOptions}
      />
      <FormMultiSelectField
        control={control}
        name="buildingIds"
        label="Buildings"
        options={buildingOptions}
        loading={buildingsLoading}
        helperText="Type to find a building. Where each hangs in the network's levels is set in its structure."
      />
    </Stack>
  );
}
