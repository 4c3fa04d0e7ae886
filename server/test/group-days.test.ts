// readGroupDays and readLastDataDates (analytics/organization-repository.ts): a group's daily
// peaks from its building's primary data source or, without one, the highest of all its sources
// each day (sources count the same people, so they are never added). And the group of the spaces
// a subleased lease keeps: their simultaneous peak, not their hourly peaks added.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, dataSources, encumbrances, encumbranceSpaces } from '../src/db/schema/index.ts';
import { ingestReadings } from '../src/occupancy/ingest.ts';
import {
  readBuildingsInfo,
  readGroupDays,
  readLastDataDates,
  type Group,
} from '../src/analytics/organization-repository.ts';
import { ALL } from '../src/auth/scope.ts';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';

/** The groups' days and last days, their buildings' information read first (as the calls do). */
function readers(app: () => TestApp) {
  const infoOf = (groups: readonly Group[]) =>
    readBuildingsInfo(
      app().database.db,
      groups.map((g) => g.buildingId),
    );
  return {
    groupDays: async (
      groups: readonly Group[],
      range: { startDate: string; endDate: string } | null,
    ) => readGroupDays(app().database.db, ALL, groups, await infoOf(groups), range),
    lastDataDates: async (groups: readonly Group[]) =>
      readLastDataDates(app().database.db, ALL, groups, await infoOf(groups)),
  };
}

describe.each(databaseKinds)('group daily peaks on %s', (kind) => {
  let t: TestApp;
  const { groupDays, lastDataDates } = readers(() => t);
  let p: Portfolio;
  let counter: number;
  const group = () => ({
    kind: 'building' as const,
    id: p.buildings.skylineTower.id,
    buildingId: p.buildings.skylineTower.id,
    capacity: null,
  });
  const key = () => `building:${String(group().id)}@${String(group().buildingId)}`;
  const march = { startDate: '2026-03-02', endDate: '2026-03-04' };

  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    const [row] = await t.database.db
      .insert(dataSources)
      .values({ name: 'Skyline entrance', buildingId: p.buildings.skylineTower.id })
      .returning();
    counter = row?.id ?? 0;
    // The desk sensor and the entrance counter see the same people: on the 2nd the sensor reads
    // higher, on the 3rd the counter; on the 4th only the counter reports.
    let line = 1;
    const reading = (dataSourceId: number, spaceId: number | null, at: string, n: number) => ({
      line: line++,
      dataSourceId: String(dataSourceId),
      spaceId: spaceId === null ? '' : String(spaceId),
      timestamp: at,
      occupancy: String(n),
    });
    const desk = p.spaces.stDesk.id;
    const sensors = p.dataSources.skylineSensors.id;
    await ingestReadings(
      t.database.db,
      [
        reading(sensors, desk, '2026-03-02T10:00:00+01:00', 12),
        reading(sensors, desk, '2026-03-02T11:00:00+01:00', 9),
        reading(counter, null, '2026-03-02T10:00:00+01:00', 7),
        reading(sensors, desk, '2026-03-03T10:00:00+01:00', 4),
        reading(counter, null, '2026-03-03T10:00:00+01:00', 15),
        reading(counter, null, '2026-03-04T10:00:00+01:00', 6),
      ],
      'Line',
    );
  });
  afterAll(() => t.close());

  it('takes the highest of the sources each day when the building has no primary one', async () => {
    const days = await groupDays([group()], march);
    expect(days.get(key())).toEqual([
      { date: '2026-03-02', peak: 12 },
      { date: '2026-03-03', peak: 15 },
      { date: '2026-03-04', peak: 6 },
    ]);
    expect((await lastDataDates([group()])).get(key())).toBe('2026-03-04');
  });

  it('answers a group asked twice once, and no list for a group without data', async () => {
    const quiet = {
      kind: 'building' as const,
      id: p.buildings.dockside.id,
      buildingId: p.buildings.dockside.id,
      capacity: null,
    };
    const days = await groupDays([group(), quiet, group()], march);
    expect([...days.keys()]).toEqual([key()]);
    expect(days.get(key())?.map((d) => d.date)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
    const last = await lastDataDates([quiet, group(), group()]);
    expect([...last]).toEqual([[key(), '2026-03-04']]);
  });

  it('reads only the primary source when the building has one', async () => {
    await t.database.db
      .update(buildings)
      .set({ primaryOccupancyDataSourceId: p.dataSources.skylineSensors.id })
      .where(eq(buildings.id, p.buildings.skylineTower.id));
    const days = await groupDays([group()], march);
    expect(days.get(key())).toEqual([
      { date: '2026-03-02', peak: 12 },
      { date: '2026-03-03', peak: 4 },
    ]);
    expect((await lastDataDates([group()])).get(key())).toBe('2026-03-03');
    expect(await groupDays([group()], null)).toEqual(new Map([[key(), days.get(key())]]));
  });
});

describe.each(databaseKinds)('the spaces a subleased lease keeps on %s', (kind) => {
  let t: TestApp;
  const { groupDays } = readers(() => t);
  let p: Portfolio;
  let leaseId: number;
  let subleaseId: number;
  const range = { startDate: '2026-03-02', endDate: '2026-03-02' };

  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    const db = t.database.db;
    const { hpOpen, hpCafe, hpFlex } = p.spaces;
    // Northwind leases the office, the cafe and the flex floor of Harbor Point, and subleases
    // the flex floor to Contoso: it keeps the office and the cafe.
    const lease = async (values: typeof encumbrances.$inferInsert, spaceIds: number[]) => {
      const [row] = await db.insert(encumbrances).values(values).returning();
      if (!row) throw new Error('no lease');
      await db
        .insert(encumbranceSpaces)
        .values(spaceIds.map((spaceId) => ({ encumbranceId: row.id, spaceId })));
      return row.id;
    };
    const common = {
      buildingId: p.buildings.harborPoint.id,
      startDate: '2025-01-01',
      endDate: '2029-12-31',
      rentableSF: 5000,
      targetDensity: 100,
      // Only office leases have occupancy figures (the office rule).
      usageTypeId: p.usageTypes.office.id,
    };
    leaseId = await lease({ ...common, organizationId: p.orgs.northwind.id, capacity: 120 }, [
      hpOpen.id,
      hpCafe.id,
      hpFlex.id,
    ]);
    subleaseId = await lease(
      { ...common, parentId: leaseId, organizationId: p.orgs.contoso.id, capacity: 60 },
      [hpFlex.id],
    );
    // Every 15 minutes: the office and the cafe peak in the same hour but not at one instant.
    const at = (time: string) => `2026-03-02T${time}:00-05:00`;
    const rows = [
      [hpOpen.id, '10:00', 10],
      [hpCafe.id, '10:00', 1],
      [hpFlex.id, '10:00', 30],
      [hpOpen.id, '10:15', 2],
      [hpCafe.id, '10:15', 8],
      [hpFlex.id, '10:15', 5],
    ].map(([spaceId, time, occupancy]) => ({
      dataSourceId: p.dataSources.harborSensors.id,
      spaceId,
      timestamp: at(String(time)),
      occupancy,
    }));
    const master = await tokenFor(p.orgs.platform, 'master-admin');
    const ingest = await t.post('/api/occupancy/readings', rows, master);
    expect(ingest.statusCode, ingest.body).toBe(200);
  });
  afterAll(() => t.close());

  const leaseFigures = async () => {
    const response = await t.post(
      '/api/organizations/tenant/statistics',
      range,
      await tokenFor(p.orgs.northwind, 'viewer'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json<{ items: { tenantId: number; peakOccupancy: number }[] }>();
    return items.find((item) => item.tenantId === leaseId);
  };

  it('measures the lease on the simultaneous sums of the spaces it keeps', async () => {
    // 10 + 1 = 11 at 10:00 and 2 + 8 = 10 at 10:15: 11, where their hourly peaks add up to 18.
    expect(await leaseFigures()).toMatchObject({ activeSubleases: 1, peakOccupancy: 11 });
    const kept = { kind: 'kept' as const, id: leaseId, buildingId: p.buildings.harborPoint.id };
    const days = await groupDays([{ ...kept, capacity: null }], range);
    expect(days.get(`kept:${String(leaseId)}@${String(kept.buildingId)}`)).toEqual([
      { date: '2026-03-02', peak: 11 },
    ]);
  });

  it('measures the whole lease again once the sublease has ended and the rollups are rebuilt', async () => {
    const master = await tokenFor(p.orgs.platform, 'master-admin');
    const ended = await t.post(
      '/api/encumbrances/update',
      { id: subleaseId, data: { status: 'TERMINATED' } },
      master,
    );
    expect(ended.statusCode, ended.body).toBe(200);
    await t.app.jobs.drain();
    // 10 + 1 + 30 = 41 at 10:00.
    expect(await leaseFigures()).toMatchObject({ activeSubleases: 0, peakOccupancy: 41 });
  });
});
