// Access tokens for tests: signed with a key pair made for the test run, and trusted by the app
// under test through the same verifier it uses in production (only the key source differs).
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWK,
} from 'jose';
import { createTokenVerifier, type TokenVerifier } from '../../src/auth/tokens.ts';

export const TEST_IDENTITY_URL = 'http://identity.test/auth';
export const issuerOf = (realm: string) => `${TEST_IDENTITY_URL}/realms/${realm}`;

type KeyPair = { privateKey: CryptoKey; jwk: JWK };
async function makeKeyPair(kid: string): Promise<KeyPair> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  return { privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

const trusted = await makeKeyPair('test-key');
/** A key nobody trusts, for tampered and foreign tokens. */
export const untrusted = await makeKeyPair('other-key');

/** The test realms' keys: the trusted key for any realm under the test identity URL. */
export const testKeyResolver = (issuer: string) =>
  Promise.resolve(
    issuer.startsWith(`${TEST_IDENTITY_URL}/realms/`)
      ? createLocalJWKSet({ keys: [trusted.jwk] })
      : null,
  );

export const testTokenVerifier: TokenVerifier = createTokenVerifier(testKeyResolver);

export type TokenClaims = {
  email?: string;
  name?: string;
  roles?: string[];
  realm: string;
  orgKey?: string;
  groups?: string[];
  permissions?: string[];
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  issuer?: string;
  signWith?: KeyPair;
};

export async function signToken(claims: TokenClaims): Promise<string> {
  const key = claims.signWith ?? trusted;
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({
    ...(claims.email === undefined ? {} : { email: claims.email }),
    name: claims.name ?? claims.email ?? 'Test User',
    realm_access: { roles: claims.roles ?? ['viewer'] },
    groups: claims.groups ?? [],
    ...(claims.orgKey ? { org_key: claims.orgKey } : {}),
    ...(claims.permissions ? { permissions: claims.permissions } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.jwk.kid ?? '' })
    .setSubject(claims.email ?? 'nobody')
    .setIssuer(claims.issuer ?? issuerOf(claims.realm))
    .setAudience('atrium-web')
    .setIssuedAt(now - 60)
    .setExpirationTime(now + (claims.expiresIn ?? 300));
  return jwt.sign(key.privateKey);
}
