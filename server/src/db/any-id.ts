import { sql, type Column, type SQL } from 'drizzle-orm';

/** `{1,2,…}`: the text of an int[] parameter (to keep with the ids when they are many). */
export const intArrayText = (ids: readonly number[]): string => `{${ids.join(',')}}`;

/** `'{1,2,…}'::int[]`: a list of ids as one parameter (or its text, from `intArrayText`). */
export const intArray = (ids: readonly number[] | string): SQL =>
  sql`${typeof ids === 'string' ? ids : intArrayText(ids)}::int[]`;

/**
 * `column = any('{1,2,…}'::int[])`: one parameter however many ids. Drizzle's `inArray` sends one
 * parameter per id and builds them one by one, which costs milliseconds for a portfolio's
 * hundreds of leases. An empty list matches nothing, as `inArray` does.
 *
 * One id is `column = $n`: a named statement's generic plan does not know how long the array
 * is and will not search an index by it (PostgreSQL then reads every group of a data source in
 * the date range and filters, PGlite a date index: twice as slow), but it does by one value.
 */
export const anyId = (column: Column | SQL, ids: readonly number[]): SQL => {
  const [only] = ids;
  return ids.length === 1 && only !== undefined
    ? sql`${column} = ${only}::int`
    : sql`${column} = any(${intArray(ids)})`;
};
