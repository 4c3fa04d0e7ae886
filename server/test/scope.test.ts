// Tenant scope: each kind of organization sees exactly its part of the portfolio, through
// lists, /full relations and relation filters alike; impersonation works for master admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';

type Item = { id: number } & Record<string, unknown>;
type Visible = Record<
  | 'buildings'
  | 'floors'
  | 'spaces'
  | 'encumbrances'
  | 'organizations'
  | 'networks'
  | 'tags'
  | 'data-sources'
  | 'network-levels',
  number[]
>;

describe.each(databaseKinds)('tenant scope on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
  });
  afterAll(() => t.close());

  const ids = async (
    token: string,
    base: string,
    body: object = {},
    headers: Record<string, string> = {},
  ) => {
    const response = await t.post(`/api/${base}`, { perPage: 500, ...body }, token, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<{ items: Item[] }>()
      .items.map((i) => i.id)
      .sort((a, b) => a - b);
  };
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

  const expectations = (): Record<string, Visible> => {
    const {
      orgs,
      buildings: b,
      floors: f,
      spaces: s,
      leases: l,
      networks: n,
      networkLevels: nl,
      tags: tg,
      dataSources: d,
    } = p;
    return {
      harbor: {
        buildings: [b.harborPoint.id, b.dockside.id],
        floors: [f.hp1.id, f.hp2.id],
        spaces: [s.hpOpen.id, s.hpCafe.id, s.hpFlex.id],
        encumbrances: [l.northwindLease.id, l.metroLease.id],
        organizations: [orgs.harbor.id, orgs.metro.id, orgs.northwind.id],
        networks: [n.harborNetwork.id],
        'network-levels': [nl.harborRegion.id],
        tags: [tg.harborTag.id],
        'data-sources': [d.harborSensors.id],
      },
      skyline: {
        buildings: [b.skylineTower.id],
        floors: [f.st1.id],
        spaces: [s.stDesk.id],
        encumbrances: [l.contosoLease.id],
        organizations: [orgs.skyline.id, orgs.contoso.id],
        networks: [n.skylineNetwork.id],
        'network-levels': [nl.skylineRegion.id],
        tags: [tg.skylineTag.id],
        'data-sources': [d.skylineSensors.id],
      },
      metrospaces: {
        buildings: [b.harborPoint.id],
        floors: [f.hp2.id],
        spaces: [s.hpFlex.id],
        encumbrances: [l.metroLease.id],
        organizations: [orgs.metro.id],
        networks: [],
        'network-levels': [],
        tags: [],
        'data-sources': [d.harborSensors.id],
      },
      northwind: {
        buildings: [b.harborPoint.id],
        floors: [f.hp1.id],
        spaces: [s.hpOpen.id],
        encumbrances: [l.northwindLease.id],
        organizations: [orgs.northwind.id],
        networks: [],
        'network-levels': [],
        tags: [],
        'data-sources': [d.harborSensors.id],
      },
      contoso: {
        buildings: [b.skylineTower.id],
        floors: [f.st1.id],
        spaces: [s.stDesk.id],
        encumbrances: [l.contosoLease.id],
        organizations: [orgs.contoso.id],
        networks: [],
        'network-levels': [],
        tags: [],
        'data-sources': [d.skylineSensors.id],
      },
    };
  };

  it.each(['harbor', 'skyline', 'metrospaces', 'northwind', 'contoso'])(
    'shows %s exactly its part, in lists and /full',
    async (key) => {
      const organization = Object.values(p.orgs).find((o) => o.key === key);
      if (!organization) throw new Error(key);
      const token = await tokenFor(organization, 'viewer');
      for (const [base, expected] of Object.entries(expectations()[key] ?? {})) {
        expect(await ids(token, base), `${key} ${base}`).toEqual(sorted(expected));
        expect(await ids(token, `${base}/full`), `${key} ${base}/full`).toEqual(sorted(expected));
      }
    },
  );

  it('lets the master admin see everything, or one organization by impersonation', async () => {
    const master = await tokenFor(p.orgs.platform, 'master-admin');
    expect(await ids(master, 'buildings')).toHaveLength(3);
    const asContoso = await ids(master, 'buildings', {}, { 'x-impersonate-org': 'contoso' });
    expect(asContoso).toEqual([p.buildings.skylineTower.id]);
    const unknown = await t.post('/api/buildings', {}, master, { 'x-impersonate-org': 'nobody' });
    expect(unknown.statusCode).toBe(400);
  });

  it('ignores the impersonation header for anyone but a master admin', async () => {
    const admin = await tokenFor(p.orgs.northwind, 'org-admin');
    expect(await ids(admin, 'buildings', {}, { 'x-impersonate-org': 'contoso' })).toEqual([
      p.buildings.harborPoint.id,
    ]);
    expect(await ids(admin, 'encumbrances', {}, { 'x-impersonate-org': 'skyline' })).toEqual([
      p.leases.northwindLease.id,
    ]);
  });

  it('applies the scope inside relation filters', async () => {
    const northwind = await tokenFor(p.orgs.northwind, 'viewer');
    // Level 2 of Harbor Point exists, but northwind cannot see it.
    expect(
      await ids(northwind, 'buildings', {
        where: { floors: { some: { name: { contains: 'Level 2' } } } },
      }),
    ).toEqual([]);
    expect(
      await ids(northwind, 'buildings', {
        where: { floors: { some: { name: { contains: 'Level 1' } } } },
      }),
    ).toEqual([p.buildings.harborPoint.id]);
    expect(
      await ids(northwind, 'encumbrances', {
        where: { organization: { name: { contains: 'Metro', mode: 'insensitive' } } },
      }),
    ).toEqual([]);
    expect(
      await ids(northwind, 'spaces', {
        where: { encumbrances: { some: { organizationId: p.orgs.metro.id } } },
      }),
    ).toEqual([]);
    const harbor = await tokenFor(p.orgs.harbor, 'viewer');
    expect(
      await ids(harbor, 'buildings', {
        where: { floors: { some: { name: { contains: 'Level 2' } } } },
      }),
    ).toEqual([p.buildings.harborPoint.id]);
    expect(
      await ids(harbor, 'buildings', {
        where: { networks: { some: { name: { contains: 'Skyline' } } } },
      }),
    ).toEqual([]);
  });

  it('shows only the operated floors of a building to its operator', async () => {
    const metro = await tokenFor(p.orgs.metro, 'viewer');
    const response = await t.post(
      '/api/buildings/full',
      { where: { id: p.buildings.harborPoint.id } },
      metro,
    );
    const [building] = response.json<{
      items: { floors: { id: number }[]; networks: unknown[] }[];
    }>().items;
    expect(building?.floors.map((f) => f.id)).toEqual([p.floors.hp2.id]);
    expect(building?.networks).toEqual([]);
  });

  it("refuses to write another organization's rows or to point at them", async () => {
    const harborAdmin = await tokenFor(p.orgs.harbor, 'org-admin');
    const foreignUpdate = await t.post(
      '/api/networks/update',
      { id: p.networks.skylineNetwork.id, data: { name: 'Mine now' } },
      harborAdmin,
    );
    expect(foreignUpdate.statusCode).toBe(404);
    const foreignDelete = await t.post(
      '/api/tags/delete',
      { id: p.tags.skylineTag.id },
      harborAdmin,
    );
    expect(foreignDelete.statusCode).toBe(404);
    const pointing = await t.post(
      '/api/networks/create',
      {
        data: {
          name: 'Stolen',
          buildingIds: [p.buildings.dockside.id, p.buildings.skylineTower.id],
        },
      },
      harborAdmin,
    );
    expect(pointing.statusCode).toBe(400);
    expect(pointing.json()).toMatchObject({
      issues: [
        {
          path: ['data', 'buildingIds', 1],
          message: `Building ${p.buildings.skylineTower.id} not found`,
        },
      ],
    });
    const foreignOwner = await t.post(
      '/api/tags/create',
      { data: { name: 'Theirs', availableFor: 'NETWORK', organizationId: p.orgs.skyline.id } },
      harborAdmin,
    );
    expect(foreignOwner.statusCode).toBe(400);
    const own = await t.post(
      '/api/tags/create',
      { data: { name: 'Mine', availableFor: 'NETWORK' } },
      harborAdmin,
    );
    expect(own.statusCode).toBe(200);
    expect(own.json<{ organizationId: number }>().organizationId).toBe(p.orgs.harbor.id);
  });
});
