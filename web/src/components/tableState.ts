// The paging and sorting state a DataTable shows and its caller keeps (e.g. in the address).

/** Page sizes every table offers (specification section 9). */
export const PAGE_SIZE_OPTIONS = [5, 10, 15, 25, 50] as const;

/** A column and direction, or null for the server's own order. */
export type SortOrder = { field: string; direction: 'asc' | 'desc' } | null;

/** Clicking a column sorts ascending, then descending, then clears the sort. */
export function nextSortOrder(current: SortOrder, field: string): SortOrder {
  if (current?.field !== field) return { field, direction: 'asc' };
  return current.direction === 'asc' ? { field, direction: 'desc' } : null;
}
