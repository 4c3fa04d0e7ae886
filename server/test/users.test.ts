// Users, their passwords and granted permissions, and the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';
import { signToken } from './support/tokens.ts';
import { users } from '../src/db/schema/index.ts';
import { verifyPassword } from '../src/auth/passwords.ts';

type Page<T> = { items: T[]; total: number };

describe.each(databaseKinds)('users and audit on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let master: string;
  let harborAdmin: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
    harborAdmin = await tokenFor(p.orgs.harbor, 'org-admin');
  });
  afterAll(() => t.close());

  it('lets an org-admin add users to their own organization only, never as master admin', async () => {
    const created = await t.post(
      '/api/users/create',
      { data: { email: 'analyst@harbor.test', name: 'Analyst', role: 'viewer' } },
      harborAdmin,
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      organizationId: p.orgs.harbor.id,
      email: 'analyst@harbor.test',
    });
    expect(created.json()).not.toHaveProperty('passwordHash');
    const elevated = await t.post(
      '/api/users/create',
      { data: { email: 'boss@harbor.test', name: 'Boss', role: 'master-admin' } },
      harborAdmin,
    );
    expect(elevated.statusCode).toBe(403);
    const duplicate = await t.post(
      '/api/users/create',
      { data: { email: 'ANALYST@harbor.test', name: 'Again', role: 'viewer' } },
      harborAdmin,
    );
    expect(duplicate.statusCode).toBe(409);
    const foreign = await t.post(
      '/api/users/update',
      { id: p.users.skylineAdmin.id, data: { name: 'Hijacked' } },
      harborAdmin,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('makes master admins only in the platform organization', async () => {
    const response = await t.post(
      '/api/users/create',
      {
        data: {
          email: 'odd@harbor.test',
          name: 'Odd',
          role: 'master-admin',
          organizationId: p.orgs.harbor.id,
        },
      },
      master,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ path: ['data', 'role'] }] });
  });

  it('sets and resets passwords, stored as scrypt hashes', async () => {
    const response = await t.post(
      '/api/users/password',
      { id: p.users.harborViewer.id, password: 'a brand new password' },
      harborAdmin,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, p.users.harborViewer.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('a brand new password', row?.passwordHash ?? '')).toBe(true);
    const short = await t.post(
      '/api/users/password',
      { id: p.users.harborViewer.id, password: 'short' },
      harborAdmin,
    );
    expect(short.statusCode).toBe(400);
    const full = await t.post(
      '/api/users/full',
      { where: { id: p.users.harborViewer.id } },
      harborAdmin,
    );
    expect(full.json<Page<{ hasPassword: boolean }>>().items[0]?.hasPassword).toBe(true);
  });

  it('grants permissions beyond the role, up to what an org-admin may do', async () => {
    const read = await t.post(
      '/api/users/permissions',
      { id: p.users.harborViewer.id },
      harborAdmin,
    );
    expect(read.json()).toMatchObject({
      permissions: [],
      grantable: expect.arrayContaining(['networks.create']) as unknown,
    });
    const tooMuch = await t.post(
      '/api/users/permissions/update',
      { id: p.users.harborViewer.id, permissions: ['buildings.create'] },
      harborAdmin,
    );
    expect(tooMuch.statusCode).toBe(400);
    const granted = await t.post(
      '/api/users/permissions/update',
      { id: p.users.harborViewer.id, permissions: ['networks.create'] },
      harborAdmin,
    );
    expect(granted.json()).toMatchObject({ permissions: ['networks.create'] });

    // The granted permission reaches the API through the token's `permissions` claim.
    const viewer = {
      email: 'viewer@harbor.test',
      roles: ['viewer'],
      realm: 'harbor',
      orgKey: 'harbor',
    };
    const body = { data: { name: 'Viewer network' } };
    expect((await t.post('/api/networks/create', body, await signToken(viewer))).statusCode).toBe(
      403,
    );
    expect(
      (
        await t.post(
          '/api/networks/create',
          body,
          await signToken({ ...viewer, permissions: ['networks.create'] }),
        )
      ).statusCode,
    ).toBe(200);
  });

  it("lists the users of the caller's organization", async () => {
    const response = await t.post('/api/organizations/tenant/users', {}, harborAdmin);
    const emails = response.json<Page<{ email: string }>>().items.map((u) => u.email);
    expect(emails).toContain('viewer@harbor.test');
    expect(emails).not.toContain('admin@skyline.test');
  });

  it('records who changed what, and impersonation, for admins to read, each their own organization’s', async () => {
    await t.post(
      '/api/tags/create',
      { data: { name: 'Audited', availableFor: 'BUILDING' } },
      harborAdmin,
    );
    const started = await t.post('/api/auth/impersonation', { organizationKey: 'harbor' }, master);
    expect(started.statusCode, started.body).toBe(200);
    const log = await t.post(
      '/api/audit',
      { where: { resource: { in: ['tags', 'organizations'] } } },
      master,
    );
    expect(log.statusCode, log.body).toBe(200);
    const entries = log.json<
      Page<{
        action: string;
        resource: string;
        actorEmail: string;
        impersonatedOrganizationId: number | null;
      }>
    >().items;
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'create',
          resource: 'tags',
          actorEmail: 'org-admin@harbor.test',
        }),
        expect.objectContaining({
          action: 'impersonation-start',
          impersonatedOrganizationId: p.orgs.harbor.id,
        }),
      ]),
    );
    // An org-admin reads their organization's log only; a viewer none.
    const own = await t.post('/api/audit', { perPage: 500 }, harborAdmin);
    expect(own.statusCode, own.body).toBe(200);
    const ownEntries =
      own.json<
        Page<{ actorOrganizationId: number | null; impersonatedOrganizationId: number | null }>
      >().items;
    expect(ownEntries.length).toBeGreaterThan(0);
    for (const entry of ownEntries) {
      expect([entry.actorOrganizationId, entry.impersonatedOrganizationId]).toContain(
        p.orgs.harbor.id,
      );
    }
    const viewer = await tokenFor(p.orgs.harbor, 'viewer');
    expect((await t.post('/api/audit', {}, viewer)).statusCode).toBe(403);
  });
});
