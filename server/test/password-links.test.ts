// One-time password links (issue 32, item 3): an admin asks for one for a user of their own
// organization; the embedded provider's page sets the password once; an external provider keeps
// its passwords (409).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { users } from '../src/db/schema/index.ts';
import { verifyPassword } from '../src/auth/passwords.ts';
import { LINK_NOT_VALID, PASSWORDS_DIFFER } from '../src/idp/password-page.ts';
import { EXTERNAL_PASSWORDS } from '../src/resources/users/password-links.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';
import { TEST_IDENTITY_URL, testTokenVerifier } from './support/tokens.ts';

type Link = { id: number; url: string; expiresAt: string };
const FRONTEND = 'http://app.test';

describe.each(databaseKinds)('password links on %s', (kind) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let p: Portfolio;
  let harborAdmin: string;
  beforeAll(async () => {
    // The embedded provider, with the test's tokens trusted for the API.
    database = await openTestDatabase(kind);
    await migrateDatabase(database);
    const config = loadConfig({
      ATRIUM_DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl,
      LOG_LEVEL: 'silent',
      IDENTITY_URL: TEST_IDENTITY_URL,
      IDENTITY_PROVIDER: 'embedded',
      FRONTEND_URL: FRONTEND,
    });
    app = await buildApp({ config, database, verifyToken: testTokenVerifier });
    await app.ready();
    p = await seedPortfolio(database.db);
    harborAdmin = await tokenFor(p.orgs.harbor, 'org-admin');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (url: string, body: object, token?: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: body,
    });
  const askLink = async (id: number, token = harborAdmin) => {
    const response = await post('/api/users/password-link', { id }, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Link>();
  };
  const page = (link: Link) => new URL(link.url).pathname;
  const submit = (link: Link, password: string, confirm = password) =>
    app.inject({
      method: 'POST',
      url: page(link),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ password, confirm }).toString(),
    });

  it('gives an admin a link to the realm’s page, where the user sets a password once', async () => {
    const link = await askLink(p.users.harborViewer.id);
    expect(link.url).toMatch(
      new RegExp(`^${TEST_IDENTITY_URL}/realms/harbor/password/[A-Za-z0-9_-]{43}$`),
    );
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(71 * 3_600_000);

    const form = await app.inject({ method: 'GET', url: page(link) });
    expect(form.statusCode).toBe(200);
    expect(form.headers['referrer-policy']).toBe('no-referrer');
    expect(form.body).toContain('Set your password for Harbor Properties');
    expect(form.body).toContain('value="viewer@harbor.test"');

    const short = await submit(link, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Use at least 10 characters');
    const differ = await submit(link, 'a long enough secret', 'another long secret');
    expect(differ.body).toContain(PASSWORDS_DIFFER);

    const done = await submit(link, 'a long enough secret');
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(`href="${FRONTEND}/harbor/"`);
    const [row] = await database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, p.users.harborViewer.id));
    expect(await verifyPassword('a long enough secret', row?.hash ?? '')).toBe(true);

    // Spent: the page says so, and the password stays.
    const again = await submit(link, 'yet another password');
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('This link is no longer valid');
    expect(LINK_NOT_VALID).toContain('Ask your administrator');
  });

  it('replaces an earlier link with a new one, and knows a link only in its own realm', async () => {
    const older = await askLink(p.users.harborViewer.id);
    const newer = await askLink(p.users.harborViewer.id);
    expect((await app.inject({ method: 'GET', url: page(older) })).statusCode).toBe(410);
    const elsewhere = page(newer).replace('/realms/harbor/', '/realms/skyline/');
    expect((await app.inject({ method: 'GET', url: elsewhere })).statusCode).toBe(410);
    expect((await app.inject({ method: 'GET', url: page(newer) })).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/auth/realms/harbor/password/made-up' })).statusCode,
    ).toBe(410);
  });

  it('is recorded: the admin asked, the user set it', async () => {
    const master = await tokenFor(p.orgs.platform, 'master-admin');
    const log = await post(
      '/api/audit',
      { where: { resource: 'users', entityId: String(p.users.harborViewer.id) } },
      master,
    );
    const actions = log.json<{ items: { action: string; actorEmail: string }[] }>().items;
    expect(actions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'password-link', actorEmail: 'org-admin@harbor.test' }),
        expect.objectContaining({ action: 'password-set', actorEmail: 'viewer@harbor.test' }),
      ]),
    );
  });

  it('answers 401, 400, 403 and Not found for another organization’s user', async () => {
    expect((await post('/api/users/password-link', { id: 1 })).statusCode).toBe(401);
    expect((await post('/api/users/password-link', { id: 'x' }, harborAdmin)).statusCode).toBe(400);
    const viewer = await tokenFor(p.orgs.harbor, 'viewer');
    expect(
      (await post('/api/users/password-link', { id: p.users.harborViewer.id }, viewer)).statusCode,
    ).toBe(403);
    expect(
      (await post('/api/users/password-link', { id: p.users.skylineAdmin.id }, harborAdmin))
        .statusCode,
    ).toBe(404);
  });
});

describe('password links with an external identity provider', () => {
  let t: TestApp;
  let p: Portfolio;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    p = await seedPortfolio(t.database.db);
  });
  afterAll(() => t.close());

  it('refuses: the provider keeps the passwords', async () => {
    const response = await t.post(
      '/api/users/password-link',
      { id: p.users.harborViewer.id },
      await tokenFor(p.orgs.harbor, 'org-admin'),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: EXTERNAL_PASSWORDS });
  });
});
