import { z } from 'zod';
import { DEFAULT_PER_PAGE, type ListRequest } from '@atrium/contract';
import { PAGE_SIZE_OPTIONS, type SortOrder } from '../tableState.ts';

// The search parameters of list routes (specification section 2) as one zod schema per route:
// every field falls back to its default when missing or invalid, so an address never breaks a
// list. Paging values are positive integers; `page` counts from 1 in the address.

const POSITIVE_INTEGER = /^[1-9]\d*$/;

const positiveInteger = z
  .string()
  .regex(POSITIVE_INTEGER)
  .transform(Number)
  .refine(Number.isSafeInteger);

/** Trimmed, non-empty text of at most `max` characters; otherwise null. */
export const textParam = (max = 200) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .nullable()
    .optional()
    .transform((value) => value ?? null)
    .catch(null);

/** A positive integer id; otherwise null. */
export const idParam = () =>
  positiveInteger
    .nullable()
    .optional()
    .transform((value) => value ?? null)
    .catch(null);

/** One of the values; otherwise null. */
export const enumParam = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(values)
    .nullable()
    .optional()
    .transform((value) => value ?? null)
    .catch(null);

/** A real calendar date `YYYY-MM-DD`; otherwise null. */
export const dateParam = () =>
  z.iso
    .date()
    .nullable()
    .optional()
    .transform((value) => value ?? null)
    .catch(null);

export type FilterShape = Record<string, z.ZodType<string | number | null>>;

export type ListSearchSchema<F extends FilterShape> = {
  filters: F;
  sortable: readonly string[];
  defaultOrder: SortOrder;
  /** A rule across fields (a range that ends before it starts), applied after reading. */
  normalize?: (search: ListSearch<F>) => ListSearch<F>;
};

export type Paging = { page: number; perPage: number };
export type ListSearch<F extends FilterShape> = { [K in keyof F]: z.output<F[K]> } & Paging & {
    orderBy: SortOrder;
  };

/** The schema of a list route's search parameters: its filters, orderBy, page and perPage. */
export function listSearchSchema<F extends FilterShape>(
  filters: F,
  options: Omit<ListSearchSchema<F>, 'filters'>,
): ListSearchSchema<F> {
  return { filters, ...options };
}

/** `orderBy=field:asc|desc` on a sortable field; `orderBy=none` clears the default order. */
function parseOrderBy(
  value: string | undefined,
  schema: { sortable: readonly string[]; defaultOrder: SortOrder },
): SortOrder {
  if (value === 'none') return null;
  const [field, direction, ...rest] = value?.split(':') ?? [];
  if (rest.length > 0 || field === undefined || !schema.sortable.includes(field)) {
    return schema.defaultOrder;
  }
  if (direction !== 'asc' && direction !== 'desc') return schema.defaultOrder;
  return { field, direction };
}

const formatOrderBy = (order: SortOrder) =>
  order === null ? 'none' : `${order.field}:${order.direction}`;

const sameOrder = (a: SortOrder, b: SortOrder) =>
  a === b || (a !== null && b !== null && a.field === b.field && a.direction === b.direction);

/** Reads the address's search parameters; never fails. */
export function parseListSearch<F extends FilterShape>(
  schema: ListSearchSchema<F>,
  params: URLSearchParams,
): ListSearch<F> {
  const raw = (name: string) => params.get(name) ?? undefined;
  const filters = Object.fromEntries(
    Object.entries(schema.filters).map(([name, field]) => [name, field.parse(raw(name))]),
  );
  const page = positiveInteger.safeParse(raw('page'));
  const perPage = positiveInteger.safeParse(raw('perPage'));
  const search = {
    ...filters,
    orderBy: parseOrderBy(raw('orderBy'), schema),
    page: page.success ? page.data : 1,
    perPage:
      perPage.success && (PAGE_SIZE_OPTIONS as readonly number[]).includes(perPage.data)
        ? perPage.data
        : DEFAULT_PER_PAGE,
  } as ListSearch<F>;
  return schema.normalize ? schema.normalize(search) : search;
}

/** The address's search parameters for a list: defaults and empty values are left out. */
export function formatListSearch<F extends FilterShape>(
  schema: ListSearchSchema<F>,
  search: ListSearch<F>,
): URLSearchParams {
  const params = new URLSearchParams();
  const values = search as Record<string, unknown>;
  for (const name of Object.keys(schema.filters)) {
    const value = values[name];
    if (typeof value === 'string' || typeof value === 'number') {
      if (value !== '') params.set(name, String(value));
    }
  }
  if (!sameOrder(search.orderBy, schema.defaultOrder)) {
    params.set('orderBy', formatOrderBy(search.orderBy));
  }
  if (search.page !== 1) params.set('page', String(search.page));
  if (search.perPage !== DEFAULT_PER_PAGE) params.set('perPage', String(search.perPage));
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

const anyId = idParam();

/** A positive integer id from an address (a path or search parameter), else null. */
export const idOf = (value: string | null | undefined): number | null =>
  anyId.parse(value ?? undefined);
