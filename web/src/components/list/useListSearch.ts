import { useSearchParams } from 'react-router';
import {
  formatListSearch,
  parseListSearch,
  type FilterShape,
  type ListSearch,
  type ListSearchSchema,
  type Paging,
} from './listSearch.ts';
import type { SortOrder } from '../tableState.ts';

export type ListSearchState<F extends FilterShape> = {
  search: ListSearch<F>;
  /**
   * Changes the address. A change of anything but the page starts at the first page; text
   * typed into a filter replaces the history entry instead of adding one.
   */
  update: (changes: Partial<ListSearch<F>>, options?: { replace?: boolean }) => void;
  /** A new order, from the first page. */
  setOrder: (orderBy: SortOrder) => void;
  setPaging: (paging: Paging) => void;
};

/** A list route's search parameters, read from and written to the address. */
export function useListSearch<F extends FilterShape>(
  schema: ListSearchSchema<F>,
): ListSearchState<F> {
  const [params, setParams] = useSearchParams();
  const search = parseListSearch(schema, params);
  const write = (next: ListSearch<F>, replace = false) => {
    setParams(formatListSearch(schema, next), { replace });
  };
  return {
    search,
    update: (changes, options) => {
      const paging = 'page' in changes || 'perPage' in changes;
      write({ ...search, ...changes, ...(paging ? {} : { page: 1 }) }, options?.replace);
    },
    setOrder: (orderBy) => {
      write({ ...search, orderBy, page: 1 });
    },
    setPaging: (paging) => {
      write({ ...search, ...paging });
    },
  };
}
