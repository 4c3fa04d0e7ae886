// Structure reads remembered between writes (docs/decisions.md): what a statistics call is about
// (the buildings in the caller's scope, their zones and data sources, the group and its seats)
// changes only when someone edits buildings, floors, spaces, leases or data sources, yet every
// call asks for it. An answer is remembered by its exact statement and values, per database,
// until this process serves a request that may have written (`forget`), or for `ttlMs`, which
// bounds how long a write made by another server process may go unseen.
import type { SQL } from 'drizzle-orm';
import type { Db } from '../resources/resource-table.ts';
import { buildQuery, runPrepared } from './prepared.ts';
import { setBounded } from '../bounded.ts';

type Memory = {
  ttlMs: number;
  maxEntries: number;
  entries: Map<string, { at: number; rows: Promise<unknown[]> }>;
};
const memories = new WeakMap<Db, Memory>();

export type StructureMemory = { forget: () => void };

/** Turns remembering on for the database's structure reads (the app does, unless ttlMs is 0). */
export function rememberStructureReads(
  db: Db,
  options: { ttlMs: number; maxEntries: number },
): StructureMemory {
  memories.set(db, { ...options, entries: new Map() });
  return {
    forget: () => {
      memories.get(db)?.entries.clear();
    },
  };
}

/**
 * `readPrepared` for a read of structure only (never readings or rollups): while remembering is
 * on, the same statement with the same values answers from memory.
 */
export async function readStructure<Row>(db: Db, query: SQL): Promise<readonly Row[]> {
  const built = buildQuery(query);
  return remembered(
    db,
    () => built,
    () => runPrepared<Row>(db, built),
  );
}

/** A Drizzle query (select builder) of structure only, remembered as `readStructure` is. */
export async function rememberQuery<Row>(
  db: Db,
  query: PromiseLike<Row[]> & { toSQL: () => { sql: string; params: unknown[] } },
): Promise<readonly Row[]> {
  return remembered(
    db,
    () => query.toSQL(),
    () => Promise.resolve(query),
  );
}

/** `read`'s rows, remembered under its statement (asked for only while remembering is on). */
async function remembered<Row>(
  db: Db,
  statement: () => { sql: string; params: unknown[] },
  read: () => Promise<Row[]>,
): Promise<readonly Row[]> {
  const memory = memories.get(db);
  // Frozen, remembered or not, since every later request may get the same rows.
  if (!memory || memory.ttlMs === 0) return read().then(deepFreeze);
  const { sql: text, params } = statement();
  const key = `${text}\n${JSON.stringify(params)}`;
  const hit = memory.entries.get(key);
  if (hit && Date.now() - hit.at < memory.ttlMs) return hit.rows as Promise<Row[]>;
  const rows = read().then(deepFreeze);
  const entry = { at: Date.now(), rows };
  // An answer read again goes to the back of the line; the oldest makes room.
  setBounded(memory.entries, memory.maxEntries, key, entry);
  // A failed read is not remembered (nor one forgotten meanwhile: `forget` cleared it).
  rows.catch(() => {
    if (memory.entries.get(key) === entry) memory.entries.delete(key);
  });
  return rows;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
