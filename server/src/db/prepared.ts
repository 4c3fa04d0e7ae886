// Reads that statistics calls send on every request, as named (prepared) statements: PostgreSQL
// parses and plans each once per connection and then reuses the plan, where an unnamed
// statement is planned on every request (0.1–0.6 ms each here, often longer than it runs).
// PostgreSQL switches a prepared statement to a generic plan only when that is not costlier.
// Only queries whose text depends on the request's shape, never on its values (ids go as one
// array parameter), belong here: each distinct text stays prepared on every connection.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { CASING } from './client.ts';
import type { Db } from '../resources/resource-table.ts';

const dialect = new PgDialect({ casing: CASING });
const names = new Map<string, string>();
/** A guard against a caller that puts values in the text: past it, statements go unnamed. */
const MAX_PREPARED = 300;

/** The name a statement is prepared under (by its text); undefined past the guard. */
export function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_PREPARED) {
    name = `atrium_${String(names.size + 1)}`;
    names.set(text, name);
  }
  return name;
}

export type BuiltQuery = ReturnType<PgDialect['sqlToQuery']>;

/** The statement's text and values, as sent. */
export const buildQuery = (query: SQL): BuiltQuery => dialect.sqlToQuery(query);

/** Sends a built read as a prepared statement. */
export async function runPrepared<Row>(db: Db, built: BuiltQuery): Promise<Row[]> {
  const prepared = db._.session.prepareQuery<{
    execute: { rows: Row[] };
    all: unknown;
    values: unknown;
  }>(built, undefined, nameOf(built.sql), false);
  const result = await prepared.execute();
  return result.rows;
}

/** The rows of a read, sent as a prepared statement (on PostgreSQL and on PGlite alike). */
export async function readPrepared<Row>(db: Db, query: SQL): Promise<Row[]> {
  return runPrepared<Row>(db, buildQuery(query));
}

/** A Drizzle select (or any query that can be prepared under a name and rendered). */
export type Preparable<Row> = {
  toSQL: () => { sql: string };
  prepare: (name: string) => { execute: () => Promise<Row[]> };
};

/**
 * A Drizzle select sent as a prepared statement named by its text, its rows mapped by Drizzle:
 * PostgreSQL plans it once per connection. Past the guard on names it goes unnamed.
 */
export function selectPrepared<Row>(query: Preparable<Row>): Promise<Row[]> {
  return query.prepare(nameOf(query.toSQL().sql) ?? '').execute();
}
