import { Button } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { Link } from 'react-router';
import { can, usersResource, type ListRequest } from '@atrium/contract';
import { isMasterAdmin, useCurrentUser } from '../../auth/currentUser.ts';
import { ChoiceFilter, choicesOf } from '../../components/list/ChoiceFilter.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import type { ListSearch } from '../../components/list/listSearch.ts';
import { TextFilter } from '../../components/list/TextFilter.tsx';
import { useListSearch } from '../../components/list/useListSearch.ts';
import { roleChoices } from './roles.ts';
import { userColumns } from './userColumns.tsx';
import { userListSearch } from './userListSearch.ts';
import { useOrganizationKeys, userPath } from './useOrganizationKeys.ts';

type Search = ListSearch<typeof userListSearch.filters>;

const whereOf = (search: Search): ListRequest['where'] => ({
  ...(search.search !== null && {
    OR: [
      { name: { contains: search.search, mode: 'insensitive' } },
      { email: { contains: search.search, mode: 'insensitive' } },
    ],
  }),
  ...(search.role !== null && { role: search.role }),
  ...(search.organizationId !== null && { organizationId: search.organizationId }),
});

/** `users`: the people who sign in — an admin's own organization's, a master admin's everyone's. */
export function UserListPage() {
  const listSearch = useListSearch(userListSearch);
  const { search, update } = listSearch;
  const user = useCurrentUser();
  const masterAdmin = isMasterAdmin(user);
  const organizations = useOrganizationKeys();
  const columns = userColumns.filter((column) => masterAdmin || column.field !== 'organization');
  return (
    <ListPage
      title="Users"
      subtitle={
        masterAdmin
          ? 'The people of every organization who sign in to Atrium.'
          : 'The people of your organization who sign in to Atrium.'
      }
      resource={usersResource}
      listSearch={listSearch}
      where={whereOf(search)}
      columns={columns}
      getRowId={(row) => row.id}
      filters={
        <>
          <TextFilter
            label="Search"
            value={search.search}
            onChange={(text) => {
              update({ search: text }, { replace: true });
            }}
          />
          <ChoiceFilter
            label="Role"
            allLabel="Every role"
            value={search.role}
            choices={roleChoices}
            onChange={(role) => {
              update({ role });
            }}
          />
          {masterAdmin && (
            <ChoiceFilter
              label="Organization"
              allLabel="Every organization"
              value={search.organizationId}
              choices={choicesOf(organizations.organizations)}
              onChange={(organizationId) => {
                update({ organizationId });
              }}
            />
          )}
        </>
      }
      actions={
        can(user, 'audit.read') && (
          <Button component={Link} to="/audit-log" variant="outlined" startIcon={<HistoryIcon />}>
            Audit log
          </Button>
        )
      }
      createPath="/users/create"
      rowPath={(row) => userPath(organizations.keyOf(row.organizationId) ?? '-', row.id)}
      exportName="users"
    />
  );
}
