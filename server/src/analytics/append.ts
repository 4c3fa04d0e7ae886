/** Adds a value to the list kept under `key` (in place: copying the list each time is quadratic). */
export function append<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
