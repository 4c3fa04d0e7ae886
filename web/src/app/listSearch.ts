import { DEFAULT_PER_PAGE, type ListRequest } from '@atrium/contract';
import { PAGE_SIZE_OPTIONS, type SortOrder } from '../components/tableState.ts';

// Building blocks for the search parameters of list routes (specification section 2). Every
// reader is total: a missing or invalid value gives the default, never an error.

/** `page` counts from 1 in the address (paging values are positive integers). */
export type Paging = { page: number; perPage: number };
export const DEFAULT_PAGING: Paging = { page: 1, perPage: DEFAULT_PER_PAGE };

const POSITIVE_INTEGER = /^[1-9]\d*$/;

export function positiveInt(value: string | null): number | null {
  if (value === null || !POSITIVE_INTEGER.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : null;
}

/** Trimmed, non-empty text of at most `max` characters. */
export function text(value: string | null, max = 200): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed.length > max ? null : trimmed;
}

export function oneOf<T extends string>(value: string | null, values: readonly T[]): T | null {
  return values.find((candidate) => candidate === value) ?? null;
}

/** A real calendar date `YYYY-MM-DD`. */
export function isoDate(value: string | null): string | null {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

/** `page` and `perPage`; the page size must be one the tables offer. */
export function parsePaging(params: URLSearchParams): Paging {
  const perPage = positiveInt(params.get('perPage'));
  return {
    page: positiveInt(params.get('page')) ?? DEFAULT_PAGING.page,
    perPage:
      perPage !== null && (PAGE_SIZE_OPTIONS as readonly number[]).includes(perPage)
        ? perPage
        : DEFAULT_PAGING.perPage,
  };
}

/** `orderBy=field:asc|desc` on one of the sortable fields; `orderBy=none` clears the default. */
export function parseOrderBy(
  value: string | null,
  sortable: readonly string[],
  fallback: SortOrder,
): SortOrder {
  if (value === 'none') return null;
  const [field, direction, ...rest] = value?.split(':') ?? [];
  if (rest.length > 0 || field === undefined || !sortable.includes(field)) return fallback;
  if (direction !== 'asc' && direction !== 'desc') return fallback;
  return { field, direction };
}

export function formatOrderBy(order: SortOrder): string {
  return order === null ? 'none' : `${order.field}:${order.direction}`;
}

const sameOrder = (a: SortOrder, b: SortOrder) =>
  a === b || (a !== null && b !== null && a.field === b.field && a.direction === b.direction);

/** The address's search parameters for a list: defaults and empty values are left out. */
export function listSearchParams(
  filters: Readonly<Record<string, string | number | null>>,
  order: { value: SortOrder; fallback: SortOrder },
  paging: Paging,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== null && value !== '') params.set(name, String(value));
  }
  if (!sameOrder(order.value, order.fallback)) params.set('orderBy', formatOrderBy(order.value));
  if (paging.page !== DEFAULT_PAGING.page) params.set('page', String(paging.page));
  if (paging.perPage !== DEFAULT_PAGING.perPage) params.set('perPage', String(paging.perPage));
  return params;
}

/** The list request for the API, whose pages count from 0. */
export function listRequestOf(
  where: ListRequest['where'],
  order: SortOrder,
  paging: Paging,
): ListRequest {
  return {
    ...(where && Object.keys(where).length > 0 ? { where } : {}),
    ...(order ? { orderBy: { [order.field]: order.direction } } : {}),
    page: paging.page - 1,
    perPage: paging.perPage,
  };
}
