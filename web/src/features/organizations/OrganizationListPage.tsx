import { organizationsResource, type ListRequest } from '@atrium/contract';
import { isMasterAdmin, useCurrentUser } from '../../auth/currentUser.ts';
import { ChoiceFilter } from '../../components/list/ChoiceFilter.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import type { ListSearch } from '../../components/list/listSearch.ts';
import { TextFilter } from '../../components/list/TextFilter.tsx';
import { useListSearch } from '../../components/list/useListSearch.ts';
import { organizationColumns } from './organizationColumns.tsx';
import { organizationListSearch } from './organizationListSearch.ts';
import { organizationTypeChoices } from './organizationTypes.ts';

type Search = ListSearch<typeof organizationListSearch.filters>;

const whereOf = (search: Search): ListRequest['where'] => ({
  ...(search.name !== null && { name: { contains: search.name, mode: 'insensitive' } }),
  ...(search.type !== null && { type: search.type }),
});

/**
 * `organizations`: for a master admin every organization, for others their own and those they
 * deal with (the tenants of their buildings, their landlords' leases): the server's scope.
 */
export function OrganizationListPage() {
  const listSearch = useListSearch(organizationListSearch);
  const { search, update } = listSearch;
  const masterAdmin = isMasterAdmin(useCurrentUser());
  return (
    <ListPage
      title="Organizations"
      subtitle={
        masterAdmin
          ? 'Every organization: owners, operators and occupiers.'
          : 'Your organization and the organizations you deal with.'
      }
      resource={organizationsResource}
      listSearch={listSearch}
      where={whereOf(search)}
      columns={organizationColumns}
      getRowId={(organization) => organization.id}
      filters={
        <>
          <TextFilter
            label="Name"
            value={search.name}
            onChange={(name) => {
              update({ name }, { replace: true });
            }}
          />
          <ChoiceFilter
            label="Type"
            allLabel="Every type"
            value={search.type}
            choices={organizationTypeChoices}
            onChange={(type) => {
              update({ type });
            }}
          />
        </>
      }
      createPath="/organizations/create"
      rowPath={(organization) => `/organizations/${organization.id}`}
      exportName="organizations"
    />
  );
}
