// The signed-in user as an access token describes them (specification section 3). The server
// verifies the token before reading it; the web reads the same claims to shape what it shows.

/** The user the access token names; the first known role is the main one. */
export type TokenUser = {
  id: string;
  email: string;
  name: string;
  orgKey: string | null;
  title: string | null;
  roles: string[];
  realm: string;
  /** Group paths with the leading slash stripped. */
  groups: string[];
  /** Permissions granted on top of the role (the `permissions` claim). */
  permissions: string[];
};

const stringOr = (value: unknown, fallback: string | null): string | null =>
  typeof value === 'string' && value !== '' ? value : fallback;
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The realm is the last path segment of a Keycloak-style issuer: `…/realms/{realm}`. */
export function realmOfIssuer(issuer: unknown): string | null {
  const match = typeof issuer === 'string' ? /\/realms\/([^/]+)\/?$/.exec(issuer) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * Reads the user from access-token claims. Throws 'Email is required for user' or
 * 'Realm is required for user' (specification section 8) when those claims are missing.
 */
export function tokenUserFromClaims(claims: Readonly<Record<string, unknown>>): TokenUser {
  const email = stringOr(claims.email, null);
  if (!email) throw new Error('Email is required for user');
  const realm = realmOfIssuer(claims.iss);
  if (!realm) throw new Error('Realm is required for user');
  const realmAccess = claims.realm_access;
  const roles =
    typeof realmAccess === 'object' && realmAccess !== null && 'roles' in realmAccess
      ? strings(realmAccess.roles)
      : [];
  return {
    id: stringOr(claims.sub, email) ?? email,
    email: email.toLowerCase(),
    name: stringOr(claims.name, null) ?? stringOr(claims.preferred_username, email) ?? email,
    orgKey: stringOr(claims.org_key, null),
    title: stringOr(claims.title, null),
    roles,
    realm,
    groups: strings(claims.groups).map((group) => group.replace(/^\//, '')),
    permissions: strings(claims.permissions),
  };
}
