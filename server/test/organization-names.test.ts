// OrganizationAliases and OrganizationDomains (issue 32, item 1): the resource protocol, who may
// write them (master admins), who sees which, and that a domain has one organization.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';

type Page<T> = { items: T[]; total: number };
type Alias = { id: number; organizationId: number; alias: string };
type Domain = { id: number; organizationId: number; domain: string };

describe.each(databaseKinds)('organization aliases and domains on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let master: string;
  let harborAdmin: string;
  let skylineAdmin: string;
  let northwindAdmin: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
    harborAdmin = await tokenFor(p.orgs.harbor, 'org-admin');
    skylineAdmin = await tokenFor(p.orgs.skyline, 'org-admin');
    northwindAdmin = await tokenFor(p.orgs.northwind, 'org-admin');
  });
  afterAll(() => t.close());

  const create = (resource: string, data: object, token = master) =>
    t.post(`/api/${resource}/create`, { data }, token);

  it('lets a master admin add, rename and remove aliases, listed with their organization', async () => {
    const first = await create('organization-aliases', {
      organizationId: p.orgs.northwind.id,
      alias: ' Northwind ',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Alias>()).toMatchObject({ alias: 'Northwind' });
    const second = await create('organization-aliases', {
      organizationId: p.orgs.northwind.id,
      alias: 'NWT',
    });
    const renamed = await t.post(
      '/api/organization-aliases/update',
      { id: second.json<Alias>().id, data: { alias: 'Northwind Traders Inc.' } },
      master,
    );
    expect(renamed.json<Alias>().alias).toBe('Northwind Traders Inc.');
    const again = await create('organization-aliases', {
      organizationId: p.orgs.northwind.id,
      alias: 'NWT',
    });
    const full = await t.post(
      '/api/organization-aliases/full',
      { where: { organizationId: p.orgs.northwind.id }, orderBy: { alias: 'asc' } },
      master,
    );
    const items = full.json<Page<Alias & { organization: { name: string } }>>().items;
    expect(items.map((a) => a.alias).sort()).toEqual([
      'NWT',
      'Northwind',
      'Northwind Traders Inc.',
    ]);
    expect(items.every((a) => a.organization.name === 'Northwind Traders')).toBe(true);
    const removed = await t.post(
      '/api/organization-aliases/delete',
      { id: again.json<Alias>().id },
      master,
    );
    expect(removed.json()).toEqual({ id: again.json<Alias>().id });
  });

  it('keeps a domain for one organization, lower-case, and refuses what is no domain', async () => {
    const made = await create('organization-domains', {
      organizationId: p.orgs.northwind.id,
      domain: 'Northwind.COM',
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json<Domain>().domain).toBe('northwind.com');
    const taken = await create('organization-domains', {
      organizationId: p.orgs.contoso.id,
      domain: 'northwind.com',
    });
    expect(taken.statusCode).toBe(409);
    const invalid = await create('organization-domains', {
      organizationId: p.orgs.contoso.id,
      domain: 'not a domain',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ issues: [{ path: ['body', 'data', 'domain'] }] });
    const unknown = await create('organization-domains', {
      organizationId: 999_999,
      domain: 'nowhere.test',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ issues: [{ path: ['data', 'organizationId'] }] });
  });

  it('answers 401 without a token and 403 to anyone but a master admin who writes', async () => {
    expect((await t.post('/api/organization-domains', {})).statusCode).toBe(401);
    expect((await t.post('/api/organization-aliases/full', {})).statusCode).toBe(401);
    const own = { organizationId: p.orgs.harbor.id, alias: 'Harbor' };
    expect((await create('organization-aliases', own, harborAdmin)).statusCode).toBe(403);
    const viewer = await tokenFor(p.orgs.harbor, 'viewer');
    expect((await create('organization-aliases', own, viewer)).statusCode).toBe(403);
    expect(
      (await create('organization-domains', { ...own, domain: 'harbor.com' }, harborAdmin))
        .statusCode,
    ).toBe(403);
  });

  it('shows aliases to whoever sees the organization, and domains only to their own', async () => {
    await create('organization-domains', {
      organizationId: p.orgs.harbor.id,
      domain: 'harbor.com',
    });
    await create('organization-aliases', { organizationId: p.orgs.harbor.id, alias: 'HP' });
    const listed = async (resource: string, token: string) =>
      (await t.post(`/api/${resource}`, { perPage: 500 }, token))
        .json<Page<{ organizationId: number }>>()
        .items.map((row) => row.organizationId);

    // Harbor deals with Northwind (its tenant): it sees Northwind's aliases, not its domains.
    expect(await listed('organization-aliases', harborAdmin)).toContain(p.orgs.northwind.id);
    expect(await listed('organization-domains', harborAdmin)).toEqual([p.orgs.harbor.id]);
    // Skyline deals with neither.
    expect(await listed('organization-aliases', skylineAdmin)).not.toContain(p.orgs.northwind.id);
    expect(await listed('organization-domains', skylineAdmin)).toEqual([]);
    expect(await listed('organization-domains', northwindAdmin)).toEqual([p.orgs.northwind.id]);
    // Another organization's row is not found, even by id.
    const [harborDomain] = (
      await t.post('/api/organization-domains', { where: { domain: 'harbor.com' } }, master)
    ).json<Page<Domain>>().items;
    const hidden = await t.post(
      '/api/organization-domains/full',
      { where: { id: harborDomain?.id ?? 0 } },
      skylineAdmin,
    );
    expect(hidden.json<Page<Domain>>().items).toEqual([]);
  });
});
