import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { insertLease, seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';

type Result = { label: string; subtitle: string; type: string; path: string };

describe.each(databaseKinds)('global search on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
  });
  afterAll(() => t.close());

  const search = async (token: string, text: string) => {
    const response = await t.post('/api/search', { text }, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: Result[] }>().items;
  };

  it('finds AGGREGATED networks, active buildings and tenants, ordered by name', async () => {
    const master = await tokenFor(p.orgs.platform, 'master-admin');
    expect(await search(master, 'HARBOR')).toEqual([
      {
        label: 'Harbor East Coast',
        subtitle: 'Network',
        type: 'location',
        path: `networks/${p.networks.harborNetwork.id}`,
      },
      {
        label: 'Harbor Point',
        subtitle: 'New York',
        type: 'location',
        path: `buildings/${p.buildings.harborPoint.id}`,
      },
    ]);
    expect(await search(master, 'north')).toEqual([
      {
        label: 'Northwind Traders',
        subtitle: 'Harbor Point',
        type: 'tenant',
        path: `buildings/${p.buildings.harborPoint.id}/tenants/${p.leases.northwindLease.id}`,
      },
    ]);
    // INDIVIDUAL networks are not offered.
    expect((await search(master, 'Skyline Europe')).map((r) => r.label)).toEqual([]);
  });

  it('needs at least 2 characters and stays within the tenant scope', async () => {
    const northwind = await tokenFor(p.orgs.northwind, 'viewer');
    expect((await t.post('/api/search', { text: 'h' }, northwind)).statusCode).toBe(400);
    expect((await search(northwind, 'tower')).map((r) => r.label)).toEqual([]);
    expect((await search(northwind, 'contoso')).map((r) => r.label)).toEqual([]);
    const metro = await tokenFor(p.orgs.metro, 'viewer');
    expect(await search(metro, 'point')).toEqual([
      expect.objectContaining({ path: `sites/${p.buildings.harborPoint.id}` }),
    ]);
  });

  it('gives a tenant with several leases in one building once, opening its first lease', async () => {
    const second = await insertLease(t.database.db, p, {
      buildingId: p.buildings.harborPoint.id,
      organizationId: p.orgs.northwind.id,
      status: 'ACTIVE',
      startDate: '2025-01-01',
      endDate: '2030-12-31',
      capacity: 10,
      rentableSF: 1000,
      rentRate: 40,
    });
    expect(second.id).toBeGreaterThan(p.leases.northwindLease.id);
    const master = await tokenFor(p.orgs.platform, 'master-admin');
    expect(await search(master, 'northwind')).toEqual([
      {
        label: 'Northwind Traders',
        subtitle: 'Harbor Point',
        type: 'tenant',
        path: `buildings/${p.buildings.harborPoint.id}/tenants/${p.leases.northwindLease.id}`,
      },
    ]);
  });

  it('matches % and _ literally', async () => {
    const master = await tokenFor(p.orgs.platform, 'master-admin');
    expect(await search(master, '%%')).toEqual([]);
    expect(await search(master, '__')).toEqual([]);
  });
});
