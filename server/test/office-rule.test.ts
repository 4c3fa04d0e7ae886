// One office rule for every call (issue 35, item 14): a lease's occupancy figures (peak,
// utilization, projected area, efficiency, tier) are shown for 'Office' leases only, so a lease
// without a usage type has none in /organizations/tenant/statistics as in
// /encumbrances/statistic/tenants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { insertLease, seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';
import * as s from '../src/db/schema/index.ts';

type Row = {
  tenantId: number;
  peakOccupancy: number | null;
  efficiency: number | null;
};

describe.each(databaseKinds)('the office rule on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let untyped: number;
  let retail: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    const db = t.database.db;
    const lease = async (spaceId: number, usageTypeId: number | null) => {
      const row = await insertLease(db, p, {
        buildingId: p.buildings.harborPoint.id,
        organizationId: p.orgs.northwind.id,
        startDate: '2024-01-01',
        endDate: '2030-12-31',
        capacity: 20,
        rentableSF: 3000,
        rentRate: 50,
      });
      await db.update(s.encumbrances).set({ usageTypeId }).where(eq(s.encumbrances.id, row.id));
      await db.insert(s.encumbranceSpaces).values({ encumbranceId: row.id, spaceId });
      return row.id;
    };
    untyped = await lease(p.spaces.hpCafe.id, null);
    const annex = await t.database.db
      .insert(s.spaces)
      .values({ floorId: p.floors.hp1.id, name: 'Shop', category: 'RETAIL', capacity: 10 })
      .returning();
    retail = await lease(annex[0]?.id ?? 0, p.usageTypes.retail.id);
    // Readings on every leased space of the floor, on three weekdays.
    const master = await tokenFor(p.orgs.platform, 'master-admin');
    const rows = ['2026-01-06', '2026-01-07', '2026-01-08'].flatMap((day, i) =>
      [p.spaces.hpOpen.id, p.spaces.hpCafe.id, annex[0]?.id ?? 0].map((spaceId) => ({
        dataSourceId: p.dataSources.harborSensors.id,
        spaceId,
        timestamp: `${day}T15:00:00Z`,
        occupancy: 3 + i,
      })),
    );
    const ingested = await t.post('/api/occupancy/readings', rows, master);
    expect(ingested.statusCode, ingested.body).toBe(200);
  });
  afterAll(() => t.close());

  const range = { startDate: '2026-01-01', endDate: '2026-01-31' };

  it('gives figures to the office lease only, in both calls', async () => {
    const northwind = await tokenFor(p.orgs.northwind, 'viewer');
    const organization = await t.post('/api/organizations/tenant/statistics', range, northwind);
    expect(organization.statusCode, organization.body).toBe(200);
    const building = await t.post(
      '/api/encumbrances/statistic/tenants',
      { buildingId: p.buildings.harborPoint.id, ...range },
      northwind,
    );
    expect(building.statusCode, building.body).toBe(200);
    const byLease = (rows: Row[]) => new Map(rows.map((r) => [r.tenantId, r]));
    const fromOrganization = byLease(organization.json<{ items: Row[] }>().items);
    const fromBuilding = byLease(building.json<{ items: Row[] }>().items);

    const office = p.leases.northwindLease.id;
    expect(fromOrganization.get(office)?.peakOccupancy).toBe(5);
    expect(fromBuilding.get(office)?.peakOccupancy).toBe(5);
    for (const lease of [untyped, retail]) {
      for (const rows of [fromOrganization, fromBuilding]) {
        expect(rows.get(lease), String(lease)).toMatchObject({
          peakOccupancy: null,
          efficiency: null,
        });
      }
      expect(fromOrganization.get(lease)).toMatchObject({ efficiencyTier: null });
      expect(fromBuilding.get(lease)).toMatchObject({ tier: null, hasOccupancyAnalytics: false });
    }
  });

  it('leaves non-office leases out of the monthly efficiency', async () => {
    const northwind = await tokenFor(p.orgs.northwind, 'viewer');
    const monthly = await t.post('/api/organizations/tenant/efficiency-monthly', range, northwind);
    expect(monthly.statusCode, monthly.body).toBe(200);
    const january = monthly.json<{ items: { month: number; items: Row[] }[] }>().items[0];
    for (const item of january?.items ?? []) {
      if (item.tenantId === untyped || item.tenantId === retail)
        expect(item).toMatchObject({ peakOccupancy: null, efficiency: null });
    }
  });
});
