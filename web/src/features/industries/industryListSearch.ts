import { industriesResource } from '@atrium/contract';
import { listSearchSchema, textParam } from '../../components/list/listSearch.ts';

/** Search parameters of `industries`: name, orderBy, page, perPage. */
export const industryListSearch = listSearchSchema(
  { name: textParam() },
  { sortable: industriesResource.sortable, defaultOrder: { field: 'name', direction: 'asc' } },
);
