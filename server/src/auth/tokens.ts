import {
  createRemoteJWKSet,
  decodeJwt,
  errors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { UnauthorizedError } from '../http/errors.ts';

/** Verifies an access token's signature, issuer and lifetime; answers its claims or throws 401. */
export type TokenVerifier = (token: string) => Promise<JWTPayload>;

/** Finds the signing keys of an issuer, or null when the issuer is not trusted. */
export type KeyResolver = (issuer: string) => Promise<JWTVerifyGetKey | null>;

/** A further check after the signature: e.g. that the token's grant was not revoked. */
export type TokenCheck = (claims: JWTPayload) => Promise<boolean>;

export function createTokenVerifier(keysFor: KeyResolver, stillValid?: TokenCheck): TokenVerifier {
  return async (token) => {
    let issuer: string | undefined;
    try {
      issuer = decodeJwt(token).iss;
    } catch {
      throw new UnauthorizedError('Invalid access token');
    }
    const keys = issuer ? await keysFor(issuer) : null;
    if (!issuer || !keys) throw new UnauthorizedError('Access token from an unknown issuer');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, { issuer, clockTolerance: 5 }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new UnauthorizedError('Access token expired');
      throw new UnauthorizedError('Invalid access token');
    }
    if (stillValid && !(await stillValid(payload)))
      throw new UnauthorizedError('Access token revoked');
    return payload;
  };
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
