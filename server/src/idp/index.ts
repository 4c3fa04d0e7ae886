// The embedded identity provider mounted at `/auth/realms/{realm}`: oidc-provider handles the
// protocol; Atrium renders the sign-in page and checks passwords.
import type { FastifyInstance, FastifyReply } from 'fastify';
import formbody from '@fastify/formbody';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { createLocalJWKSet } from 'jose';
import type { Provider } from 'oidc-provider';
import { oidcPayloads, organizations } from '../db/schema/index.ts';
import type { Db } from '../resources/resource-table.ts';
import type { KeyResolver, TokenCheck } from '../auth/tokens.ts';
import type { RealmDirectory } from '../auth/realms.ts';
import { verifyPassword, hashPassword } from '../auth/passwords.ts';
import { recordAudit } from '../audit/audit.ts';
import { API_RESOURCE, API_SCOPE, createRealmProvider, GRANTED_SCOPES } from './provider.ts';
import { findRealmAccount } from './accounts.ts';
import { loadRealmKeys, publicJwks } from './keys.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { createAttemptLimiter, SIGN_IN_LIMITS, tooManyAttempts } from './rate-limit.ts';
import { renderLogin, renderUnknownRealm } from './views.ts';
import { staleWhileRevalidate, type StaleWhileRevalidate } from '../bounded.ts';
import { registerPasswordPage } from './password-page.ts';

/** How long a grant seen live may answer for itself while the database does not answer. */
export const GRANT_MAX_STALE_MS = 10 * 60_000;
/** How long a request waits for the database's word on its grant before the last one is taken. */
export const GRANT_WAIT_MS = 250;

/**
 * Whether a token's grant is still live (not signed out, not expired), for a single process
 * (IdentityOptions.singleProcess): asked of the database at every request, but a grant seen live
 * answers for itself when the database has not answered within GRANT_WAIT_MS (PGlite's one session held by a long import's write), for up to
 * GRANT_MAX_STALE_MS since it was last seen. A sign-out in this process forgets the grant at once;
 * a grant seen gone ("false") is never given stale.
 */
export function grantLiveness(
  isLive: (key: string) => Promise<boolean>,
  now: () => number = Date.now,
): StaleWhileRevalidate<string, boolean> {
  return staleWhileRevalidate(isLive, {
    freshMs: 0,
    maxStaleMs: GRANT_MAX_STALE_MS,
    waitMs: GRANT_WAIT_MS,
    mayServeStale: (live) => live,
    maxEntries: 10_000,
    now,
  });
}

export type IdentityOptions = {
  db: Db;
  identityUrl: string;
  clientId: string;
  frontendUrls: string[];
  accessTokenTtl: number;
  /** Which realms exist, answered from memory: a made-up realm costs no query. */
  realms: RealmDirectory;
  /** Tells the read cache of a write made outside /api (a password set from a link). */
  onWrite?: () => Promise<void>;
  /**
   * The only process on its database (embedded PGlite): every sign-out passes through it, so a
   * grant seen live may answer for itself while a long write holds the database (grantLiveness).
   * With several processes (PostgreSQL) a sign-out in another is seen only in the database, so
   * each request asks it.
   */
  singleProcess?: boolean;
};

type Realm = { provider: Provider; organizationId: number; organizationName: string };

export const INVALID_CREDENTIALS = 'Invalid email or password';

// Compared against when the email is unknown, so that both failures take as long.
const decoyHash = hashPassword('decoy password that matches nothing');

export function registerIdentityProvider(
  app: FastifyInstance,
  options: IdentityOptions,
): { keysFor: KeyResolver; grantIsLive: TokenCheck } {
  const { db } = options;
  const mountBase = `${new URL(options.identityUrl).pathname.replace(/\/$/, '')}/realms`;
  const realms = new Map<string, Promise<Realm>>();
  const grantInDatabase = async (key: string) => {
    const [grant] = await db
      .select({ key: oidcPayloads.key })
      .from(oidcPayloads)
      .where(
        and(
          eq(oidcPayloads.key, key),
          or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date())),
        ),
      );
    return grant !== undefined;
  };
  const liveGrants = options.singleProcess
    ? grantLiveness(grantInDatabase)
    : { get: grantInDatabase, delete: () => undefined };
  const limiter = createAttemptLimiter(SIGN_IN_LIMITS);

  async function organizationOfRealm(realm: string) {
    const [org] = await db
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(eq(organizations.realm, realm));
    return org ?? null;
  }

  /** The realm's provider, made once; null when no organization has this realm. */
  async function realmOf(realm: string): Promise<Realm | null> {
    const cached = realms.get(realm);
    if (cached) return cached;
    if (!(await options.realms.has(realm))) return null;
    const organization = await organizationOfRealm(realm);
    if (!organization) return null;
    const made = createRealmProvider({
      ...options,
      realm,
      onGrantGone: (key) => {
        liveGrants.delete(key);
      },
    }).then((provider) => {
      provider.on('end_session.success', (ctx) => {
        void recordAudit(db, {
          actorEmail: ctx.oidc.session?.accountId ?? 'unknown',
          actorOrganizationId: organization.id,
          action: 'sign-out',
          resource: 'session',
        });
      });
      return { provider, organizationId: organization.id, organizationName: organization.name };
    });
    made.catch(() => realms.delete(realm));
    realms.set(realm, made);
    return made;
  }

  async function unknownRealm(reply: FastifyReply, realm: string) {
    return reply.code(404).type('text/html').send(renderUnknownRealm(realm));
  }

  // Everything the protocol defines goes to oidc-provider, before Fastify reads the body.
  app.route<{ Params: { realm: string } }>({
    method: ['GET', 'POST', 'OPTIONS'],
    url: `${mountBase}/:realm/*`,
    onRequest: async (request, reply) => {
      const found = await realmOf(request.params.realm);
      if (!found) return unknownRealm(reply, request.params.realm);
      const prefix = `${mountBase}/${encodeURIComponent(request.params.realm)}`;
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '').slice(prefix.length) || '/';
      void reply.hijack();
      await found.provider.callback()(raw, reply.raw);
    },
    handler: () => undefined,
  });

  registerPasswordPage(app, {
    db,
    mountBase,
    frontendUrl: options.frontendUrls[0] ?? '',
    onWrite: options.onWrite,
  });

  void app.register(async (forms) => {
    await forms.register(formbody);

    forms.get<{ Params: { realm: string; uid: string } }>(
      `${mountBase}/:realm/interaction/:uid`,
      async (request, reply) => {
        const found = await realmOf(request.params.realm);
        if (!found) return unknownRealm(reply, request.params.realm);
        const details = await found.provider.interactionDetails(request.raw, reply.raw);
        if (details.prompt.name === 'login') {
          return reply.type('text/html').send(
            renderLogin({
              action: `${request.url}/login`,
              organizationName: found.organizationName,
            }),
          );
        }
        // Consent for Atrium's own web app is implied.
        const { Grant } = found.provider;
        const grant = details.grantId ? await Grant.find(details.grantId) : undefined;
        const granted =
          grant ??
          new Grant({
            accountId: details.session?.accountId,
            clientId: String(details.params.client_id),
          });
        granted.addOIDCScope(GRANTED_SCOPES);
        granted.addResourceScope(API_RESOURCE, API_SCOPE);
        const grantId = await granted.save();
        void reply.hijack();
        await found.provider.interactionFinished(
          request.raw,
          reply.raw,
          { consent: { grantId } },
          { mergeWithLastSubmission: true },
        );
      },
    );

    forms.post<{
      Params: { realm: string; uid: string };
      Body: { username?: unknown; password?: unknown };
    }>(`${mountBase}/:realm/interaction/:uid/login`, async (request, reply) => {
      const found = await realmOf(request.params.realm);
      if (!found) return unknownRealm(reply, request.params.realm);
      await found.provider.interactionDetails(request.raw, reply.raw);
      const email = typeof request.body.username === 'string' ? request.body.username.trim() : '';
      const password = typeof request.body.password === 'string' ? request.body.password : '';
      const again = (status: number, error: string) =>
        reply
          .code(status)
          .type('text/html')
          .send(
            renderLogin({
              action: request.url,
              organizationName: found.organizationName,
              email,
              error,
            }),
          );

      // request.ip is the client's address behind a trusted proxy (TRUST_PROXY, README).
      const attempt = { realm: request.params.realm, account: email, address: request.ip };
      const verdict = limiter.check(attempt);
      if (!verdict.allowed) {
        void reply.header('retry-after', String(verdict.retryAfterS));
        return again(429, tooManyAttempts(verdict.retryAfterS));
      }
      if (verdict.delayMs > 0) await sleep(verdict.delayMs);
      const account = email ? await findRealmAccount(db, request.params.realm, { email }) : null;
      const valid =
        account?.passwordHash && account.isActive
          ? await verifyPassword(password, account.passwordHash)
          : await verifyPassword(password, await decoyHash).then(() => false);
      if (!account || !valid) {
        limiter.recordFailure(attempt);
        await recordAudit(db, {
          actorEmail: email || '(empty)',
          actorOrganizationId: found.organizationId,
          action: 'sign-in-failed',
          resource: 'session',
          requestId: request.id,
        });
        return again(401, INVALID_CREDENTIALS);
      }
      limiter.recordSuccess(attempt);
      await recordAudit(db, {
        actorEmail: account.email,
        actorUserId: account.id,
        actorOrganizationId: found.organizationId,
        action: 'sign-in',
        resource: 'session',
        requestId: request.id,
      });
      void reply.hijack();
      await found.provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: String(account.id) } },
        { mergeWithLastSubmission: false },
      );
    });
  });

  // The API trusts the embedded realms directly, without fetching its own discovery document.
  const realmKeys = new Map<string, ReturnType<typeof createLocalJWKSet>>();
  const keysFor: KeyResolver = async (issuer) => {
    const prefix = `${options.identityUrl}/realms/`;
    if (!issuer.startsWith(prefix)) return null;
    const realm = decodeURIComponent(issuer.slice(prefix.length));
    const cached = realmKeys.get(realm);
    if (cached) return cached;
    if (realm.includes('/') || !(await options.realms.has(realm))) return null;
    const keys = createLocalJWKSet(publicJwks((await loadRealmKeys(db, realm)).jwks));
    realmKeys.set(realm, keys);
    return keys;
  };
  const grantIsLive: TokenCheck = async (claims) => {
    const realm = claims.iss?.slice(`${options.identityUrl}/realms/`.length);
    if (typeof claims.grant_id !== 'string' || !realm) return false;
    return liveGrants.get(`${realm}:Grant:${claims.grant_id}`);
  };
  return { keysFor, grantIsLive };
}
