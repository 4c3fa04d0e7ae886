import {
  createRemoteJWKSet,
  decodeJwt,
  errors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { UnauthorizedError } from '../http/errors.ts';
import { createTtlCache, setBounded } from '../bounded.ts';
import type { RealmDirectory } from './realms.ts';

/** Verifies an access token's signature, issuer and lifetime; answers its claims or throws 401. */
export type TokenVerifier = (token: string) => Promise<JWTPayload>;

/** Finds the signing keys of an issuer, or null when the issuer is not trusted. */
export type KeyResolver = (issuer: string) => Promise<JWTVerifyGetKey | null>;

/** A further check after the signature: e.g. that the token's grant was not revoked. */
export type TokenCheck = (claims: JWTPayload) => Promise<boolean>;

/** How many verified tokens are remembered (a token is a few hundred bytes). */
const VERIFIED_TOKENS = 5000;
const CLOCK_TOLERANCE_S = 5;

/**
 * Verifies a token once: its claims are then remembered, by the exact token string, until it
 * expires, so that a signed-in user's next requests skip the signature check (about a tenth of a
 * millisecond each). A token without an expiry is not remembered. The further check (revocation)
 * still runs on every request.
 */
export function createTokenVerifier(keysFor: KeyResolver, stillValid?: TokenCheck): TokenVerifier {
  const verified = new Map<string, JWTPayload>();
  const verifyOnce = async (token: string): Promise<JWTPayload> => {
    const payload = await verifySignature(keysFor, token);
    if (typeof payload.exp !== 'number') return payload;
    setBounded(verified, VERIFIED_TOKENS, token, payload);
    return payload;
  };
  return async (token) => {
    const payload = verified.get(token) ?? (await verifyOnce(token));
    if (payload.exp !== undefined && payload.exp + CLOCK_TOLERANCE_S < Date.now() / 1000) {
      verified.delete(token);
      throw new UnauthorizedError('Access token expired');
    }
    if (stillValid && !(await stillValid(payload)))
      throw new UnauthorizedError('Access token revoked');
    return payload;
  };
}

async function verifySignature(keysFor: KeyResolver, token: string): Promise<JWTPayload> {
  let issuer: string | undefined;
  try {
    issuer = decodeJwt(token).iss;
  } catch {
    throw new UnauthorizedError('Invalid access token');
  }
  const keys = issuer ? await keysFor(issuer) : null;
  if (!issuer || !keys) throw new UnauthorizedError('Access token from an unknown issuer');
  try {
    const { payload } = await jwtVerify(token, keys, {
      issuer,
      clockTolerance: CLOCK_TOLERANCE_S,
    });
    return payload;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new UnauthorizedError('Access token expired');
    throw new UnauthorizedError('Invalid access token');
  }
}

/** A realm's keys are looked up again after this; jose's key set follows rotations meanwhile. */
const KEYS_TTL_MS = 60 * 60_000;
/** A realm whose discovery failed is not asked again before this. */
const FAILED_TTL_MS = 30_000;
/** At most this many realms' key sets are kept (one per known realm that signed a token). */
const MAX_REALM_KEYS = 1000;

/**
 * Trusts the realms under `{identityUrl}/realms/` that belong to an organization: the embedded
 * provider or an external one such as Keycloak. Keys come from each realm's discovery document.
 * A token naming any other issuer is refused without a request to anyone, and what is kept is
 * bounded in number and time, failures included (issue 35: made-up issuers cost nothing).
 */
export function issuerKeyResolver(
  identityUrl: string,
  realms: RealmDirectory,
  fetchJson = defaultFetchJson,
  now: () => number = Date.now,
): KeyResolver {
  const prefix = `${identityUrl.replace(/\/$/, '')}/realms/`;
  const cache = createTtlCache<string, Promise<JWTVerifyGetKey | null>>(MAX_REALM_KEYS, now);
  const discover = (issuer: string) =>
    fetchJson(`${issuer}/.well-known/openid-configuration`).then((discovery) => {
      const jwksUri = (discovery as { jwks_uri?: unknown } | null)?.jwks_uri;
      return typeof jwksUri === 'string' ? createRemoteJWKSet(new URL(jwksUri)) : null;
    });
  return async (issuer) => {
    const realm = issuer.startsWith(prefix) ? issuer.slice(prefix.length) : '';
    if (realm === '' || realm.includes('/') || !(await realms.has(realm))) return null;
    let keys = cache.get(issuer);
    if (!keys) {
      keys = discover(issuer).catch(() => null);
      cache.set(issuer, keys, KEYS_TTL_MS);
      // A realm that could not be reached is asked again, but not at every request.
      void keys.then((found) => {
        if (found === null) cache.set(issuer, Promise.resolve(null), FAILED_TTL_MS);
      });
    }
    return keys;
  };
}

async function defaultFetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) return null;
  return response.json();
}
