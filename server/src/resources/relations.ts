// Small helpers for loading the relations that `/full` answers, in one query per relation.
import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './resource-table.ts';

export function byId<T extends { id: number }>(rows: readonly T[]): Map<number, T> {
  return new Map(rows.map((row) => [row.id, row]));
}

/** Adds a value to the list kept under `key` (in place: copying the list each time is quadratic). */
export function append<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) append(groups, key(row), row);
  return groups;
}

export const idsOf = (items: readonly { id: number }[]): number[] => items.map((item) => item.id);

export type Named = { id: number; name: string };
type NamedTable = PgTable & { id: PgColumn; name: PgColumn };

/**
 * The id and name of the rows of a table that the items' `key` names, by id (each id asked once,
 * null ids left out).
 */
export async function namesOf<K extends string>(
  db: Db,
  table: NamedTable,
  items: readonly Record<K, number | null>[],
  key: K,
): Promise<Map<number, Named>> {
  const ids = items.map((item) => item[key]);
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(inArray(table.id, wanted));
  return new Map(
    rows.map((row) => [Number(row.id), { id: Number(row.id), name: String(row.name) }]),
  );
}

/** A related row's id and name; one the caller may not see keeps its id, with no name. */
export const namedOr = (names: ReadonlyMap<number, Named>, id: number): Named =>
  names.get(id) ?? { id, name: '' };

/** Each item with the id and name of the row of `table` that its `idKey` names, under `key`. */
export async function withNamed<T extends Record<I, number>, K extends string, I extends string>(
  db: Db,
  items: T[],
  key: K,
  table: NamedTable,
  idKey: I,
): Promise<(T & Record<K, Named>)[]> {
  const names = await namesOf(db, table, items, idKey);
  return items.map(
    (item) => ({ ...item, [key]: namedOr(names, item[idKey]) }) as T & Record<K, Named>,
  );
}
