import { buildingsResource } from '@atrium/contract';
import { idParam, listSearchSchema, textParam } from '../../components/list/listSearch.ts';

/** Search parameters of `buildings`: name, networkId, organizationId, orderBy, page, perPage. */
export const buildingListSearch = listSearchSchema(
  { name: textParam(), networkId: idParam(), organizationId: idParam() },
  { sortable: buildingsResource.sortable, defaultOrder: { field: 'name', direction: 'asc' } },
);
