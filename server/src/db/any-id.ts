import { sql, type Column, type SQL } from 'drizzle-orm';

/** `'{1,2,…}'::int[]`: a list of ids as one parameter. */
export const intArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * `column = any('{1,2,…}'::int[])`: one parameter however many ids. Drizzle's `inArray` sends one
 * parameter per id and builds them one by one, which costs milliseconds for a portfolio's
 * hundreds of leases. An empty list matches nothing, as `inArray` does.
 */
export const anyId = (column: Column | SQL, ids: readonly number[]): SQL =>
  sql`${column} = any(${intArray(ids)})`;
