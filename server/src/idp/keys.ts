import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { idpKeys } from '../db/schema/index.ts';
import type { Db } from '../resources/resource-table.ts';

export type RealmKeys = { jwks: { keys: JWK[] }; cookieKeys: string[] };

/** A realm's signing and cookie keys, made on first use and kept in the database. */
export async function loadRealmKeys(db: Db, realm: string): Promise<RealmKeys> {
  const [stored] = await db.select().from(idpKeys).where(eq(idpKeys.realm, realm));
  if (stored) return { jwks: stored.jwks, cookieKeys: stored.cookieKeys };

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = {
    ...(await exportJWK(privateKey)),
    kid: `${realm}-${randomBytes(6).toString('hex')}`,
    alg: 'RS256',
    use: 'sig',
  };
  const created = { jwks: { keys: [jwk] }, cookieKeys: [randomBytes(32).toString('base64url')] };
  // Another process may have made them at the same moment: keep whichever was stored first.
  await db
    .insert(idpKeys)
    .values({
      realm,
      jwks: created.jwks,
      cookieKeys: created.cookieKeys,
    })
    .onConflictDoNothing();
  const [kept] = await db.select().from(idpKeys).where(eq(idpKeys.realm, realm));
  return kept ? { jwks: kept.jwks, cookieKeys: kept.cookieKeys } : created;
}

/** The public half of a JWK set, as the JWKS endpoint publishes it. */
export function publicJwks(jwks: { keys: JWK[] }): { keys: JWK[] } {
  return {
    keys: jwks.keys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
  };
}
