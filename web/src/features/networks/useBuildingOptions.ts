import { buildingsResource } from '@atrium/contract';
import { useAll } from '../../api/resourceHooks.ts';
import { optionsOf } from '../../components/form/selectOptions.ts';

/** The buildings the user can see, as choices for a network (by name). */
export function useBuildingOptions() {
  const buildings = useAll(buildingsResource, { orderBy: { name: 'asc' } });
  return { options: optionsOf(buildings.data), loading: buildings.isPending };
}
