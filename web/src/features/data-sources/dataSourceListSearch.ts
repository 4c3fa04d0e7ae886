import { dataSourcesResource, dataSystems } from '@atrium/contract';
import {
  enumParam,
  idParam,
  listSearchSchema,
  textParam,
} from '../../components/list/listSearch.ts';

/** Search parameters of `data-sources`: name, dataSystem, buildingId, orderBy, page, perPage. */
export const dataSourceListSearch = listSearchSchema(
  { name: textParam(), dataSystem: enumParam(dataSystems), buildingId: idParam() },
  { sortable: dataSourcesResource.sortable, defaultOrder: { field: 'name', direction: 'asc' } },
);
