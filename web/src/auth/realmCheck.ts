import { ZRealmCheckSchema, type RuntimeConfig } from '@atrium/contract';
import { resolveRealm } from '../app/realm.ts';

/**
 * The organization (realm) the address names when Atrium does not know it, else null. The
 * first path segment names a realm unless it is an app route (specification section 1); the
 * server says whether it is one (`/api/config/realms/{realm}`), as the list of realms is not
 * public. An unknown one is said so, instead of silently signing in to the default realm.
 */
export async function unknownRealmOf(
  pathname: string,
  config: Pick<RuntimeConfig, 'defaultRealm'>,
): Promise<string | null> {
  const { realm, basename } = resolveRealm(pathname, { defaultRealm: config.defaultRealm });
  if (basename === '/') return null;
  const response = await fetch(`/api/config/realms/${encodeURIComponent(realm)}`, {
    headers: { accept: 'application/json' },
  });
  // A name the server refuses to look up (too long, say) is no realm either.
  if (response.status >= 400 && response.status < 500) return realm;
  if (!response.ok) {
    throw new Error(`The server answered the realm check with ${String(response.status)}`);
  }
  return ZRealmCheckSchema.parse(await response.json()).known ? null : realm;
}
