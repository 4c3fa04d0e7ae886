import { idParam, listSearchSchema, textParam } from '../../components/list/listSearch.ts';

// The profiles resource has no contract yet; these are the columns its list will sort by.
const SORTABLE = ['name', 'createdAt', 'updatedAt'] as const;

/** Search parameters of `profiles`: search, organizationId, orderBy, page, perPage. */
export const profileListSearch = listSearchSchema(
  { search: textParam(), organizationId: idParam() },
  { sortable: SORTABLE, defaultOrder: { field: 'name', direction: 'asc' } },
);
