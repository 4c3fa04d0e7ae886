// Reads that statistics calls send on every request, as named (prepared) statements: PostgreSQL
// parses and plans each once per connection and then reuses the plan, where an unnamed
// statement is planned on every request (0.1–0.6 ms each here, often longer than it runs).
// PostgreSQL switches a prepared statement to a generic plan only when that is not costlier.
// Only queries whose text depends on the request's shape, never on its values (ids go as one
// array parameter), belong here: each distinct text stays prepared on every connection.
import { Column, is, SQL } from 'drizzle-orm';
import type { PgSession } from 'drizzle-orm/pg-core';
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
  toSQL: () => { sql: string; params: unknown[] };
  prepare: (name: string) => { execute: () => Promise<Row[]> };
};

/** How a column's value comes from the driver: a column, or an SQL expression's decoder. */
type Decoder = { mapFromDriverValue: (value: unknown) => unknown };

/** An SQL expression's decoder (its `mapWith`, else the value as it is): internal to Drizzle. */
const decoderOf = (expression: SQL): Decoder =>
  (expression as unknown as { decoder: Decoder }).decoder;

/**
 * What `selectPrepared` reads of a Drizzle select beyond its public API, as the select's own
 * prepare() does: its session and its selection.
 */
type SelectInternals = {
  session?: PgSession;
  config?: { fields?: Record<string, unknown> };
};

/**
 * A row mapper for a flat selection (each field a column or an SQL expression), or null for any
 * other (a nested one: Drizzle maps it). Drizzle's own mapping tests each field's kind on every
 * row: a portfolio's reads map thousands of rows per request (1–2 ms of each).
 */
function flatRowMapper(fields: Record<string, unknown>): ((row: unknown[]) => unknown) | null {
  const keys: string[] = [];
  const decoders: Decoder[] = [];
  for (const [key, field] of Object.entries(fields)) {
    if (is(field, Column)) decoders.push(field);
    else if (is(field, SQL)) decoders.push(decoderOf(field));
    else if (is(field, SQL.Aliased)) decoders.push(decoderOf(field.sql));
    else return null;
    keys.push(key);
  }
  return (row) => {
    const mapped: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const value = row[i];
      mapped[keys[i] as string] =
        value === null || value === undefined
          ? null
          : (decoders[i] as Decoder).mapFromDriverValue(value);
    }
    return mapped;
  };
}

/**
 * A Drizzle select sent as a prepared statement named by its text, its rows mapped as Drizzle
 * maps them: PostgreSQL plans it once per connection. Past the guard on names it goes unnamed.
 * The statement is built once (Drizzle's prepare() would build it again) and a flat selection's
 * rows are mapped by `flatRowMapper`.
 */
export function selectPrepared<Row>(query: Preparable<Row>): Promise<Row[]> {
  const built = query.toSQL();
  const name = nameOf(built.sql);
  const { session, config } = query as unknown as SelectInternals;
  const mapper = session && config?.fields ? flatRowMapper(config.fields) : null;
  if (!session || !mapper) return query.prepare(name ?? '').execute();
  // The select's typed result: the mapper builds each row from the same selection.
  return session
    .prepareQuery<{ execute: Row[]; all: unknown; values: unknown }>(
      built,
      undefined,
      name,
      true,
      (rows) => rows.map(mapper) as Row[],
    )
    .execute();
}
