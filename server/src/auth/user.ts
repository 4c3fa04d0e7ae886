import type { JWTPayload } from 'jose';
import type { OrganizationType } from '@atrium/contract';
import { UnauthorizedError } from '../http/errors.ts';

export type OrganizationRef = {
  id: number;
  key: string;
  name: string;
  type: OrganizationType;
  realm: string;
};

/** The signed-in user, as the verified access token describes them (specification section 3). */
export type TokenUser = {
  id: string;
  email: string;
  name: string;
  orgKey: string | null;
  title: string | null;
  /** The first is the main role. */
  roles: string[];
  realm: string;
  groups: string[];
  /** Permissions granted on top of the role. */
  permissions: string[];
};
export type RequestUser = TokenUser & { organization: OrganizationRef };

const stringOr = (value: unknown, fallback: string | null): string | null =>
  typeof value === 'string' && value !== '' ? value : fallback;
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The realm is the last path segment of a Keycloak-style issuer: `…/realms/{realm}`. */
export function realmOfIssuer(issuer: string | undefined): string | null {
  const match = issuer ? /\/realms\/([^/]+)\/?$/.exec(issuer) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export function userFromClaims(claims: JWTPayload): TokenUser {
  const email = stringOr(claims.email, null);
  if (!email) throw new UnauthorizedError('Email is required for user');
  const realm = realmOfIssuer(claims.iss);
  if (!realm) throw new UnauthorizedError('Realm is required for user');
  const realmAccess = claims.realm_access as { roles?: unknown } | undefined;
  return {
    id: stringOr(claims.sub, email) ?? email,
    email: email.toLowerCase(),
    name: stringOr(claims.name, null) ?? stringOr(claims.preferred_username, email) ?? email,
    orgKey: stringOr(claims.org_key, null),
    title: stringOr(claims.title, null),
    roles: strings(realmAccess?.roles),
    realm,
    groups: strings(claims.groups).map((group) => group.replace(/^\//, '')),
    permissions: strings(claims.permissions),
  };
}
