import { useState } from 'react';
import { Box } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { resourceActions, usersResource, type PasswordLink, type User } from '@atrium/contract';
import { useResourceAction } from '../../api/actions.ts';
import { useCreate } from '../../api/resourceHooks.ts';
import { useActingOrganization } from '../../auth/actingOrganization.ts';
import { isMasterAdmin, useCurrentUser } from '../../auth/currentUser.ts';
import { FormPage } from '../../components/form/FormPage.tsx';
import { optionsOf } from '../../components/form/selectOptions.ts';
import { useSaveForm } from '../../components/form/useSaveForm.ts';
import { PageHeader, pagePadding } from '../../components/PageHeader.tsx';
import { PasswordLinkDialog } from './PasswordLinkDialog.tsx';
import { assignableRoles } from './roles.ts';
import { newUserFormValues, userCreateResolver, type UserFormValues } from './userForm.ts';
import { UserFormFields } from './UserFormFields.tsx';
import { useOrganizationKeys, userPath } from './useOrganizationKeys.ts';

/**
 * `users/create`: a new user of the admin's organization (a master admin picks one); once made,
 * the admin gets the one-time link with which the person sets their password.
 */
export function UserCreatePage() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const acting = useActingOrganization();
  const choosesOrganization = isMasterAdmin(user) && !acting.impersonated;
  const organizations = useOrganizationKeys();
  const create = useCreate(usersResource);
  const passwordLink = useResourceAction(resourceActions.passwordLink);
  const [invited, setInvited] = useState<{ user: User; link: PasswordLink | null } | null>(null);
  const form = useForm<UserFormValues, unknown, Parameters<typeof create.mutateAsync>[0]>({
    defaultValues: newUserFormValues(),
    resolver: userCreateResolver(choosesOrganization),
  });
  const pathOf = (made: User) => userPath(organizations.keyOf(made.organizationId) ?? '-', made.id);
  const save = useSaveForm({
    form,
    save: async (data) => {
      const made = await create.mutateAsync(data);
      // The invitation: a failure (an external identity provider) is toasted; the user stays made.
      const link = await passwordLink.mutateAsync({ id: made.id }).catch(() => null);
      return { user: made, link };
    },
    savedMessage: 'User created',
    next: (result) => {
      if (result.link === null) return pathOf(result.user);
      setInvited(result);
      return null;
    },
  });
  return (
    <Box sx={{ ...pagePadding, maxWidth: 1100 }}>
      <PageHeader title="New user" crumbs={[{ label: 'Users', to: '/users' }]} />
      <FormPage form={form} save={save} submitLabel="Create">
        <UserFormFields
          control={form.control}
          roles={assignableRoles(isMasterAdmin(user))}
          emailEditable
          organizationOptions={choosesOrganization ? optionsOf(organizations.organizations) : null}
        />
      </FormPage>
      {invited?.link && (
        <PasswordLinkDialog
          title="User created: their password link"
          email={invited.user.email}
          link={invited.link}
          onClose={() => {
            void navigate(pathOf(invited.user));
          }}
        />
      )}
    </Box>
  );
}
