import { profileSortable } from '@atrium/contract';
import { idParam, listSearchSchema, textParam } from '../../components/list/listSearch.ts';

/** Search parameters of `profiles`: search, organizationId, orderBy, page, perPage. */
export const profileListSearch = listSearchSchema(
  { search: textParam(), organizationId: idParam() },
  { sortable: profileSortable, defaultOrder: { field: 'pseudonym', direction: 'asc' } },
);
