import { buildingsResource, networksResource, organizationsResource } from '@atrium/contract';
import { useAll } from '../../api/resourceHooks.ts';
import { optionsOf } from '../../components/form/selectOptions.ts';

/** The buildings, networks and organizations the data-source form chooses from, by name. */
export function useDataSourceChoices() {
  const byName = { orderBy: { name: 'asc' } } as const;
  const buildings = useAll(buildingsResource, byName);
  const networks = useAll(networksResource, byName);
  const organizations = useAll(organizationsResource, byName);
  return {
    buildingOptions: optionsOf(buildings.data),
    networkOptions: optionsOf(networks.data),
    organizations: (organizations.data ?? []).map(({ id, name }) => ({ id, name })),
    placesLoading: buildings.isPending || networks.isPending,
  };
}
