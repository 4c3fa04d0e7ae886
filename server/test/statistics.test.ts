// Statistics calls on readings whose answers are worked out here from the raw counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';
import { buildings } from '../src/db/schema/index.ts';
import { ALL } from '../src/auth/scope.ts';
import { resolveTarget } from '../src/analytics/target.ts';
import { dailyRows, dailyRowsOf } from '../src/analytics/repository.ts';

type Reading = { spaceId: number; at: string; occupancy: number };

/** Two weeks of February 2026 in New York (UTC−5): open office and cafe, 9:00–17:00 hourly. */
function readingsFor(p: Portfolio): Reading[] {
  const rows: Reading[] = [];
  for (let day = 2; day <= 15; day++) {
    const date = `2026-02-${String(day).padStart(2, '0')}`;
    const dow = new Date(`${date}T12:00:00Z`).getUTCDay();
    const weekend = dow === 0 || dow === 6;
    for (let hour = 9; hour <= 17; hour++) {
      const at = new Date(Date.UTC(2026, 1, day, hour + 5)).toISOString();
      // The office is busiest at 11:00, the cafe at 13:00: their peaks never coincide.
      const office = weekend ? 1 : Math.max(0, 20 + day - Math.abs(hour - 11) * 4);
      const cafe = weekend ? 0 : Math.max(0, 12 - Math.abs(hour - 13) * 3);
      rows.push(
        { spaceId: p.spaces.hpOpen.id, at, occupancy: office },
        { spaceId: p.spaces.hpCafe.id, at, occupancy: cafe },
      );
    }
  }
  return rows;
}

/** The building's daily peak = highest sum at one instant; never the sum of the spaces' peaks. */
function expectedDailyPeaks(rows: Reading[], spaceIds: number[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const r of rows)
    if (spaceIds.includes(r.spaceId)) sums.set(r.at, (sums.get(r.at) ?? 0) + r.occupancy);
  const days = new Map<string, number>();
  for (const [at, sum] of sums) {
    const date = new Date(Date.parse(at) - 5 * 3_600_000).toISOString().slice(0, 10);
    days.set(date, Math.max(days.get(date) ?? 0, sum));
  }
  return days;
}
const isWeekday = (date: string) => ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe.each(databaseKinds)('statistics on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let master: string;
  let rows: Reading[];
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
    await t.database.db
      .update(buildings)
      .set({ primaryOccupancyDataSourceId: p.dataSources.harborSensors.id })
      .where(eq(buildings.id, p.buildings.harborPoint.id));
    rows = readingsFor(p);
    const ingest = await t.post(
      '/api/occupancy/readings',
      rows.map((r) => ({
        dataSourceId: p.dataSources.harborSensors.id,
        spaceId: r.spaceId,
        timestamp: r.at,
        occupancy: r.occupancy,
      })),
      master,
    );
    expect(ingest.statusCode, ingest.body).toBe(200);
  });
  afterAll(() => t.close());

  const stat = async (url: string, body: object, token = master) => {
    const response = await t.post(url, body, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Record<string, unknown>>();
  };

  it('answers the building statistic from simultaneous sums', async () => {
    const expected = expectedDailyPeaks(rows, [p.spaces.hpOpen.id, p.spaces.hpCafe.id]);
    const [peakDate, peak] = [...expected].sort(
      (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
    )[0] ?? ['', 0];
    const weekdayPeaks = [...expected].filter(([d]) => isWeekday(d)).map(([, v]) => v);
    const mondays = [...expected]
      .filter(([d]) => new Date(`${d}T12:00:00Z`).getUTCDay() === 1)
      .map(([, v]) => v);
    const body = await stat('/api/occupancy/statistic', {
      buildingId: p.buildings.harborPoint.id,
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    });
    expect(body).toMatchObject({
      peakOccupancy: peak,
      peakOccupancyDate: peakDate,
      capacity: 120,
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    });
    expect(body.averageOccupancy).toBeCloseTo(mean(weekdayPeaks), 9);
    expect(
      (body.occupancyByDayOfWeek as Record<string, { avg: number } | null>)['1']?.avg,
    ).toBeCloseTo(mean(mondays), 9);
    expect((body.occupancyByDayOfWeek as Record<string, unknown>)['0']).toBeNull();
    expect(body.peakUtilization).toBeCloseTo(peak / 120, 9);
  });

  it('takes the last year of data when no dates are given', async () => {
    const body = await stat('/api/occupancy/statistic', { buildingId: p.buildings.harborPoint.id });
    expect(body).toMatchObject({ startDate: '2026-02-02', endDate: '2026-02-15' });
  });

  it("gives a tenant's figures from its own spaces only", async () => {
    const expected = expectedDailyPeaks(rows, [p.spaces.hpOpen.id]);
    const body = await stat('/api/occupancy/statistic', {
      buildingId: p.buildings.harborPoint.id,
      tenantId: p.leases.northwindLease.id,
    });
    expect(body.peakOccupancy).toBe(Math.max(...expected.values()));
    expect(body.capacity).toBe(40);
  });

  it('answers daily records per data source, monthly occupancy and the flex summary', async () => {
    const daily = await stat('/api/occupancy/daily-occupancy', {
      buildingId: p.buildings.harborPoint.id,
    });
    const items = daily.items as {
      date: string;
      counts: Record<string, { occupancy: number; isPrimary: boolean }>;
    }[];
    expect(items).toHaveLength(14);
    expect(items[0]?.counts[String(p.dataSources.harborSensors.id)]).toMatchObject({
      isPrimary: true,
    });

    const expected = expectedDailyPeaks(rows, [p.spaces.hpOpen.id, p.spaces.hpCafe.id]);
    const monthly = await stat('/api/occupancy/tenants/monthly-occupancy', {
      buildingId: p.buildings.harborPoint.id,
    });
    expect(monthly.items).toEqual([
      expect.objectContaining({
        year: 2026,
        month: 2,
        days: 14,
        peak: Math.max(...expected.values()),
      }),
    ]);
    const flex = await stat('/api/occupancy/flex', { buildingId: p.buildings.harborPoint.id });
    expect((flex.demand as unknown[]).length).toBe(14);
    expect((flex.flexSummary as { percentile: number }).percentile).toBe(0.8);
  });

  it('answers floor occupancy per space and hour in local time', async () => {
    const body = await stat('/api/floors/occupancy', {
      floorId: p.floors.hp1.id,
      date: '2026-02-03',
    });
    const office = (
      body.items as { spaceId: number; items: { start: string; occupancy: number }[] }[]
    ).find((e) => e.spaceId === p.spaces.hpOpen.id);
    expect(office?.items[0]).toEqual({ start: '09:00', occupancy: 15 });
    expect(office?.items.find((i) => i.start === '11:00')?.occupancy).toBe(23);
  });

  it('splits the building cost so that the slices add up to the rent', async () => {
    const body = await stat('/api/encumbrances/statistic/building-costs', {
      buildingId: p.buildings.harborPoint.id,
      tenantId: p.leases.northwindLease.id,
    });
    const rent = 55 * 40 * 150;
    expect(
      (body.utilizedCost as number) +
        (body.underutilizedCost as number) +
        (body.unusedCost as number),
    ).toBeCloseTo(rent, 6);
    expect(body.currency).toBe('USD');
    // Without occupancy data in the range the split cannot be worked out: null, not zeros.
    const empty = await stat('/api/encumbrances/statistic/building-costs', {
      buildingId: p.buildings.harborPoint.id,
      tenantId: p.leases.northwindLease.id,
      startDate: '2020-01-01',
      endDate: '2020-01-31',
    });
    expect(empty).toEqual({
      utilizedCost: null,
      underutilizedCost: null,
      unusedCost: null,
      currency: 'USD',
    });
  });

  it('keeps each organization to what it may see', async () => {
    const northwind = await tokenFor(p.orgs.northwind, 'viewer');
    expect(
      (
        await t.post(
          '/api/occupancy/statistic',
          { buildingId: p.buildings.harborPoint.id },
          northwind,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.post(
          '/api/occupancy/statistic',
          { buildingId: p.buildings.harborPoint.id, tenantId: p.leases.northwindLease.id },
          northwind,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.post(
          '/api/occupancy/statistic',
          { buildingId: p.buildings.harborPoint.id, tenantId: p.leases.metroLease.id },
          northwind,
        )
      ).statusCode,
    ).toBe(404);
    const skyline = await tokenFor(p.orgs.skyline, 'viewer');
    expect(
      (
        await t.post(
          '/api/occupancy/statistic',
          { buildingId: p.buildings.harborPoint.id },
          skyline,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.post(
          '/api/floors/occupancy',
          { floorId: p.floors.hp1.id, date: '2026-02-03' },
          skyline,
        )
      ).statusCode,
    ).toBe(404);
    const averages = await stat(
      '/api/occupancy/tenants/average-occupancy',
      { buildingId: p.buildings.harborPoint.id },
      northwind,
    );
    expect((averages.items as { orgName: string }[]).map((i) => i.orgName)).toEqual([
      'Northwind Traders',
    ]);
    // One completed month (February 2026): its average, and no change without a month before.
    const februaryWeekdays = [...expectedDailyPeaks(rows, [p.spaces.hpOpen.id])]
      .filter(([d]) => isWeekday(d))
      .map(([, v]) => v);
    const [northwindAverage] = averages.items as { average: number | null; change: unknown }[];
    expect(northwindAverage?.average).toBeCloseTo(mean(februaryWeekdays), 9);
    expect(northwindAverage?.change).toBeNull();
  });

  it('reads several targets in one statement as each alone, each within its own range', async () => {
    const db = t.database.db;
    const building = p.buildings.harborPoint.id;
    const targets = await Promise.all([
      resolveTarget(db, ALL, {
        buildingId: building,
        startDate: '2026-02-02',
        endDate: '2026-02-06',
      }),
      resolveTarget(db, ALL, {
        buildingId: building,
        floorId: p.floors.hp1.id,
        startDate: '2026-02-09',
        endDate: '2026-02-15',
      }),
      resolveTarget(db, ALL, {
        buildingId: building,
        floorId: p.floors.hp2.id,
        startDate: '2026-02-01',
        endDate: '2026-02-28',
      }),
      resolveTarget(db, ALL, {
        buildingId: building,
        startDate: '2026-02-10',
        endDate: '2026-02-11',
      }),
    ]);
    const together = await dailyRowsOf(db, targets);
    const alone = await Promise.all(targets.map((target) => dailyRows(db, target)));
    expect(together).toEqual(alone);
    const dates = (i: number) => together[i]?.flatMap((b) => b.rows.map((r) => r.date)) ?? [];
    expect(dates(0)).toEqual([
      '2026-02-02',
      '2026-02-03',
      '2026-02-04',
      '2026-02-05',
      '2026-02-06',
    ]);
    expect(dates(1)).toHaveLength(7);
    expect(dates(2)).toEqual([]); // no readings on the second floor
    expect(dates(3)).toEqual(['2026-02-10', '2026-02-11']);
    // The floor's peaks are the building's here: its two spaces are all the building reports.
    const peaks = expectedDailyPeaks(rows, [p.spaces.hpOpen.id, p.spaces.hpCafe.id]);
    for (const r of together[1]?.flatMap((b) => b.rows) ?? [])
      expect(r.peak).toBe(peaks.get(r.date));
    const all = await dailyRowsOf(db, targets.slice(0, 1), { allTime: true, withPeakAt: true });
    expect(all[0]?.flatMap((b) => b.rows)).toHaveLength(14);
    expect(all[0]?.[0]?.rows[0]?.peakAt).toMatch(/^\d\d:\d\d$/);
  });

  it('answers site statistics for the operated floors only', async () => {
    const body = await stat('/api/operators/site-statistics', {
      buildingId: p.buildings.harborPoint.id,
      organizationId: p.orgs.metro.id,
    });
    expect(body).toMatchObject({ floorCount: 1, roomCount: 1, capacity: 60, peakOccupancy: null });
    expect((body.dowDemand as unknown[]).length).toBe(7);
  });

  it('averages over the building’s own working days, in the pooled calls too', async () => {
    const building = p.buildings.harborPoint.id;
    const range = { startDate: '2026-02-01', endDate: '2026-02-28' };
    const floorAverage = async () => {
      const body = await stat('/api/floors/statistics', { buildingId: building, ...range });
      return (body.items as { floorId: number; averageOccupancy: number | null }[]).find(
        (f) => f.floorId === p.floors.hp1.id,
      )?.averageOccupancy;
    };
    const peaks = expectedDailyPeaks(rows, [p.spaces.hpOpen.id, p.spaces.hpCafe.id]);
    const weekdays = [...peaks].filter(([d]) => isWeekday(d)).map(([, v]) => v);
    expect(await floorAverage()).toBeCloseTo(mean(weekdays), 9);

    const everyDay = { start: '00:00', end: '24:00', days: [1, 2, 3, 4, 5, 6, 7] };
    const update = (workingHours: object) =>
      t.post('/api/buildings/update', { id: building, data: { workingHours } }, master);
    expect((await update(everyDay)).statusCode).toBe(200);
    await t.app.jobs.drain();
    try {
      expect(await floorAverage()).toBeCloseTo(mean([...peaks.values()]), 9);
      const statistic = await stat('/api/occupancy/statistic', { buildingId: building, ...range });
      expect(statistic.averageOccupancy).toBeCloseTo(mean([...peaks.values()]), 9);
    } finally {
      expect(
        (await update({ start: '08:00', end: '18:00', days: [1, 2, 3, 4, 5] })).statusCode,
      ).toBe(200);
      await t.app.jobs.drain();
    }
  });
});
