import { Chip, Stack } from '@mui/material';
import { MISSING, type usersResource } from '@atrium/contract';
import type { FullEntity } from '../../api/resourceHooks.ts';
import type { DataTableColumn } from '../../components/DataTable.tsx';

export type UserFull = FullEntity<typeof usersResource>;

/** Whether the user may sign in, and whether they have a password yet. */
export function UserState({ user }: { user: Pick<UserFull, 'isActive' | 'hasPassword'> }) {
  if (!user.isActive) return <Chip size="small" color="default" label="Deactivated" />;
  if (!user.hasPassword) return <Chip size="small" variant="outlined" label="No password yet" />;
  return <Chip size="small" variant="outlined" color="success" label="Active" />;
}

export const userColumns = [
  { field: 'name', header: 'Name', sortable: true },
  { field: 'email', header: 'E-mail', sortable: true },
  { field: 'title', header: 'Title', render: (user) => user.title ?? MISSING },
  {
    field: 'role',
    header: 'Role',
    sortable: true,
    render: (user) => <Chip size="small" variant="outlined" label={user.role} />,
  },
  {
    field: 'groups',
    header: 'Groups',
    render: (user) =>
      user.groups.length === 0 ? (
        MISSING
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {user.groups.map((group) => (
            <Chip key={group} size="small" label={group} />
          ))}
        </Stack>
      ),
    exportValue: (user) => user.groups.join(', '),
  },
  {
    field: 'organization',
    header: 'Organization',
    render: (user) => user.organization.name,
    exportValue: (user) => user.organization.name,
  },
  {
    field: 'isActive',
    header: 'State',
    render: (user) => <UserState user={user} />,
    exportValue: (user) => (user.isActive ? 'active' : 'deactivated'),
  },
] as const satisfies readonly DataTableColumn<UserFull>[];
