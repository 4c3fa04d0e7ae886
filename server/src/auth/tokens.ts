import {
  createRemoteJWKSet,
  decodeJwt,
  errors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { UnauthorizedError } from '../http/errors.ts';
import { setBounded } from '../bounded.ts';

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

/**
 * Trusts the realms under `{identityUrl}/realms/`: the embedded provider or an external one
 * such as Keycloak. Keys come from each realm's discovery document, cached by jose.
 */
export function issuerKeyResolver(identityUrl: string, fetchJson = defaultFetchJson): KeyResolver {
  const prefix = `${identityUrl.replace(/\/$/, '')}/realms/`;
  const cache = new Map<string, Promise<JWTVerifyGetKey | null>>();
  return (issuer) => {
    if (!issuer.startsWith(prefix) || issuer.slice(prefix.length).includes('/'))
      return Promise.resolve(null);
    let keys = cache.get(issuer);
    if (!keys) {
      keys = fetchJson(`${issuer}/.well-known/openid-configuration`).then((discovery) => {
        const jwksUri = (discovery as { jwks_uri?: unknown } | null)?.jwks_uri;
        return typeof jwksUri === 'string' ? createRemoteJWKSet(new URL(jwksUri)) : null;
      });
      // A realm that could not be reached is asked again on the next request.
      keys.catch(() => cache.delete(issuer));
      cache.set(issuer, keys);
    }
    return keys.catch(() => null);
  };
}

async function defaultFetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) return null;
  return response.json();
}
