// Drizzle selects sent on every request whose answer is not remembered (a call's own lease list),
// with their statement built once per key. Building and rendering a select with joins and the
// scope's subqueries takes about 0.2 ms, often more than a small call's own work; the statement
// depends only on the inputs, never on the data, so it is kept as long as the process runs (at
// most `MAX_STATEMENTS`, the oldest making room) and sent as a named statement, its rows mapped
// by Drizzle.
import type { Db } from '../resources/resource-table.ts';
import { setBounded } from '../bounded.ts';
import { nameOf } from './prepared.ts';
import { checksKeys, textOf, type Statement } from './structure-reads.ts';

type Prepared<Row> = { execute: () => Promise<Row[]> };
/** A Drizzle select (or any query that can be prepared under a name and rendered). */
export type Preparable<Row> = {
  prepare: (name: string) => Prepared<Row>;
  toSQL: () => Statement;
};
type Entry = { text: string; prepared: Prepared<unknown> };

const MAX_STATEMENTS = 2000;
/** A longer key (a large filter in a body) is not kept: memory stays bounded by size too. */
const MAX_KEY_LENGTH = 2000;
const statements = new WeakMap<Db, Map<string, Entry>>();

/**
 * The rows of `build()`'s query, read on every call; its statement is built only the first time
 * for `key`: the reader's name and every input the query depends on (the scope, ids, flags).
 * When remembered reads check their keys (the tests), every call builds the query again, and a
 * key that does not name everything the statement depends on throws.
 */
export async function keyedSelect<Row>(
  db: Db,
  key: readonly unknown[],
  build: () => Preparable<Row>,
): Promise<Row[]> {
  let kept = statements.get(db);
  if (!kept) {
    kept = new Map();
    statements.set(db, kept);
  }
  const name = JSON.stringify(key);
  if (name.length > MAX_KEY_LENGTH) return build().prepare('').execute();
  let entry = kept.get(name);
  if (entry && checksKeys(db) && entry.text !== textOf(build().toSQL()))
    throw new Error(`A kept statement's key does not name all its statement depends on: ${name}`);
  if (!entry) {
    const query = build();
    const statement = query.toSQL();
    // Past the guard on prepared names, '' sends it unnamed.
    entry = { text: textOf(statement), prepared: query.prepare(nameOf(statement.sql) ?? '') };
    setBounded(kept, MAX_STATEMENTS, name, entry);
  }
  // Kept under a key of this reader only, so its rows are the rows it built.
  return (entry.prepared as Prepared<Row>).execute();
}
