import { networksResource, reportingModes } from '@atrium/contract';
import { enumParam, listSearchSchema, textParam } from '../../components/list/listSearch.ts';

/** Search parameters of `networks`: name, defaultReporting, orderBy, page, perPage. */
export const networkListSearch = listSearchSchema(
  { name: textParam(), defaultReporting: enumParam(reportingModes) },
  { sortable: networksResource.sortable, defaultOrder: { field: 'name', direction: 'asc' } },
);
