// A data source's excluded organizations in every summary (docs/metrics.md, "Excluded
// organizations"): the rule lives in the daily-rollup reader, so the organization and portfolio
// summaries leave the source's readings out for the excluded organization exactly as the building
// calls do, while the other organizations' figures stay what they were. Harbor Point's sensors are
// its primary source and count Northwind's and MetroSpaces' leased spaces in October 2026.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema/index.ts';
import { ingestReadings } from '../src/occupancy/ingest.ts';
import { readableSources } from '../src/analytics/daily-rollups.ts';
import { ALL } from '../src/auth/scope.ts';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';

type Figures = { peakOccupancy: number | null; averageOccupancy: number | null };
type Coverage = { items: { daysWithData: number; lastDate: string | null }[] };
type Hours = { items: unknown[] };

describe.each(databaseKinds)('excluded organizations in the summaries on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let master: string;
  const range = { startDate: '2026-10-01', endDate: '2026-10-31' };
  const as = (slug: string) => ({ 'x-impersonate-org': slug });

  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
    const source = p.dataSources.harborSensors.id;
    await t.database.db
      .update(s.buildings)
      .set({ primaryOccupancyDataSourceId: source })
      .where(eq(s.buildings.id, p.buildings.harborPoint.id));
    // Two working weeks of October, 9:00–17:00 in New York (UTC−4): Northwind's open space and
    // MetroSpaces' flex space.
    let line = 1;
    const readings = [];
    for (const day of [5, 6, 7, 8, 9, 12, 13, 14, 15, 16])
      for (let hour = 9; hour <= 17; hour++) {
        const at = new Date(Date.UTC(2026, 9, day, hour + 4)).toISOString();
        for (const [spaceId, n] of [
          [p.spaces.hpOpen.id, 10 + (hour % 5)],
          [p.spaces.hpFlex.id, 20 - (hour % 4)],
        ] as const)
          readings.push({
            line: line++,
            dataSourceId: String(source),
            spaceId: String(spaceId),
            timestamp: at,
            occupancy: String(n),
          });
      }
    await ingestReadings(t.database.db, readings, 'Line');
  });
  afterAll(() => t.close());

  const call = async <T>(path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await t.post(`/api/${path}`, body, master, headers);
    expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    return response.json<T>();
  };
  const exclude = async (organizationIds: number[]) => {
    const response = await t.post(
      '/api/data-sources/update',
      { id: p.dataSources.harborSensors.id, data: { excludedOrganizationIds: organizationIds } },
      master,
    );
    expect(response.statusCode, response.body).toBe(200);
  };

  /** Northwind's own summaries, acting as Northwind. */
  const northwind = async () => {
    const lease = { buildingId: p.buildings.harborPoint.id, tenantId: p.leases.northwindLease.id };
    return {
      organization: await call<Figures>(
        'organizations/statistics',
        { organizationId: p.orgs.northwind.id, ...range },
        as('northwind'),
      ),
      coverage: await call<Coverage>(
        'occupancy/occupancy-coverage',
        { ...lease, ...range },
        as('northwind'),
      ),
      hours: await call<Hours>('occupancy', { ...lease, ...range }, as('northwind')),
      lease: await call<Figures>('occupancy/statistic', { ...lease, ...range }, as('northwind')),
    };
  };

  /** Every summary of the others: the owner's, MetroSpaces' and the platform's. */
  const others = async () => {
    const building = { buildingId: p.buildings.harborPoint.id, ...range };
    return {
      harbor: await call<Figures>(
        'organizations/statistics',
        { organizationId: p.orgs.harbor.id, ...range },
        as('harbor'),
      ),
      harborTenants: await call<{ items: { average: number | null }[] }>(
        'occupancy/tenants/average-occupancy',
        building,
        as('harbor'),
      ),
      harborLeases: await call<{ items: { peakOccupancy: number | null }[] }>(
        'encumbrances/statistic/tenants',
        { buildingId: p.buildings.harborPoint.id },
        as('harbor'),
      ),
      harborCoverage: await call('occupancy/occupancy-coverage', building, as('harbor')),
      harborHours: await call('occupancy', building, as('harbor')),
      metro: await call<Figures>(
        'organizations/statistics',
        { organizationId: p.orgs.metro.id, ...range },
        as('metrospaces'),
      ),
      platform: await call<Figures>('organizations/statistics', {
        organizationId: p.orgs.harbor.id,
        ...range,
      }),
      platformBuilding: await call('occupancy/statistic', building),
    };
  };

  it("leaves the source out of the excluded organization's summaries, and only of theirs", async () => {
    const before = await northwind();
    const othersBefore = await others();
    // The readings count before the exclusion.
    expect(before.organization.peakOccupancy).toBeGreaterThan(0);
    expect(before.lease.peakOccupancy).toBeGreaterThan(0);
    expect(before.coverage.items[0]?.daysWithData).toBe(10);
    expect(before.hours.items.length).toBeGreaterThan(0);
    expect(othersBefore.harbor.peakOccupancy).toBeGreaterThan(0);
    expect(othersBefore.metro.peakOccupancy).toBeGreaterThan(0);

    await exclude([p.orgs.northwind.id]);
    const after = await northwind();
    expect(after.organization).toMatchObject({ peakOccupancy: null, averageOccupancy: null });
    expect(after.lease).toMatchObject({ peakOccupancy: null, averageOccupancy: null });
    expect(after.coverage.items[0]).toMatchObject({ daysWithData: 0, lastDate: null });
    expect(after.hours.items).toEqual([]);
    // Everyone else reads what they read before.
    expect(await others()).toEqual(othersBefore);
    // The same rule for the readers of other rollups (a lease's kept spaces, hour by hour).
    const sources = [p.dataSources.harborSensors.id, p.dataSources.skylineSensors.id];
    const scopeOf = (organizationId: number) =>
      ({ kind: 'organization', organizationId, organizationType: 'OCCUPIER' }) as const;
    expect(await readableSources(t.database.db, scopeOf(p.orgs.northwind.id), sources)).toEqual([
      p.dataSources.skylineSensors.id,
    ]);
    expect(await readableSources(t.database.db, scopeOf(p.orgs.contoso.id), sources)).toEqual(
      sources,
    );
    expect(await readableSources(t.database.db, ALL, sources)).toEqual(sources);

    // The exclusion deleted: Northwind's figures come back.
    const deleted = await t.post(
      '/api/data-sources/delete-excluded-organization',
      { dataSourceId: p.dataSources.harborSensors.id, organizationId: p.orgs.northwind.id },
      master,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await northwind()).toEqual(before);
  });

  it("leaves the source out of the owner's portfolio summary when the owner is excluded", async () => {
    const before = await others();
    await exclude([p.orgs.harbor.id]);
    const after = await others();
    expect(after.harbor).toMatchObject({ peakOccupancy: null, averageOccupancy: null });
    expect(after.harborHours).toMatchObject({ items: [] });
    // The per-lease readers of the tenants' figures follow the same rule.
    expect(before.harborTenants.items.some((item) => item.average !== null)).toBe(true);
    expect(after.harborTenants.items.map((item) => item.average)).toEqual(
      before.harborTenants.items.map(() => null),
    );
    expect(before.harborLeases.items.some((item) => item.peakOccupancy !== null)).toBe(true);
    expect(after.harborLeases.items.every((item) => item.peakOccupancy === null)).toBe(true);
    // MetroSpaces and the platform are not excluded.
    expect(after.metro).toEqual(before.metro);
    expect(after.platform).toEqual(before.platform);
    expect(after.platformBuilding).toEqual(before.platformBuilding);
    await exclude([]);
  });
});
