// "Today" is today in the building's zone for the portfolio calls too (docs/metrics.md,
// Conventions). Skyline Tower is moved to Kiritimati (UTC+14): at 12:00 UTC on 30 June 2026 it is
// already 02:00 on 1 July there, so a lease that ended on 30 June has ended, a sublease starting on
// 1 July is in its term, June is a completed month and an RTO period starting 1 July has begun.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../src/clock.ts';
import { eq } from 'drizzle-orm';
import { wallClock } from './support/expected-occupancy.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { insertLease, seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';
import * as s from '../src/db/schema/index.ts';

const KIRITIMATI = 'Pacific/Kiritimati';
const NOW = '2026-06-30T12:00:00.000Z';

type Json = Record<string, unknown>;

describe("portfolio calls take today in the building's zone (pglite)", () => {
  let t: TestApp;
  let p: Portfolio;
  let skyline: string;
  let endedLeaseId = 0;

  const ok = async <T = Json>(url: string, body: object, token: string): Promise<T> => {
    const response = await t.post(url, body, token);
    expect(response.statusCode, `${url} ${response.body}`).toBe(200);
    return response.json<T>();
  };

  beforeAll(async () => {
    t = await startTestApp('pglite');
    p = await seedPortfolio(t.database.db);
    const db = t.database.db;
    const tower = p.buildings.skylineTower.id;
    await db.update(s.buildings).set({ timeZone: KIRITIMATI }).where(eq(s.buildings.id, tower));
    await db
      .update(s.organizations)
      .set({ rtoPeriod: { startDate: '2026-07-01', endDate: null } })
      .where(eq(s.organizations.id, p.orgs.skyline.id));
    // Northwind's lease in the tower ended on 30 June (still ACTIVE: nobody closed it).
    const ended = await insertLease(db, p, {
      buildingId: tower,
      organizationId: p.orgs.northwind.id,
      startDate: '2025-07-01',
      endDate: '2026-06-30',
      capacity: 5,
      rentableSF: 750,
      rentRate: 50,
    });
    endedLeaseId = ended.id;
    // MetroSpaces subleases 10 of Contoso's 30 seats from 1 July.
    const sublease = await insertLease(db, p, {
      parentId: p.leases.contosoLease.id,
      buildingId: tower,
      organizationId: p.orgs.metro.id,
      startDate: '2026-07-01',
      endDate: '2027-06-30',
      status: 'ACTIVE',
      capacity: 10,
      rentableSF: 1500,
      rentRate: 55,
    });
    await db
      .insert(s.encumbranceSpaces)
      .values({ encumbranceId: sublease.id, spaceId: p.spaces.stDesk.id });

    setClock(new Date(NOW));
    expect(wallClock(NOW, KIRITIMATI)).toBe('2026-07-01T02:00');
    skyline = await tokenFor(p.orgs.skyline, 'org-admin');
    // People at Contoso's desks on two June days (afternoons, Kiritimati time).
    const master = await tokenFor(p.orgs.platform, 'master-admin');
    const readings = ['2026-06-15T01:00:00Z', '2026-06-16T01:00:00Z'].map((timestamp) => ({
      dataSourceId: p.dataSources.skylineSensors.id,
      spaceId: p.spaces.stDesk.id,
      timestamp,
      occupancy: 12,
    }));
    await ok('/api/occupancy/readings', readings, master);
  });
  afterAll(async () => {
    setClock(null);
    await t.close();
  });

  it("lease expiration counts from the building's today: a lease that ended on 30 June has EXPIRED on 1 July there", async () => {
    const body = await ok<{ asOf: string; items: Json[] }>(
      '/api/encumbrances/statistic/expiration',
      { buildingId: p.buildings.skylineTower.id },
      skyline,
    );
    expect(body.asOf).toBe('2026-07-01');
    expect(body.items.find((i) => i.tenantId === endedLeaseId)).toMatchObject({
      monthsRemaining: 'EXPIRED',
    });
  });

  it("financial coverage is EXPIRED for an organization whose leases there all ended before the building's today", async () => {
    const body = await ok<{ items: { organizations: Json[] }[] }>(
      '/api/encumbrances/statistic/financial-coverage',
      { buildingId: p.buildings.skylineTower.id },
      skyline,
    );
    const organizations = body.items[0]?.organizations ?? [];
    expect(organizations.find((o) => o.organizationId === p.orgs.northwind.id)).toMatchObject({
      state: 'EXPIRED',
    });
    expect(organizations.find((o) => o.organizationId === p.orgs.contoso.id)).not.toMatchObject({
      state: 'EXPIRED',
    });
  });

  it("tenant capacity deducts a sublease that began today in the building's zone (30 − 10 seats)", async () => {
    const body = await ok<{ items: Json[] }>(
      '/api/encumbrances/statistic/tenants',
      { buildingId: p.buildings.skylineTower.id },
      skyline,
    );
    expect(body.items.find((i) => i.tenantId === p.leases.contosoLease.id)).toMatchObject({
      capacity: 20,
      issues: [],
    });
  });

  it("monthly efficiency charts June once July has begun in the building's zone", async () => {
    const body = await ok<{ items: { year: number; month: number }[] }>(
      '/api/organizations/tenant/efficiency-monthly',
      { startDate: '2026-06-01', endDate: '2026-06-30' },
      await tokenFor(p.orgs.contoso, 'viewer'),
    );
    expect(body.items.map((m) => [m.year, m.month])).toEqual([[2026, 6]]);
  });

  it("an RTO period starting on 1 July has begun when it is 1 July in the portfolio's zone", async () => {
    const body = await ok<{ summary: Json | null }>('/api/organizations/rto', {}, skyline);
    expect(body.summary).toMatchObject({ startDate: '2026-07-01', endDate: '2026-07-01' });
  });
});
