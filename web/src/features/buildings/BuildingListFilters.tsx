import { networksResource, organizationsResource } from '@atrium/contract';
import { useAll } from '../../api/resourceHooks.ts';
import { ChoiceFilter, choicesOf } from '../../components/list/ChoiceFilter.tsx';
import type { ListSearch } from '../../components/list/listSearch.ts';
import { TextFilter } from '../../components/list/TextFilter.tsx';
import type { buildingListSearch } from './buildingListSearch.ts';

type Filters = Pick<
  ListSearch<typeof buildingListSearch.filters>,
  'name' | 'networkId' | 'organizationId'
>;

const byName = { orderBy: { name: 'asc' } } as const;

/** Name, network and (owner) organization filters of the building list. */
export function BuildingListFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (changes: Partial<Filters>) => void;
}) {
  const networks = useAll(networksResource, byName);
  const organizations = useAll(organizationsResource, byName);
  return (
    <>
      <TextFilter
        label="Name"
        value={filters.name}
        onChange={(name) => {
          onChange({ name });
        }}
      />
      <ChoiceFilter
        label="Network"
        allLabel="All networks"
        value={filters.networkId}
        choices={choicesOf(networks.data)}
        onChange={(networkId) => {
          onChange({ networkId });
        }}
      />
      <ChoiceFilter
        label="Organization"
        allLabel="All organizations"
        value={filters.organizationId}
        choices={choicesOf(organizations.data)}
        onChange={(organizationId) => {
          onChange({ organizationId });
        }}
      />
    </>
  );
}
