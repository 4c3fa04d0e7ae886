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

export type StaleWhileRevalidateOptions<V> = {
  /** An answer this young is given without asking again. */
  freshMs: number;
  /**
   * An older answer, up to this age (counted from when it was loaded), is given at once while a
   * fresh one loads, and kept when the load fails; past it the caller waits for the load.
   */
  maxStaleMs: number;
  /** A stale answer waits this long for the fresh one first (0: given at once). */
  waitMs?: number;
  /** Answers that may be given stale (default all): e.g. not a "not found". */
  mayServeStale?: (value: V) => boolean;
  maxEntries: number;
  now?: () => number;
};

export type StaleWhileRevalidate<K, V> = {
  get(key: K): Promise<V>;
  /** The next question about `key` waits for a fresh answer (after a change known here). */
  delete(key: K): void;
};

/**
 * A bounded memory of loaded answers that never makes a caller wait for a reload it can do
 * without: a stale answer (within `maxStaleMs`) is given while one load per key renews it. A
 * database held by a long write (PGlite's one session during an import) then delays only the
 * renewal, not the request.
 */
export function staleWhileRevalidate<K, V>(
  load: (key: K) => Promise<V>,
  options: StaleWhileRevalidateOptions<V>,
): StaleWhileRevalidate<K, V> {
  const { freshMs, maxStaleMs, waitMs = 0, mayServeStale = () => true, maxEntries } = options;
  const now = options.now ?? Date.now;
  const answers = new Map<K, { value: V; at: number }>();
  const loading = new Map<K, Promise<V>>();
  /** Advanced by each `delete`: a load begun before it may have read what the change undid. */
  let epoch = 0;
  const reload = (key: K): Promise<V> => {
    const pending = loading.get(key);
    if (pending) return pending;
    const begun = epoch;
    // A failed load leaves the last answer (within its bound); the next question tries again.
    const started = load(key).then((value) => {
      if (begun === epoch) setBounded(answers, maxEntries, key, { value, at: now() });
      return value;
    });
    setBounded(loading, maxEntries, key, started);
    void started
      .finally(() => {
        if (loading.get(key) === started) loading.delete(key);
      })
      .catch(() => undefined);
    return started;
  };
  return {
    get(key) {
      const known = answers.get(key);
      const age = known ? now() - known.at : Infinity;
      if (known && age < freshMs) return Promise.resolve(known.value);
      if (!known || age >= maxStaleMs || !mayServeStale(known.value)) return reload(key);
      const fresh = reload(key);
      // A failed renewal answers the stale value (it is within its bound).
      const renewed = fresh.catch(() => known.value);
      if (waitMs <= 0) return Promise.resolve(known.value);
      return Promise.race([
        renewed,
        new Promise<V>((resolve) => {
          setTimeout(() => {
            resolve(known.value);
          }, waitMs).unref();
        }),
      ]);
    },
    delete(key) {
      epoch++;
      answers.delete(key);
      loading.delete(key);
    },
  };
}
