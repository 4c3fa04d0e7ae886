// A statement that runs longer than this on PostgreSQL is cancelled (SQLSTATE 57014, answered
// 503 by http/errors.ts): one caller's heavy query must not hold a connection that every other
// request needs. Imports, rollup jobs and migrations write millions of rows on purpose, bounded
// by their body limit and their role: they lift the limit for their own transaction.
// PGlite has no timer to cancel a running statement; there the filter limits (db/where.ts) and
// the read body limit (http/read-body-limit.ts) keep each statement small.
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

export const STATEMENT_TIMEOUT_MS = 30_000;

/** PostgreSQL's "canceling statement due to statement timeout" (or a cancel request). */
export const QUERY_CANCELED = '57014';

/**
 * An expression that lifts the limit for the rest of the transaction when evaluated, for a
 * writer to add to its first statement instead of sending one more.
 */
export const liftedStatementTimeout = sql`set_config('statement_timeout', '0', true)`;

/** No time limit for the rest of the transaction `tx` (an import or a rollup job). */
export async function liftStatementTimeout(tx: Pick<NodePgDatabase, 'execute'>): Promise<void> {
  await tx.execute(sql`select ${liftedStatementTimeout}`);
}
