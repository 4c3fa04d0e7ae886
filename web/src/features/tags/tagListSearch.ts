import { tagsResource, taggables } from '@atrium/contract';
import type { SortOrder } from '../../components/tableState.ts';
import {
  listSearchParams,
  oneOf,
  parseOrderBy,
  parsePaging,
  text,
  type Paging,
} from '../../app/listSearch.ts';

type Taggable = (typeof taggables)[number];

/** Search parameters of `tags`: name, availableFor, orderBy, page, perPage. */
export type TagListSearch = Paging & {
  name: string | null;
  availableFor: Taggable | null;
  orderBy: SortOrder;
};

const DEFAULT_ORDER: SortOrder = { field: 'name', direction: 'asc' };

export function parseTagListSearch(params: URLSearchParams): TagListSearch {
  return {
    name: text(params.get('name')),
    availableFor: oneOf(params.get('availableFor'), taggables),
    orderBy: parseOrderBy(params.get('orderBy'), tagsResource.sortable, DEFAULT_ORDER),
    ...parsePaging(params),
  };
}

export function tagListSearchParams(search: TagListSearch): URLSearchParams {
  const { name, availableFor, orderBy, page, perPage } = search;
  return listSearchParams(
    { name, availableFor },
    { value: orderBy, fallback: DEFAULT_ORDER },
    { page, perPage },
  );
}
