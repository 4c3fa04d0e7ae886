// Users of an external identity provider (issue 32, item 3): created from the token's claims on
// their first request, in the organization of their org_key, realm, or (in the platform's shared
// realm) e-mail domain; a deactivated one is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/index.ts';
import { DEACTIVATED } from '../src/auth/provisioning.ts';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';
import { signToken } from './support/tokens.ts';

type Page<T> = { items: T[]; total: number };

describe.each(databaseKinds)('users of an external provider on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let master: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
  });
  afterAll(() => t.close());

  const userRow = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

  it('creates the user on the first request, from the token’s claims', async () => {
    const token = await signToken({
      email: 'New.Person@Harbor.test',
      name: 'New Person',
      roles: ['offline_access', 'org-admin'],
      realm: 'harbor',
      orgKey: 'harbor',
      groups: ['/leasing'],
    });
    expect((await t.post('/api/buildings', {}, token)).statusCode).toBe(200);
    expect((await t.post('/api/buildings', {}, token)).statusCode).toBe(200);
    expect(await userRow('new.person@harbor.test')).toMatchObject({
      organizationId: p.orgs.harbor.id,
      name: 'New Person',
      role: 'org-admin',
      groups: ['leasing'],
      isActive: true,
    });
    const log = await t.post(
      '/api/audit',
      { where: { resource: 'users', actorEmail: 'new.person@harbor.test' } },
      master,
    );
    expect(log.json<Page<{ action: string }>>().items).toEqual([
      expect.objectContaining({ action: 'create', details: { through: 'first sign-in' } }),
    ]);
  });

  it('places a person of the shared platform realm in the organization of their e-mail domain', async () => {
    const domain = await t.post(
      '/api/organization-domains/create',
      { data: { organizationId: p.orgs.northwind.id, domain: 'northwind.example' } },
      master,
    );
    expect(domain.statusCode, domain.body).toBe(200);
    // No org_key: the realm decides, and in the platform's realm the domain does.
    const token = await signToken({
      email: 'bob@northwind.example',
      roles: ['master-admin'],
      realm: 'atrium',
    });
    const own = await t.post('/api/organizations/tenant/users', {}, token);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<Page<{ email: string }>>().items.map((u) => u.email)).toContain(
      'bob@northwind.example',
    );
    // Not a master admin outside the platform: Northwind's view, and stored as a viewer.
    const seen = await t.post('/api/organizations', { perPage: 500 }, token);
    const keys = seen.json<Page<{ key: string }>>().items.map((o) => o.key);
    expect(keys).toContain('northwind');
    expect(keys).not.toContain('skyline');
    expect(await userRow('bob@northwind.example')).toMatchObject({
      organizationId: p.orgs.northwind.id,
      role: 'viewer',
    });
    // A customer realm's person stays in that realm's organization, whatever their domain.
    const inHarbor = await signToken({ email: 'carol@northwind.example', realm: 'harbor' });
    await t.post('/api/buildings', {}, inHarbor);
    expect((await userRow('carol@northwind.example'))?.organizationId).toBe(p.orgs.harbor.id);
  });

  it('keeps one address in two organizations as two people (addresses are unique per organization)', async () => {
    const claims = { email: 'consultant@advisers.example', roles: ['viewer'] };
    const inHarbor = await signToken({ ...claims, realm: 'harbor', orgKey: 'harbor' });
    const inNorthwind = await signToken({ ...claims, realm: 'northwind', orgKey: 'northwind' });
    expect((await t.post('/api/buildings', {}, inHarbor)).statusCode).toBe(200);
    expect((await t.post('/api/buildings', {}, inNorthwind)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'consultant@advisers.example'));
    expect(rows.map((row) => row.organizationId).sort()).toEqual(
      [p.orgs.harbor.id, p.orgs.northwind.id].sort(),
    );
  });

  it('refuses a deactivated user', async () => {
    await t.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, p.users.skylineAdmin.id));
    const token = await signToken({
      email: 'admin@skyline.test',
      roles: ['org-admin'],
      realm: 'skyline',
      orgKey: 'skyline',
    });
    const refused = await t.post('/api/buildings', {}, token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: DEACTIVATED });
  });
});
