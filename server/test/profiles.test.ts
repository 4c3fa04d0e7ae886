// Profiles and their identifiers on a real database: 401, 400, 403 (section 6: master admin
// only), another organization's profiles when acting as one, and create, search, update.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@atrium/contract';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';

type Page = { items: Profile[]; total: number };

describe.each(databaseKinds)('profiles on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let master: string;
  const asContoso = { 'x-impersonate-org': 'contoso' };
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
  });
  afterAll(() => t.close());

  const ok = async (path: string, body: unknown, headers = {}) => {
    const response = await t.post(`/api/${path}`, body, master, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const create = (data: Record<string, unknown>, headers = {}) =>
    ok('profiles/create', { data }, headers).then((r) => r.json<Profile>());

  it('needs a sign-in, a valid body and the master admin', async () => {
    for (const path of ['profiles', 'profiles/full', 'profiles/create', 'profiles/update'])
      expect((await t.post(`/api/${path}`, {})).statusCode, path).toBe(401);
    for (const [path, body] of [
      ['profiles', { search: 'a' }],
      ['profiles', { perPage: 0 }],
      ['profiles/full', { where: { id: 7 } }],
      ['profiles/create', { data: { organizationId: 'x' } }],
      ['profiles/create', { data: { organizationId: 1, identifiers: [{ type: 'EMAIL' }] } }],
      ['profiles/update', { id: 'not-a-uuid', data: {} }],
    ] as const) {
      const response = await t.post(`/api/${path}`, body, master);
      expect(response.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
    }
    const admin = await tokenFor(p.orgs.northwind, 'org-admin');
    for (const path of ['profiles', 'profiles/create', 'profiles/update'])
      expect((await t.post(`/api/${path}`, {}, admin)).statusCode, path).toBe(403);
  });

  it('creates a pseudonymous profile with identifiers, finds it and updates it', async () => {
    const profile = await create({
      organizationId: p.orgs.northwind.id,
      identifiers: [
        { type: 'BADGE_ID', value: 'B-1001' },
        { type: 'EMAIL', value: 'ada@northwind.test' },
      ],
    });
    expect(profile).toMatchObject({
      organizationId: p.orgs.northwind.id,
      organization: { name: 'Northwind Traders' },
      name: null,
      department: null,
    });
    expect(profile.pseudonym).toMatch(/^P-[0-9A-F]{8}$/);
    expect(profile.identifiers.map((i) => [i.type, i.value])).toEqual([
      ['BADGE_ID', 'B-1001'],
      ['EMAIL', 'ada@northwind.test'],
    ]);

    const found = await ok('profiles', { search: 'b-10' });
    expect(found.json<Page>().items.map((i) => i.id)).toEqual([profile.id]);
    const one = await ok('profiles/full', { where: { id: profile.id } });
    expect(one.json<Page>().items[0]?.pseudonym).toBe(profile.pseudonym);

    const updated = await ok('profiles/update', {
      id: profile.id,
      data: { name: 'Ada Lovelace', identifiers: [{ type: 'EMPLOYEE_NUMBER', value: 'E7' }] },
    });
    expect(updated.json<Profile>()).toMatchObject({
      name: 'Ada Lovelace',
      identifiers: [{ type: 'EMPLOYEE_NUMBER', value: 'E7' }],
    });

    // An identifier belongs to one profile of the organization.
    const taken = await t.post(
      '/api/profiles/create',
      {
        data: {
          organizationId: p.orgs.northwind.id,
          identifiers: [{ type: 'EMPLOYEE_NUMBER', value: 'E7' }],
        },
      },
      master,
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json<{ issues: { path: unknown[] }[] }>().issues[0]?.path).toEqual([
      'body',
      'data',
      'identifiers',
      0,
      'value',
    ]);
  });

  it("keeps another organization's profiles out of reach when acting as one", async () => {
    const northwind = await create({ organizationId: p.orgs.northwind.id, name: 'Grace' });
    const contoso = await create({ organizationId: p.orgs.contoso.id }, asContoso);
    const listed = await ok('profiles', { perPage: 100 }, asContoso);
    expect(listed.json<Page>().items.map((i) => i.id)).toEqual([contoso.id]);
    const other = await ok('profiles/full', { where: { id: northwind.id } }, asContoso);
    expect(other.json<Page>().items).toEqual([]);
    const update = await t.post(
      '/api/profiles/update',
      { id: northwind.id, data: { name: 'Mallory' } },
      master,
      asContoso,
    );
    expect(update.statusCode).toBe(404);
    const into = await t.post(
      '/api/profiles/create',
      { data: { organizationId: p.orgs.northwind.id } },
      master,
      asContoso,
    );
    expect(into.statusCode).toBe(400);
  });
});
