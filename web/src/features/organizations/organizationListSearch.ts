import { organizationsResource, organizationTypes } from '@atrium/contract';
import { enumParam, listSearchSchema, textParam } from '../../components/list/listSearch.ts';

/** Search parameters of `organizations`: name, type, orderBy, page, perPage. */
export const organizationListSearch = listSearchSchema(
  { name: textParam(), type: enumParam(organizationTypes) },
  { sortable: organizationsResource.sortable, defaultOrder: { field: 'name', direction: 'asc' } },
);
