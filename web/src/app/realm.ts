import { appRouteSegments } from './routeTable.ts';

export type RealmLocation = {
  realm: string;
  /** The router's basename: `/{realm}` when the address names the realm, else `/`. */
  basename: string;
};

type RealmOptions = {
  defaultRealm: string;
  /** The realms that exist; when given, a first segment that names none of them is no realm. */
  realms?: readonly string[];
  routeSegments?: ReadonlySet<string>;
};

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Specification section 1: the first path segment names the realm unless it is a known app
 * route; otherwise the default realm is used.
 */
export function resolveRealm(pathname: string, options: RealmOptions): RealmLocation {
  const { defaultRealm, realms = [], routeSegments = appRouteSegments } = options;
  const first = pathname.split('/').find((segment) => segment !== '');
  const candidate = first === undefined ? null : decodeSegment(first);
  const isRealm =
    first !== undefined &&
    candidate !== null &&
    candidate !== '' &&
    !routeSegments.has(candidate) &&
    // An unknown segment is more likely a mistyped page than a realm: let the router say 404.
    (realms.length === 0 || realms.includes(candidate));
  if (!isRealm) return { realm: defaultRealm, basename: '/' };
  return { realm: candidate, basename: `/${first}` };
}
