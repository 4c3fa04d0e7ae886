// Bounded memories (verified tokens, cached answers, prepared statement names): at most `limit` entries,
// the oldest making room.

/** Sets `key` last in the map's order; past `limit` entries the first (oldest) one goes. */
export function setBounded<K, V>(map: Map<K, V>, limit: number, key: K, value: V): void {
  map.delete(key);
  if (map.size >= limit) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(key, value);
}
