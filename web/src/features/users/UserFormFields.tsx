import { Box } from '@mui/material';
import type { Control } from 'react-hook-form';
import { FormChipsField } from '../../components/form/FormChipsField.tsx';
import { FormSelectField, type SelectOption } from '../../components/form/FormSelectField.tsx';
import { FormSwitch } from '../../components/form/FormSwitch.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import type { Role } from '@atrium/contract';
import type { UserFormValues } from './userForm.ts';

/**
 * The user's fields: e-mail (set once), name, title, role, groups, active. The hints on how to
 * fill them in (examples, what to type, granting more once saved) are for those who may edit:
 * a read-only form shows the values alone.
 */
export function UserFormFields<T>({
  control,
  roles,
  emailEditable,
  organizationOptions,
  editable = true,
}: {
  control: Control<UserFormValues, unknown, T>;
  roles: readonly Role[];
  emailEditable: boolean;
  /** The organizations a master admin may add the user to; null for everyone else. */
  organizationOptions: readonly SelectOption[] | null;
  /** Whether the person looking may change the fields (false: no hints on filling them in). */
  editable?: boolean;
}) {
  const hint = (text: string) => (editable ? text : undefined);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 4,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        maxWidth: 880,
      }}
    >
      {organizationOptions && (
        <FormSelectField
          control={control}
          name="organizationId"
          label="Organization"
          required
          options={organizationOptions}
          helperText="Where the person works; they sign in to its realm."
        />
      )}
      <FormTextField
        control={control}
        name="email"
        label="E-mail"
        type="email"
        required={emailEditable}
        readOnly={!emailEditable}
        helperText={emailEditable ? 'How they sign in.' : 'How they sign in; it cannot change.'}
      />
      <FormTextField control={control} name="name" label="Name" required />
      <FormTextField
        control={control}
        name="title"
        label="Title"
        helperText={hint('e.g. Leasing manager')}
      />
      <FormSelectField
        control={control}
        name="role"
        label="Role"
        required
        options={roles.map((role) => ({ value: role, label: role }))}
        helperText={hint('What they may do (the permission table); grant more below once saved.')}
      />
      <FormChipsField
        control={control}
        name="groups"
        label="Groups"
        placeholder={hint('Type a group and press Enter')}
        helperText={hint('Teams the person belongs to, e.g. leasing.')}
      />
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <FormSwitch control={control} name="isActive" label="Active: may sign in" />
      </Box>
    </Box>
  );
}
