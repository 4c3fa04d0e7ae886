import { useState } from 'react';
import { Box, Button, Card, CardContent } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import LinkIcon from '@mui/icons-material/Link';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useParams } from 'react-router';
import { can, resourceActions, usersResource, type PasswordLink } from '@atrium/contract';
import { useResourceAction } from '../../api/actions.ts';
import { errorText } from '../../api/client.ts';
import { useDelete, useOne, useUpdate } from '../../api/resourceHooks.ts';
import { isMasterAdmin, useCurrentUser } from '../../auth/currentUser.ts';
import { formatDay } from '../../components/charts/formats.ts';
import { FactList } from '../../components/FactList.tsx';
import { ConfirmDialog } from '../../components/form/ConfirmDialog.tsx';
import { FormPage } from '../../components/form/FormPage.tsx';
import { useSaveForm } from '../../components/form/useSaveForm.ts';
import { idOf } from '../../components/list/listSearch.ts';
import { PageHeader, pagePadding } from '../../components/PageHeader.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { Section } from '../../components/Section.tsx';
import { PasswordLinkDialog } from './PasswordLinkDialog.tsx';
import { PermissionsEditor } from './PermissionsEditor.tsx';
import { assignableRoles } from './roles.ts';
import { UserState, type UserFull } from './userColumns.tsx';
import { userFormValues, userUpdateResolver, type UserFormValues } from './userForm.ts';
import { UserFormFields } from './UserFormFields.tsx';
import { useOrganizationKeys, userPath } from './useOrganizationKeys.ts';

/**
 * `users/{orgKey}/{id}`: the user, edited in place by admins (read by everyone else), the
 * permissions granted beyond the role, a new password link, and delete for master admins.
 */
export function UserPage() {
  const params = useParams();
  const id = idOf(params.id);
  const user = useOne(usersResource, id);
  const organizations = useOrganizationKeys();
  const orgKey = user.data ? organizations.keyOf(user.data.organizationId) : null;
  // The address names the user's organization; another key leads to the right one.
  if (user.data && orgKey !== null && orgKey !== params.orgKey) {
    return <Navigate replace to={userPath(orgKey, user.data.id)} />;
  }
  return (
    <Box sx={{ ...pagePadding, maxWidth: 1100 }}>
      <PageHeader
        title={user.data?.name ?? 'User'}
        subtitle={user.data && `${user.data.email} · ${user.data.organization.name}`}
        crumbs={[{ label: 'Users', to: '/users' }]}
        actions={user.data && <UserActions user={user.data} />}
      />
      <QueryState
        query={user}
        label="Loading the user"
        notFound={`There is no user ${params.id ?? ''}, or you may not see them.`}
      >
        {(current) => <UserDetails key={current.id} user={current} />}
      </QueryState>
    </Box>
  );
}

function UserActions({ user }: { user: UserFull }) {
  const me = useCurrentUser();
  const [asking, setAsking] = useState(false);
  const [link, setLink] = useState<PasswordLink | null>(null);
  const passwordLink = useResourceAction(resourceActions.passwordLink, { handlesErrors: true });
  return (
    <>
      {can(me, 'audit.read') && (
        <Button
          component={Link}
          to={`/audit-log?user=${encodeURIComponent(user.email)}`}
          variant="outlined"
          startIcon={<HistoryIcon />}
        >
          Their changes
        </Button>
      )}
      {can(me, 'users.update') && (
        <Button
          variant="outlined"
          startIcon={<LinkIcon />}
          onClick={() => {
            passwordLink.reset();
            setAsking(true);
          }}
        >
          {user.hasPassword ? 'Reset password' : 'Password link'}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={user.hasPassword ? 'Reset password' : 'Password link'}
        confirmLabel="Make the link"
        pending={passwordLink.isPending}
        error={passwordLink.error ? errorText(passwordLink.error) : null}
        onClose={() => {
          setAsking(false);
        }}
        onConfirm={() => {
          passwordLink.mutate(
            { id: user.id },
            {
              onSuccess: (made) => {
                setAsking(false);
                setLink(made);
              },
            },
          );
        }}
      >
        Make a one-time link for {user.name} to set {user.hasPassword ? 'a new' : 'their'} password?
        An earlier link stops working
        {user.hasPassword ? '; their password stays until they use it' : ''}.
      </ConfirmDialog>
      {link && (
        <PasswordLinkDialog
          title={`Password link for ${user.name}`}
          email={user.email}
          link={link}
          onClose={() => {
            setLink(null);
          }}
        />
      )}
    </>
  );
}

function UserDetails({ user }: { user: UserFull }) {
  const me = useCurrentUser();
  const update = useUpdate(usersResource);
  const remove = useDelete(usersResource, { handlesErrors: true });
  const mayEdit = can(me, 'users.update');
  const form = useForm<UserFormValues, unknown, Parameters<typeof update.mutateAsync>[0]['data']>({
    defaultValues: userFormValues(user),
    resolver: userUpdateResolver,
    disabled: !mayEdit,
  });
  const save = useSaveForm({
    form,
    save: (data) => update.mutateAsync({ id: user.id, data }),
    savedMessage: 'User saved',
    next: () => null,
  });
  return (
    <>
      <Section title="Profile">
        <FormPage
          form={form}
          save={save}
          submitLabel="Save"
          readOnly={!mayEdit}
          deletion={
            can(me, 'users.delete')
              ? {
                  title: 'Delete user',
                  message: `Delete ${user.name} (${user.email})? They can no longer sign in, and the audit log keeps their e-mail. This cannot be undone; to stop someone signing in for now, make them inactive instead.`,
                  run: () => remove.mutateAsync(user.id),
                  deletedMessage: 'User deleted',
                  next: '/users',
                }
              : null
          }
        >
          <UserFormFields
            control={form.control}
            roles={assignableRoles(isMasterAdmin(me))}
            emailEditable={false}
            organizationOptions={null}
            editable={mayEdit}
          />
        </FormPage>
      </Section>
      {can(me, 'userPermissions.read') && (
        <Section
          title="Granted permissions"
          subtitle="What the person may do beyond their role. It reaches their next sign-in."
        >
          <PermissionsEditor key={user.updatedAt} user={user} />
        </Section>
      )}
      <Section title="Sign-in">
        <Card>
          <CardContent sx={{ p: { xs: 4, md: 5 } }}>
            <FactList
              label="Sign-in"
              facts={[
                { term: 'State', value: <UserState user={user} /> },
                { term: 'Organization', value: user.organization.name },
                { term: 'Created', value: formatDay(user.createdAt.slice(0, 10)) },
                { term: 'Changed', value: formatDay(user.updatedAt.slice(0, 10)) },
              ]}
            />
          </CardContent>
        </Card>
      </Section>
    </>
  );
}
