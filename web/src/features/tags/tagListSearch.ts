import { tagsResource, taggables } from '@atrium/contract';
import { enumParam, listSearchSchema, textParam } from '../../components/list/listSearch.ts';

/** Search parameters of `tags`: name, availableFor, orderBy, page, perPage. */
export const tagListSearch = listSearchSchema(
  { name: textParam(), availableFor: enumParam(taggables) },
  { sortable: tagsResource.sortable, defaultOrder: { field: 'name', direction: 'asc' } },
);
