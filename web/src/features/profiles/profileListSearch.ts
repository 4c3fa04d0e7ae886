import type { SortOrder } from '../../components/tableState.ts';
import {
  listSearchParams,
  parseOrderBy,
  parsePaging,
  positiveInt,
  text,
  type Paging,
} from '../../app/listSearch.ts';

/** Search parameters of `profiles`: search, organizationId, orderBy, page, perPage. */
export type ProfileListSearch = Paging & {
  search: string | null;
  organizationId: number | null;
  orderBy: SortOrder;
};

// The profiles resource has no contract yet; these are the columns its list will sort by.
const SORTABLE = ['name', 'createdAt', 'updatedAt'] as const;
const DEFAULT_ORDER: SortOrder = { field: 'name', direction: 'asc' };

export function parseProfileListSearch(params: URLSearchParams): ProfileListSearch {
  return {
    search: text(params.get('search')),
    organizationId: positiveInt(params.get('organizationId')),
    orderBy: parseOrderBy(params.get('orderBy'), SORTABLE, DEFAULT_ORDER),
    ...parsePaging(params),
  };
}

export function profileListSearchParams(search: ProfileListSearch): URLSearchParams {
  const { search: searchText, organizationId, orderBy, page, perPage } = search;
  return listSearchParams(
    { search: searchText, organizationId },
    { value: orderBy, fallback: DEFAULT_ORDER },
    { page, perPage },
  );
}
