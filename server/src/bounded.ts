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

/**
 * A memory of at most `maxEntries` values, each kept for its own time: what callers can make
 * up (issuers, realm names, addresses) must never grow it without bound or keep it forever.
 */
export type TtlCache<K, V> = {
  get(key: K): V | undefined;
  set(key: K, value: V, ttlMs: number): void;
  delete(key: K): void;
  readonly size: number;
};

export function createTtlCache<K, V>(
  maxEntries: number,
  now: () => number = Date.now,
): TtlCache<K, V> {
  const entries = new Map<K, { value: V; until: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (entry.until > now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key, value, ttlMs) {
      setBounded(entries, maxEntries, key, { value, until: now() + ttlMs });
    },
    delete(key) {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
