// Small helpers for loading the relations that `/full` answers, in one query per relation.

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
