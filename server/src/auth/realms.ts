// Which realms exist: a realm is an organization's, so its name is data the server has. Asked
// for every token's issuer and by the sign-in page (is this first path segment a realm?), so it
// is answered from memory: the whole list is read at most every `ttlMs`, and a name not in it
// reloads the list at most every `missReloadMs`, whatever names callers make up.
import { organizations } from '../db/schema/index.ts';
import type { Db } from '../resources/resource-table.ts';

export type RealmDirectory = {
  has(realm: string): Promise<boolean>;
  /** The next question reads the list again (after a write that may have added a realm). */
  forget(): void;
};

export type RealmDirectoryOptions = {
  /** How long a loaded list answers before it is read again. */
  ttlMs?: number;
  /** A name not in the list reloads it, but not more often than this (a new organization). */
  missReloadMs?: number;
  now?: () => number;
};

export function createRealmDirectory(
  load: () => Promise<readonly string[]>,
  { ttlMs = 60_000, missReloadMs = 5_000, now = Date.now }: RealmDirectoryOptions = {},
): RealmDirectory {
  let known = new Set<string>();
  let loadedAt = -Infinity;
  let loading: Promise<void> | null = null;
  const reload = (): Promise<void> => {
    loading ??= load()
      .then((names) => {
        known = new Set(names);
        loadedAt = now();
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };
  return {
    async has(realm) {
      const age = now() - loadedAt;
      if (age >= ttlMs || (!known.has(realm) && age >= missReloadMs)) await reload();
      return known.has(realm);
    },
    forget() {
      loadedAt = -Infinity;
    },
  };
}

/** The realms of the organizations in the database. */
export function databaseRealms(db: Db, options?: RealmDirectoryOptions): RealmDirectory {
  return createRealmDirectory(async () => {
    const rows = await db.select({ realm: organizations.realm }).from(organizations);
    return rows.map((row) => row.realm);
  }, options);
}
