import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  Stack,
  Typography,
} from '@mui/material';
import { showToast } from '../../components/toast/toast.ts';
import {
  can,
  grantablePermissions,
  resourceActions,
  rolesAllowed,
  type Permission,
} from '@atrium/contract';
import { useResourceAction } from '../../api/actions.ts';
import { useCurrentUser } from '../../auth/currentUser.ts';
import { permissionName } from './permissionNames.ts';
import type { UserFull } from './userColumns.tsx';

/**
 * The permissions granted to a user beyond their role (section 6, "User permissions"): what an
 * org-admin may do and the role does not already allow. Read by admins, changed by admins.
 */
export function PermissionsEditor({ user }: { user: UserFull }) {
  const me = useCurrentUser();
  const editable = can(me, 'userPermissions.update');
  const beyondRole = grantablePermissions.filter((p) => !rolesAllowed(p).includes(user.role));
  const [granted, setGranted] = useState<ReadonlySet<string>>(() => new Set(user.permissions));
  const save = useResourceAction(resourceActions.grantPermissions);
  const saved = new Set(user.permissions);
  const dirty =
    granted.size !== saved.size || [...granted].some((permission) => !saved.has(permission));
  const toggle = (permission: Permission, on: boolean) => {
    const next = new Set(granted);
    if (on) next.add(permission);
    else next.delete(permission);
    setGranted(next);
  };
  if (beyondRole.length === 0) {
    return (
      <Alert severity="info">
        The role {user.role} already allows everything that can be granted.
      </Alert>
    );
  }
  return (
    <Card>
      <CardContent sx={{ p: { xs: 4, md: 5 } }}>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 3 }}>
          Beyond the role {user.role}, {user.name} may also:
        </Typography>
        <Box
          role="group"
          aria-label="Granted permissions"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
            columnGap: 4,
          }}
        >
          {beyondRole.map((permission) => (
            <FormControlLabel
              key={permission}
              label={permissionName(permission)}
              disabled={!editable || save.isPending}
              control={
                <Checkbox
                  checked={granted.has(permission)}
                  onChange={(event) => {
                    toggle(permission, event.target.checked);
                  }}
                />
              }
            />
          ))}
        </Box>
        {user.permissions.some((p) => !(beyondRole as string[]).includes(p)) && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
            Also granted, and allowed by the role anyway:{' '}
            {user.permissions
              .filter((p) => !(beyondRole as string[]).includes(p))
              .map(permissionName)
              .join(', ')}
            .
          </Typography>
        )}
        {editable && (
          <Stack direction="row" spacing={3} sx={{ justifyContent: 'flex-end', mt: 4 }}>
            <Button
              disabled={!dirty || save.isPending}
              onClick={() => {
                setGranted(new Set(user.permissions));
              }}
            >
              Discard changes
            </Button>
            <Button
              variant="contained"
              disabled={!dirty || save.isPending}
              onClick={() => {
                save.mutate(
                  { id: user.id, permissions: [...granted] },
                  {
                    onSuccess: (answer) => {
                      setGranted(new Set(answer.permissions));
                      showToast('Permissions saved');
                    },
                  },
                );
              }}
            >
              Save permissions
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
