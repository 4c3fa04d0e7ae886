// Structure reads remembered between writes (docs/decisions.md): what a statistics call is about
// (the buildings in the caller's scope, their zones and data sources, the group and its seats)
// changes only when someone edits buildings, floors, spaces, leases or data sources, yet every
// call asks for it. An answer is remembered by its reader's name and inputs, per database, until this process serves a request that may have written (`forget`), or for `ttlMs`, which
// bounds how long a write made by another server process may go unseen.
import type { SQL } from 'drizzle-orm';
import type { Db } from '../resources/resource-table.ts';
import { buildQuery, runPrepared, type BuiltQuery } from './prepared.ts';
import { setBounded } from '../bounded.ts';

type Entry = {
  at: number;
  rows: Promise<unknown[]>;
  /** The statement the answer was read with, kept only to check keys. */
  statement: string | null;
};
type Memory = {
  ttlMs: number;
  maxEntries: number;
  /** Build every remembered query again on a hit and check that its statement is the same. */
  checkKeys: boolean;
  entries: Map<string, Entry>;
};
const memories = new WeakMap<Db, Memory>();

export type StructureMemory = { forget: () => void };

/** Whether remembered reads of the database check their keys (the tests). */
export const checksKeys = (db: Db): boolean => memories.get(db)?.checkKeys ?? false;

/** Turns remembering on for the database's structure reads (the app does, unless ttlMs is 0). */
export function rememberStructureReads(
  db: Db,
  options: { ttlMs: number; maxEntries: number; checkKeys?: boolean },
): StructureMemory {
  memories.set(db, { checkKeys: false, ...options, entries: new Map() });
  return {
    forget: () => {
      memories.get(db)?.entries.clear();
    },
  };
}

export type Statement = { sql: string; params: unknown[] };
/** A statement's text and values, as one string: what a remembered answer was read with. */
export const textOf = ({ sql, params }: Statement) => `${sql}\n${JSON.stringify(params)}`;

/**
 * The condition of a remembered read: `key` names every input it depends on (so that a hit is
 * found without building it), `build` builds it only when the read is sent. Rendering a
 * condition to key the read by its text took about 0.2 ms a request. With `checkKeys` (the
 * tests) a hit builds it too, so a key that leaves out an input fails.
 */
export type KeyedCondition = { key: readonly unknown[]; build: () => SQL | undefined };
export const keyed = (key: readonly unknown[], build: () => SQL | undefined): KeyedCondition => ({
  key,
  build,
});

/**
 * `readPrepared` for a read of structure only (never readings or rollups): while remembering is
 * on, its rows are remembered under `key`, the reader's name and every input the statement
 * depends on (the scope, ids, a condition's `statementOf`). The statement is built and rendered
 * only to be read: for the reads every call sends (its target), rendering would cost more than
 * the lookup. With `checkKeys` (the tests) a hit builds it too, and a key that does not name
 * everything the statement depends on throws.
 */
export async function rememberStatement<Row>(
  db: Db,
  key: readonly unknown[],
  build: () => SQL,
): Promise<readonly Row[]> {
  let query: BuiltQuery | undefined;
  const built = () => (query ??= buildQuery(build()));
  return remembered(
    db,
    JSON.stringify(key),
    () => textOf(built()),
    () => runPrepared<Row>(db, built()),
  );
}

/**
 * A Drizzle query (select builder) of structure only, remembered as `rememberStatement` is,
 * under `key`. Building and rendering a select with joins takes up to 0.2 ms, so an answer is
 * found by its key and the query built only to be read.
 */
export async function rememberQuery<Row>(
  db: Db,
  key: readonly unknown[],
  build: () => PromiseLike<Row[]> & { toSQL: () => Statement },
): Promise<readonly Row[]> {
  let query: ReturnType<typeof build> | undefined;
  const built = () => (query ??= build());
  return remembered(
    db,
    JSON.stringify(key),
    () => textOf(built().toSQL()),
    () => Promise.resolve(built()),
  );
}

type Derived = { from: readonly object[]; value: unknown };
const derivations = new WeakMap<object, Map<string, Derived>>();

/**
 * `compute()`, kept with the remembered rows it is worked out from (`from`: a grouping of a
 * portfolio's leases, its thousands of space ids as one parameter). Remembered rows are frozen
 * and shared by every request until a write or the time limit replaces them, so what is worked
 * out from them stays true for exactly as long: it is kept under the first of them (in a
 * WeakMap, gone with them) and worked out again when any of them is another array. The value is
 * frozen; it is kept only when every source is frozen (remembered rows, or another kept value).
 */
export function derivedFrom<T>(name: string, from: readonly object[], compute: () => T): T {
  const [first] = from;
  if (first === undefined || !from.every((rows) => Object.isFrozen(rows)))
    return deepFreeze(compute());
  let kept = derivations.get(first);
  if (!kept) derivations.set(first, (kept = new Map<string, Derived>()));
  const hit = kept.get(name);
  if (hit && hit.from.length === from.length && hit.from.every((rows, i) => rows === from[i]))
    return hit.value as T;
  // Frozen like the rows: every later request gets the same value.
  const value = deepFreeze(compute());
  kept.set(name, { from, value });
  return value;
}

/** `read`'s rows, remembered under `key` (its statement is asked for only to check keys). */
async function remembered<Row>(
  db: Db,
  key: string,
  statement: () => string,
  read: () => Promise<Row[]>,
): Promise<readonly Row[]> {
  const memory = memories.get(db);
  // Frozen, remembered or not, since every later request may get the same rows.
  if (!memory || memory.ttlMs === 0) return read().then(deepFreeze);
  const hit = memory.entries.get(key);
  if (hit && Date.now() - hit.at < memory.ttlMs) {
    if (memory.checkKeys && hit.statement !== statement())
      throw new Error(`A remembered read's key does not name all its statement depends on: ${key}`);
    return hit.rows as Promise<Row[]>;
  }
  const rows = read().then(deepFreeze);
  const entry = { at: Date.now(), rows, statement: memory.checkKeys ? statement() : null };
  // An answer read again goes to the back of the line; the oldest makes room.
  setBounded(memory.entries, memory.maxEntries, key, entry);
  // A failed read is not remembered (nor one forgotten meanwhile: `forget` cleared it).
  rows.catch(() => {
    if (memory.entries.get(key) === entry) memory.entries.delete(key);
  });
  return rows;
}

/** Freezes the value and all it holds (a Map's values too; the Map itself stays writable). */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of value instanceof Map ? value.values() : Object.values(value))
      deepFreeze(inner);
  }
  return value;
}
