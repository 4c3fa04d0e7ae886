import { buildingsResource, type ListRequest } from '@atrium/contract';
import { ListPage } from '../../components/list/ListPage.tsx';
import type { ListSearch } from '../../components/list/listSearch.ts';
import { useListSearch } from '../../components/list/useListSearch.ts';
import { buildingColumns } from './buildingColumns.tsx';
import { buildingListSearch } from './buildingListSearch.ts';
import { BuildingListFilters } from './BuildingListFilters.tsx';

type Search = ListSearch<typeof buildingListSearch.filters>;

/** The API filter for the list's search: name contains (any case), network, owner. */
function whereOf(search: Search): ListRequest['where'] {
  return {
    ...(search.name !== null && { name: { contains: search.name, mode: 'insensitive' } }),
    ...(search.networkId !== null && { networks: { some: { id: search.networkId } } }),
    ...(search.organizationId !== null && { ownerOrganizationId: search.organizationId }),
  };
}

/** `buildings`: every building the user may see, filtered, sorted and paged by the server. */
export function BuildingListPage() {
  const listSearch = useListSearch(buildingListSearch);
  const { search, update } = listSearch;
  return (
    <ListPage
      title="Buildings"
      resource={buildingsResource}
      listSearch={listSearch}
      where={whereOf(search)}
      columns={buildingColumns}
      getRowId={(building) => building.id}
      filters={
        <BuildingListFilters
          filters={search}
          // Typing replaces the history entry instead of adding one.
          onChange={(changes) => {
            update(changes, { replace: 'name' in changes });
          }}
        />
      }
      createPath="/buildings/create"
      rowPath={(building) => `/buildings/${building.id}`}
      exportName="buildings"
    />
  );
}
