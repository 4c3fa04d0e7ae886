// Occupancy calls at their edges: the day clocks go back, a failed sublease deduction and other
// data sources in the flex job, "today" in the building's zone, unknown fields. Each figure is
// worked out again here from the raw readings sent through POST /api/occupancy/readings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now, setClock } from '../src/clock.ts';
import { eq } from 'drizzle-orm';
import { dailyPeaks, mean, wallClock } from './support/expected-occupancy.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { one, seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';
import * as s from '../src/db/schema/index.ts';

const NEW_YORK = 'America/New_York';
const LOS_ANGELES = 'America/Los_Angeles';

type Reading = {
  dataSourceId: number;
  spaceId: number | null;
  timestamp: string;
  occupancy: number;
  backfilled?: boolean;
};

/** 1 = Monday … 7 = Sunday. */
const isoDay = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;

/** Simultaneous sums of some spaces of one data source per instant, in time order. */
function sums(rows: Reading[], source: number, spaceIds: number[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of rows)
    if (r.dataSourceId === source && r.spaceId !== null && spaceIds.includes(r.spaceId))
      out.set(r.timestamp, (out.get(r.timestamp) ?? 0) + r.occupancy);
  return new Map([...out].sort(([a], [b]) => Date.parse(a) - Date.parse(b)));
}
/** Per local hour (a whole-hour zone: the UTC hour), highest and mean simultaneous sum. */
function hourly(instants: Map<string, number>, timeZone: string) {
  const hours = new Map<string, number[]>();
  for (const [at, n] of instants) {
    const hour = `${at.slice(0, 13)}:00:00.000Z`;
    hours.set(hour, [...(hours.get(hour) ?? []), n]);
  }
  return [...hours]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([at, values]) => ({
      at,
      start: wallClock(at, timeZone).slice(11),
      peak: Math.max(...values),
      average: mean(values),
    }));
}

describe('occupancy calls at their edges (pglite)', () => {
  let t: TestApp;
  let p: Portfolio;
  const tok: Record<string, string> = {};
  const readings: Reading[] = [];
  // Filled in beforeAll.
  const id = {
    dsE: 0,
    dsF: 0,
    dsM: 0,
    dsP: 0,
    dsS: 0,
    e1: 0,
    eA: 0,
    eB: 0,
    east: 0,
    f1: 0,
    fA: 0,
    fB: 0,
    fLease: 0,
    fSub: 0,
    flex: 0,
    m1: 0,
    mA: 0,
    months: 0,
    t1: 0,
    tLease: 0,
    tSub: 0,
    tX: 0,
    tY: 0,
    two: 0,
  };

  beforeAll(async () => {
    t = await startTestApp('pglite');
    p = await seedPortfolio(t.database.db);
    const db = t.database.db;
    tok.master = await tokenFor(p.orgs.platform, 'master-admin');
    tok.harbor = await tokenFor(p.orgs.harbor, 'viewer');
    tok.northwind = await tokenFor(p.orgs.northwind, 'viewer');

    const building = (name: string, timeZone: string) =>
      one(
        db
          .insert(s.buildings)
          .values({
            name,
            ownerOrganizationId: p.orgs.harbor.id,
            city: 'X',
            timeZone,
            latitude: 1,
            longitude: 1,
          })
          .returning(),
      );
    const floor = (buildingId: number, name: string) =>
      one(db.insert(s.floors).values({ buildingId, name, position: 1 }).returning());
    const space = (floorId: number, name: string, capacity: number) =>
      one(
        db
          .insert(s.spaces)
          .values({ floorId, name, capacity, category: 'WORK', rentableSF: capacity * 100 })
          .returning(),
      );
    const source = async (buildingId: number, name: string, primary: boolean) => {
      const ds = await one(db.insert(s.dataSources).values({ name, buildingId }).returning());
      if (primary)
        await db
          .update(s.buildings)
          .set({ primaryOccupancyDataSourceId: ds.id })
          .where(eq(s.buildings.id, buildingId));
      return ds.id;
    };
    const lease = async (
      buildingId: number,
      organizationId: number,
      spaceIds: number[],
      capacity: number | null,
      extra: Partial<typeof s.encumbrances.$inferInsert> = {},
    ) => {
      const row = await one(
        db
          .insert(s.encumbrances)
          .values({
            buildingId,
            organizationId,
            startDate: '2024-01-01',
            endDate: '2030-12-31',
            capacity,
            rentableSF: (capacity ?? 10) * 100,
            rentRate: 50,
            targetDensity: 100,
            usageTypeId: p.usageTypes.office.id,
            ...extra,
          })
          .returning(),
      );
      await db
        .insert(s.encumbranceSpaces)
        .values(spaceIds.map((spaceId) => ({ encumbranceId: row.id, spaceId })));
      return row.id;
    };

    // East (New York): readings on the day clocks go back.
    id.east = (await building('Audit East', NEW_YORK)).id;
    id.e1 = (await floor(id.east, 'E1')).id;
    id.eA = (await space(id.e1, 'A', 10)).id;
    id.eB = (await space(id.e1, 'B', 20)).id;
    id.dsE = await source(id.east, 'East sensors', true);

    // Flex (New York): Northwind's lease, whose ACTIVE sublease to Contoso has no capacity.
    id.flex = (await building('Audit Flex', NEW_YORK)).id;
    id.f1 = (await floor(id.flex, 'F1')).id;
    id.fA = (await space(id.f1, 'FA', 10)).id;
    id.fB = (await space(id.f1, 'FB', 10)).id;
    id.dsF = await source(id.flex, 'Flex sensors', true);
    id.fLease = await lease(id.flex, p.orgs.northwind.id, [id.fA, id.fB], 20);
    id.fSub = await lease(id.flex, p.orgs.contoso.id, [id.fB], null, {
      parentId: id.fLease,
      startDate: '2025-01-01',
    });

    // Two (New York): two data sources; Northwind keeps TX after subletting TY to Contoso.
    id.two = (await building('Audit Two', NEW_YORK)).id;
    id.t1 = (await floor(id.two, 'T1')).id;
    id.tX = (await space(id.t1, 'TX', 10)).id;
    id.tY = (await space(id.t1, 'TY', 10)).id;
    id.dsP = await source(id.two, 'Two primary', true);
    id.dsS = await source(id.two, 'Two secondary', false);
    id.tLease = await lease(id.two, p.orgs.northwind.id, [id.tX, id.tY], 20);
    id.tSub = await lease(id.two, p.orgs.contoso.id, [id.tY], 10, {
      parentId: id.tLease,
      startDate: '2025-01-01',
    });

    // Months (Los Angeles): December 2025 to February 2026.
    id.months = (await building('Audit Months', LOS_ANGELES)).id;
    id.m1 = (await floor(id.months, 'M1')).id;
    id.mA = (await space(id.m1, 'MA', 50)).id;
    id.dsM = await source(id.months, 'Months sensors', true);

    const push = (dataSourceId: number, spaceId: number, timestamp: string, occupancy: number) =>
      readings.push({ dataSourceId, spaceId, timestamp, occupancy });
    // Sunday 2 November 2025 in New York: 01:15 EDT, then 01:15 EST an hour later, then 10:00.
    push(id.dsE, id.eA, '2025-11-02T05:15:00.000Z', 3);
    push(id.dsE, id.eA, '2025-11-02T06:15:00.000Z', 7);
    push(id.dsE, id.eB, '2025-11-02T15:00:00.000Z', 2);
    // Flex: the working days of 5–16 January 2026, both spaces at 10:00, 12:00 and 15:00.
    for (let d = 5; d <= 16; d++) {
      const date = `2026-01-${String(d).padStart(2, '0')}`;
      if (isoDay(date) > 5) continue;
      for (const hour of [10, 12, 15]) {
        const at = `${date}T${String(hour + 5).padStart(2, '0')}:00:00.000Z`;
        push(id.dsF, id.fA, at, (d % 5) + (hour === 12 ? 3 : 0));
        push(id.dsF, id.fB, at, (d % 3) + (hour === 15 ? 4 : 0));
      }
    }
    // Two: the primary source counts 1 in each space, the secondary 9 in TX and 2 in TY.
    for (const date of ['2026-01-05', '2026-01-06', '2026-01-07'])
      for (const hour of [10, 13]) {
        const at = `${date}T${String(hour + 5).padStart(2, '0')}:00:00.000Z`;
        push(id.dsP, id.tX, at, 1);
        push(id.dsP, id.tY, at, 1);
        push(id.dsS, id.tX, at, 9);
        push(id.dsS, id.tY, at, 2);
      }
    // Months: every working day at 10:00 local; 10 people in December, 20 in January, 30 in February.
    for (
      let d = Date.parse('2025-12-01T12:00:00Z');
      d <= Date.parse('2026-02-27T12:00:00Z');
      d += 86_400_000
    ) {
      const date = new Date(d).toISOString().slice(0, 10);
      if (isoDay(date) > 5) continue;
      const month = Number(date.slice(5, 7));
      push(id.dsM, id.mA, `${date}T18:00:00.000Z`, month === 12 ? 10 : month === 1 ? 20 : 30);
    }
    const ingest = await t.post('/api/occupancy/readings', readings, tok.master);
    expect(ingest.statusCode, ingest.body).toBe(200);
  });
  afterAll(() => t.close());

  const ok = async <T = Record<string, unknown>>(url: string, body: object, token = tok.master) => {
    const response = await t.post(url, body, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  it('peak-day keeps both 01:00 hours of the day clocks go back apart, as /occupancy does (docs/metrics.md Conventions: "the day clocks go back has 25 of them"; Day curve: "per building and local hour"; spec §9 "hourly peak is the max per hour")', async () => {
    const expected = hourly(sums(readings, id.dsE, [id.eA, id.eB]), NEW_YORK);
    // /occupancy answers three hours: 01:00 EDT, 01:00 EST and 10:00.
    const hours = await ok<{ items: { at: string; local: string; peak: number }[] }>(
      '/api/occupancy',
      { buildingId: id.east, startDate: '2025-11-02', endDate: '2025-11-02' },
    );
    expect(hours.items.map((h) => [h.at, h.local.slice(11), h.peak])).toEqual(
      expected.map((h) => [h.at, h.start, h.peak]),
    );
    // The day's curve must hold the same hours: not one '01:00' with the higher hour's figures.
    const day = await ok<{ items: { start: string; peak: number; average: number }[] }>(
      '/api/occupancy/peak-day',
      { buildingId: id.east, date: '2025-11-02' },
    );
    expect(day.items).toEqual(
      expected.map(({ start, peak, average }) => ({ start, peak, average })),
    );
  });

  it('floors/occupancy gives each space one item per local hour on the day clocks go back, its peak in that hour (spec §3 "Floor occupancy entry", §9 "hourly peak is the max per hour"; docs/metrics.md: that day "has 25 of them")', async () => {
    const perSpace = (spaceId: number) =>
      hourly(sums(readings, id.dsE, [spaceId]), NEW_YORK).map(({ start, peak }) => ({
        start,
        occupancy: peak,
      }));
    const body = await ok('/api/floors/occupancy', { floorId: id.e1, date: '2025-11-02' });
    expect(body.items).toEqual([
      // 01:00 EDT held 3 people, 01:00 EST (an hour later) 7: two hours, not one with 7.
      { spaceId: id.eA, items: perSpace(id.eA) },
      { spaceId: id.eB, items: perSpace(id.eB) },
    ]);
  });

  it('flex requirements leave the occupancy of a lease whose sublease deduction is invalid null, as /organizations/tenant/statistics does (docs/metrics.md, "Occupancy of a subleased lease": "When the deduction cannot be made (a capacity missing) … its occupancy, utilization and efficiency are null")', async () => {
    const range = { startDate: '2026-01-01', endDate: '2026-01-31' };
    // The same lease in the tenants call: no occupancy once the deduction fails.
    const tenants = await ok<{ items: Record<string, unknown>[] }>(
      '/api/organizations/tenant/statistics',
      { organizationId: p.orgs.northwind.id, ...range },
    );
    expect(tenants.items.find((i) => i.tenantId === id.fLease)).toMatchObject({
      issues: ['Capacity is missing in the sublease'],
      capacity: null,
      peakOccupancy: null,
      averageOccupancy: null,
    });

    await ok('/api/occupancy/run-flex-requirements', { buildingId: id.flex, ...range });
    await t.app.jobs.drain();
    const flex = await ok<{ items: Record<string, unknown>[] }>(
      '/api/occupancy/building-flex-requirements',
      { buildingId: id.flex },
      tok.harbor,
    );
    const sublessee = flex.items.find((i) => i.tenantId === id.fSub);
    const parent = flex.items.find((i) => i.tenantId === id.fLease);
    // Contoso's own row counts FB's people…
    const fbDays = dailyPeaks(sums(readings, id.dsF, [id.fB]), NEW_YORK);
    expect(sublessee).toMatchObject({ peak: Math.max(...fbDays.map((d) => d.peak)) });
    // …and Northwind's row, whose deduction failed, must not count them again.
    expect(parent).toMatchObject({
      message: 'Capacity is missing in the sublease',
      capacity: null,
      rentableArea: null,
      peak: null,
      peakDate: null,
      average: null,
      newCapacity: null,
    });
  });

  it('flex requirements run with isPrimary: false read the spaces a subleased lease keeps from the other data sources, not the primary one (docs/api.md: isPrimary "the building\'s primary data source (default) or its other sources"; docs/metrics.md Flex requirements "daily peaks")', async () => {
    const range = { startDate: '2026-01-01', endDate: '2026-01-31' };
    await ok('/api/occupancy/run-flex-requirements', {
      buildingId: id.two,
      isPrimary: false,
      ...range,
    });
    await t.app.jobs.drain();
    const flex = await ok<{ items: Record<string, unknown>[] }>(
      '/api/occupancy/building-flex-requirements',
      { buildingId: id.two },
      tok.harbor,
    );
    // The secondary source's figures: the sublease's TY, and the TX that Northwind keeps.
    const secondary = (spaceIds: number[]) =>
      dailyPeaks(sums(readings, id.dsS, spaceIds), NEW_YORK);
    const keptDays = secondary([id.tX]);
    const subDays = secondary([id.tY]);
    expect(flex.items.find((i) => i.tenantId === id.tSub)).toMatchObject({
      peak: Math.max(...subDays.map((d) => d.peak)),
    });
    expect(flex.items.find((i) => i.tenantId === id.tLease)).toMatchObject({
      capacity: 10,
      peak: Math.max(...keptDays.map((d) => d.peak)), // 9, not the primary source's 1
      average: mean(keptDays.map((d) => d.peak)),
    });
  });

  it('buildings/average-occupancy takes today in the building\'s zone: on 28 February in Los Angeles (1 March UTC) February is not yet a completed month (docs/metrics.md Conventions: "today" is today in the building\'s zone; Monthly utilization chart: "the current month is excluded")', async () => {
    const days = dailyPeaks(sums(readings, id.dsM, [id.mA]), LOS_ANGELES);
    const monthAverage = (month: string) =>
      mean(days.filter((d) => d.date.startsWith(month) && isoDay(d.date) <= 5).map((d) => d.peak));
    const december = monthAverage('2025-12');
    const january = monthAverage('2026-01');
    try {
      // 21:00 on Saturday 28 February 2026 in Los Angeles.
      setClock(new Date('2026-03-01T05:00:00Z'));
      expect(wallClock(now().toISOString(), LOS_ANGELES)).toBe('2026-02-28T21:00');
      const token = await tokenFor(p.orgs.harbor, 'org-admin');
      const body = await ok<{ items: Record<string, unknown>[] }>(
        '/api/occupancy/buildings/average-occupancy',
        { buildingId: id.months },
        token,
      );
      // The last completed month is January (vs December), not February (vs January).
      expect(body.items[0]).toMatchObject({
        change: expect.closeTo((january - december) / december, 9) as number,
      });
    } finally {
      setClock(null);
    }
  });

  it('a 400 for an unknown field names that field in its issue path (docs/api.md Errors: "the path names the field, e.g. ["body", "data", "timeZone"]")', async () => {
    const cases: [string, object, string][] = [
      [
        '/api/occupancy/building-flex-requirements',
        { buildingId: id.east, startDate: '2026-01-01' },
        'startDate',
      ],
      [
        '/api/occupancy/organizations-peak-occupancy',
        { buildingId: id.east, tenantId: id.fLease },
        'tenantId',
      ],
      [
        '/api/floors/occupancy',
        { floorId: id.e1, date: '2026-01-05', startDate: '2026-01-05' },
        'startDate',
      ],
    ];
    for (const [url, body, field] of cases) {
      const response = await t.post(url, body, tok.master);
      expect(response.statusCode, url).toBe(400);
      expect(
        response.json<{ issues: { path: unknown[] }[] }>().issues.map((i) => i.path),
        url,
      ).toEqual([['body', field]]);
    }
  });
});
