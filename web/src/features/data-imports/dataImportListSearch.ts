import type { SortOrder } from '../../components/tableState.ts';
import {
  isoDate,
  listSearchParams,
  parseOrderBy,
  parsePaging,
  positiveInt,
  text,
  type Paging,
} from '../../app/listSearch.ts';

/**
 * Search parameters of `data-imports`: the createdAt range (`createdAtGte`, `createdAtLte`, as
 * dates), buildingId, type, userId, status, orderBy, page, perPage.
 */
export type DataImportListSearch = Paging & {
  createdAtGte: string | null;
  createdAtLte: string | null;
  buildingId: number | null;
  type: string | null;
  userId: string | null;
  status: string | null;
  orderBy: SortOrder;
};

// The data-imports resource has no contract yet; these are the columns its list will sort by.
const SORTABLE = ['createdAt', 'type', 'status'] as const;
// Newest first: the import someone just started is the one they look for.
const DEFAULT_ORDER: SortOrder = { field: 'createdAt', direction: 'desc' };
/** Type and status are upper-case codes such as SPATIAL or FAILED. */
const code = (value: string | null) => {
  const parsed = text(value, 50);
  return parsed !== null && /^[A-Za-z][A-Za-z0-9_]*$/.test(parsed) ? parsed.toUpperCase() : null;
};

export function parseDataImportListSearch(params: URLSearchParams): DataImportListSearch {
  let createdAtGte = isoDate(params.get('createdAtGte'));
  let createdAtLte = isoDate(params.get('createdAtLte'));
  // A range that ends before it starts selects nothing: drop it.
  if (createdAtGte !== null && createdAtLte !== null && createdAtGte > createdAtLte) {
    createdAtGte = null;
    createdAtLte = null;
  }
  return {
    createdAtGte,
    createdAtLte,
    buildingId: positiveInt(params.get('buildingId')),
    type: code(params.get('type')),
    userId: text(params.get('userId')),
    status: code(params.get('status')),
    orderBy: parseOrderBy(params.get('orderBy'), SORTABLE, DEFAULT_ORDER),
    ...parsePaging(params),
  };
}

export function dataImportListSearchParams(search: DataImportListSearch): URLSearchParams {
  const { orderBy, page, perPage, ...filters } = search;
  return listSearchParams(filters, { value: orderBy, fallback: DEFAULT_ORDER }, { page, perPage });
}
