import { Button, IconButton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, type Control } from 'react-hook-form';
import { FormSelectField, type SelectOption } from '../../components/form/FormSelectField.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { identifierTypeOptions } from './identifierTypes.ts';
import type { ProfileFormValues } from './profileForm.ts';

/** The profile's organization (on create), name, department and identifiers. */
export function ProfileFormFields<T>({
  control,
  organizationOptions,
}: {
  control: Control<ProfileFormValues, unknown, T>;
  /** Null when editing: a profile stays in its organization. */
  organizationOptions: readonly SelectOption[] | null;
}) {
  const identifiers = useFieldArray({ control, name: 'identifiers' });
  return (
    <Stack spacing={4} sx={{ maxWidth: 640 }}>
      {organizationOptions && (
        <FormSelectField
          control={control}
          name="organizationId"
          label="Organization"
          required
          options={organizationOptions}
        />
      )}
      <FormTextField
        control={control}
        name="name"
        label="Name"
        helperText="Leave empty to keep the profile pseudonymous."
      />
      <FormTextField control={control} name="department" label="Department" />
      <Typography variant="subtitle1" component="h2">
        Identifiers
      </Typography>
      <Typography color="textSecondary" variant="body2">
        Badge ids, e-mail addresses and employee numbers by which badge events and reservations find
        this profile. Each belongs to one profile of the organization.
      </Typography>
      {identifiers.fields.map((field, index) => (
        <Stack
          key={field.id}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          role="group"
          aria-label={`Identifier ${index + 1}`}
        >
          <FormSelectField
            control={control}
            name={`identifiers.${index}.type`}
            label="Type"
            options={identifierTypeOptions}
            sx={{ minWidth: 180 }}
          />
          <FormTextField
            control={control}
            name={`identifiers.${index}.value`}
            label="Value"
            sx={{ flexGrow: 1 }}
          />
          <IconButton
            aria-label={`Remove identifier ${index + 1}`}
            onClick={() => {
              identifiers.remove(index);
            }}
          >
            <DeleteOutlinedIcon />
          </IconButton>
        </Stack>
      ))}
      <Button
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => {
          identifiers.append({ type: 'BADGE_ID', value: '' });
        }}
      >
        Add identifier
      </Button>
    </Stack>
  );
}
