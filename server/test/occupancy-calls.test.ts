// The occupancy calls of occupancy-calls.ts on readings ingested through the API; every expected
// figure is worked out here again from the raw readings (support/occupancy-fixtures.ts).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyPeaks, mean, wallClock, type ExpectedDay } from './support/expected-occupancy.ts';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';
import { signToken } from './support/tokens.ts';
import {
  harborReadings,
  seedOccupancyGraph,
  skylineReadings,
  type FixtureReading,
  type OccupancyGraph,
} from './support/occupancy-fixtures.ts';
import { now } from '../src/clock.ts';

const CALLS = [
  '/api/occupancy',
  '/api/occupancy/full',
  '/api/occupancy/organizations-peak-occupancy',
  '/api/occupancy/peak-days',
  '/api/occupancy/peak-day',
  '/api/occupancy/occupancy-coverage',
  '/api/occupancy/run-flex-requirements',
  '/api/occupancy/building-flex-requirements',
  '/api/occupancy/buildings/average-occupancy',
];
const NEW_YORK = 'America/New_York';
const AMSTERDAM = 'Europe/Amsterdam';

const isWeekday = (date: string) => ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());
/** Type-7 percentile, as docs/metrics.md defines it. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const h = (sorted.length - 1) * p;
  const low = sorted[Math.floor(h)] ?? 0;
  const high = sorted[Math.ceil(h)] ?? low;
  return low + (h - Math.floor(h)) * (high - low);
}

/**
 * People per instant of a group: the sum of its spaces' readings where any reported, else (for
 * a building) its entrance counter.
 */
function instantSums(
  rows: FixtureReading[],
  spaceIds: number[],
  withCounter = false,
): Map<string, number> {
  const spaces = new Map<string, number>();
  const counter = new Map<string, number>();
  for (const r of rows) {
    if (r.spaceId === null) counter.set(r.timestamp, r.occupancy);
    else if (spaceIds.includes(r.spaceId))
      spaces.set(r.timestamp, (spaces.get(r.timestamp) ?? 0) + r.occupancy);
  }
  const sums = new Map(spaces);
  if (withCounter) for (const [at, n] of counter) if (!sums.has(at)) sums.set(at, n);
  return new Map([...sums].sort(([a], [b]) => a.localeCompare(b)));
}

type Day = ExpectedDay;
const inRange = (days: Day[], start: string, end: string) =>
  days.filter((d) => d.date >= start && d.date <= end);
const peakOf = (days: Day[]) =>
  [...days].sort((a, b) => b.peak - a.peak || a.date.localeCompare(b.date))[0];
const weekdayMean = (days: Day[]) => mean(days.filter((d) => isWeekday(d.date)).map((d) => d.peak));

describe.each(databaseKinds)('occupancy calls on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let g: OccupancyGraph;
  let harbor: FixtureReading[];
  let skyline: FixtureReading[];
  let skylineToday: string;
  const tokens: Record<
    'master' | 'harbor' | 'northwind' | 'contoso' | 'skyline' | 'noRole',
    string
  > = { master: '', harbor: '', northwind: '', contoso: '', skyline: '', noRole: '' };

  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    g = await seedOccupancyGraph(t.database.db, p);
    tokens.master = await tokenFor(p.orgs.platform, 'master-admin');
    tokens.harbor = await tokenFor(p.orgs.harbor, 'viewer');
    tokens.northwind = await tokenFor(p.orgs.northwind, 'viewer');
    tokens.contoso = await tokenFor(p.orgs.contoso, 'viewer');
    tokens.skyline = await tokenFor(p.orgs.skyline, 'viewer');
    tokens.noRole = await signToken({
      email: 'nobody@harbor.test',
      roles: [],
      realm: p.orgs.harbor.realm,
      orgKey: p.orgs.harbor.key,
    });
    harbor = harborReadings(p, g);
    skylineToday = wallClock(now().toISOString(), AMSTERDAM).slice(0, 10);
    skyline = skylineReadings(p, skylineToday);
    const ingest = await t.post('/api/occupancy/readings', [...harbor, ...skyline], tokens.master);
    expect(ingest.statusCode, ingest.body).toBe(200);
  });
  afterAll(() => t.close());

  const ok = async <T = Record<string, unknown>>(url: string, body: object, token: string) => {
    const response = await t.post(url, body, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const statusOf = async (url: string, body: object, token?: string) =>
    (await t.post(url, body, token)).statusCode;
  const issuePaths = async (url: string, body: object) => {
    const response = await t.post(url, body, tokens.master);
    expect(response.statusCode, response.body).toBe(400);
    return response.json<{ issues: { path: unknown[] }[] }>().issues.map((i) => i.path);
  };

  const buildingSpaces = () => [
    p.spaces.hpOpen.id,
    p.spaces.hpCafe.id,
    p.spaces.hpFlex.id,
    g.projectRoom.id,
  ];
  const buildingDays = () => dailyPeaks(instantSums(harbor, buildingSpaces(), true), NEW_YORK);
  const hp = () => p.buildings.harborPoint.id;

  it('refuses callers without a token (401) and without the permission (403)', async () => {
    for (const url of CALLS) {
      const body = { buildingId: hp() };
      expect(await statusOf(url, body), url).toBe(401);
      expect(await statusOf(url, body, tokens.noRole), url).toBe(403);
    }
  });

  it('documents every call in OpenAPI with its body and answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const spec = response.json<{
      paths: Record<string, { post?: { requestBody?: unknown; responses?: object } }>;
    }>();
    for (const url of CALLS) {
      const operation = spec.paths[url]?.post;
      expect(operation?.requestBody, url).toBeDefined();
      expect(Object.keys(operation?.responses ?? {}), url).toContain('200');
    }
  });

  it('answers the hourly figures of a building and of a lease, in local time', async () => {
    const sums = instantSums(harbor, buildingSpaces(), true);
    const expected = [...sums]
      .filter(([at]) => {
        const date = wallClock(at, NEW_YORK).slice(0, 10);
        return date >= '2026-02-02' && date <= '2026-02-08';
      })
      .map(([at, n]) => ({
        at,
        local: wallClock(at, NEW_YORK),
        buildingId: hp(),
        dataSourceId: p.dataSources.harborSensors.id,
        peak: n,
        average: n,
      }));
    const body = await ok(
      '/api/occupancy',
      { buildingId: hp(), startDate: '2026-02-02', endDate: '2026-02-08' },
      tokens.harbor,
    );
    expect(body).toEqual({ items: expected, startDate: '2026-02-02', endDate: '2026-02-08' });
    // The entrance counter is the building's figure at 08:00 on the 3rd, when no space reads.
    expect(expected).toContainEqual(
      expect.objectContaining({ local: '2026-02-03T08:00', peak: 5 }),
    );

    const lease = await ok<{ items: { local: string; peak: number }[] }>(
      '/api/occupancy',
      {
        buildingId: hp(),
        tenantId: p.leases.northwindLease.id,
        startDate: '2026-02-03',
        endDate: '2026-02-03',
      },
      tokens.northwind,
    );
    const leaseSums = instantSums(harbor, [p.spaces.hpOpen.id, g.projectRoom.id]);
    expect(lease.items.map((i) => [i.local, i.peak])).toEqual(
      [...leaseSums]
        .filter(([at]) => wallClock(at, NEW_YORK).startsWith('2026-02-03'))
        .map(([at, n]) => [wallClock(at, NEW_YORK), n]),
    );
  });

  it('keeps the hourly range to 92 days', async () => {
    expect(
      await issuePaths('/api/occupancy', {
        buildingId: hp(),
        startDate: '2026-01-01',
        endDate: '2026-04-03',
      }),
    ).toEqual([['body', 'endDate']]);
    // An open end comes from the data and is cut 92 days after the start.
    const cut = await ok(
      '/api/occupancy',
      { buildingId: hp(), startDate: '2025-10-01' },
      tokens.master,
    );
    expect(cut).toEqual({ items: [], startDate: '2025-10-01', endDate: '2025-12-31' });
    // Without a start, the 92 days end at the last day with data.
    const last = await ok('/api/occupancy', { buildingId: hp() }, tokens.master);
    expect(last).toMatchObject({ startDate: '2026-01-05', endDate: '2026-02-15' });
    // Harbor Point's primary source is its only one: no other source has data.
    const others = await ok(
      '/api/occupancy',
      { buildingId: hp(), isPrimary: false, startDate: '2026-02-02', endDate: '2026-02-08' },
      tokens.master,
    );
    expect(others.items).toEqual([]);
  });

  it('answers the hourly figures and the raw readings of one building a request', async () => {
    const two = [hp(), p.buildings.skylineTower.id];
    for (const url of ['/api/occupancy', '/api/occupancy/full']) {
      expect(await issuePaths(url, { buildingId: two }), url).toEqual([['body', 'buildingId']]);
      // The same building twice is one building; a list of one is the building.
      const once = await ok(
        url,
        { buildingId: hp(), startDate: '2026-02-02', endDate: '2026-02-03' },
        tokens.master,
      );
      expect(
        await ok(
          url,
          { buildingId: [hp(), hp()], startDate: '2026-02-02', endDate: '2026-02-03' },
          tokens.master,
        ),
        url,
      ).toEqual(once);
    }
  });

  it('pages the raw readings of a lease’s spaces and of a whole building', async () => {
    const leaseSpaces = [p.spaces.hpOpen.id, g.projectRoom.id];
    const names = new Map([
      [p.spaces.hpOpen.id, 'Open office'],
      [g.projectRoom.id, 'Project room'],
    ]);
    const expected = harbor
      .filter((r) => r.spaceId !== null && leaseSpaces.includes(r.spaceId))
      .filter((r) => r.timestamp >= '2026-02-02T05:00' && r.timestamp < '2026-02-04T05:00')
      .sort((a, b) => a.timestamp.localeCompare(b.timestamp) || (a.spaceId ?? 0) - (b.spaceId ?? 0))
      .map((r) => ({
        at: r.timestamp,
        buildingId: hp(),
        dataSourceId: p.dataSources.harborSensors.id,
        dataSource: 'Harbor Point sensors',
        spaceId: r.spaceId,
        space: names.get(r.spaceId ?? 0),
        occupancy: r.occupancy,
        backfilled: false,
      }));
    const request = {
      buildingId: hp(),
      tenantId: p.leases.northwindLease.id,
      startDate: '2026-02-02',
      endDate: '2026-02-03',
    };
    const first = await ok('/api/occupancy/full', { ...request, perPage: 20 }, tokens.northwind);
    expect(first).toEqual({
      items: expected.slice(0, 20),
      total: expected.length,
      startDate: '2026-02-02',
      endDate: '2026-02-03',
    });
    const second = await ok(
      '/api/occupancy/full',
      { ...request, page: 1, perPage: 20 },
      tokens.northwind,
    );
    expect(second.items).toEqual(expected.slice(20, 40));
    // Pages of any size add up to the whole list, across the day boundary.
    for (const perPage of [3, 7]) {
      const pages: unknown[] = [];
      for (let page = 0; page * perPage < expected.length; page++) {
        const { items } = await ok<{ items: unknown[] }>(
          '/api/occupancy/full',
          { ...request, page, perPage },
          tokens.northwind,
        );
        pages.push(...items);
      }
      expect(pages).toEqual(expected);
    }

    const building = await ok<{
      items: { spaceId: number | null; backfilled: boolean }[];
      total: number;
    }>(
      '/api/occupancy/full',
      { buildingId: hp(), startDate: '2026-02-03', endDate: '2026-02-03', perPage: 500 },
      tokens.master,
    );
    expect(building.total).toBe(9 * 4 + 1);
    expect(building.items[0]).toMatchObject({
      spaceId: null,
      space: null,
      occupancy: 5,
      backfilled: true,
    });

    expect(await issuePaths('/api/occupancy/full', { buildingId: hp(), perPage: 501 })).toEqual([
      ['body', 'perPage'],
    ]);
    expect(
      await issuePaths('/api/occupancy/full', {
        buildingId: hp(),
        startDate: '2026-01-01',
        endDate: '2026-02-01',
      }),
    ).toEqual([['body', 'endDate']]);
    expect(
      await statusOf(
        '/api/occupancy/full',
        { buildingId: hp(), tenantId: p.leases.metroLease.id },
        tokens.northwind,
      ),
    ).toBe(404);
    expect(await statusOf('/api/occupancy/full', { buildingId: hp() }, tokens.northwind)).toBe(404);
  });

  it('answers peak and average occupancy per organization, an occupier only its own', async () => {
    const range = ['2026-02-01', '2026-02-28'] as const;
    const lease = (spaceIds: number[]) =>
      inRange(dailyPeaks(instantSums(harbor, spaceIds), NEW_YORK), ...range);
    const expectFor = (orgName: string, days: Day[], capacity: number) => {
      const peak = peakOf(days);
      return {
        organizationId: expect.any(Number) as number,
        orgName,
        peakOccupancy: peak?.peak,
        peakOccupancyDate: peak?.date,
        averageOccupancy: expect.closeTo(weekdayMean(days), 9) as number,
        capacity,
        peakUtilization: expect.closeTo((peak?.peak ?? 0) / capacity, 9) as number,
      };
    };
    const request = { buildingId: hp(), startDate: range[0], endDate: range[1] };
    const all = await ok('/api/occupancy/organizations-peak-occupancy', request, tokens.master);
    const northwind = expectFor(
      'Northwind Traders',
      lease([p.spaces.hpOpen.id, g.projectRoom.id]),
      40,
    );
    expect(all).toEqual({
      items: [
        expectFor('Contoso', lease([g.projectRoom.id]), 10),
        expectFor('MetroSpaces', lease([p.spaces.hpFlex.id]), 60),
        northwind,
      ],
      startDate: range[0],
      endDate: range[1],
    });

    const own = await ok('/api/occupancy/organizations-peak-occupancy', request, tokens.northwind);
    expect(own.items).toEqual([{ ...northwind, organizationId: p.orgs.northwind.id }]);
    const sublessee = await ok<{ items: { orgName: string }[] }>(
      '/api/occupancy/organizations-peak-occupancy',
      request,
      tokens.contoso,
    );
    expect(sublessee.items.map((i) => i.orgName)).toEqual(['Contoso']);
    expect(
      await statusOf('/api/occupancy/organizations-peak-occupancy', request, tokens.skyline),
    ).toBe(404);
    expect(
      await issuePaths('/api/occupancy/organizations-peak-occupancy', {
        buildingId: hp(),
        tenantId: p.leases.northwindLease.id,
      }),
    ).toEqual([['body', 'tenantId']]);
  });

  it('lists the busiest days with their peak time and utilization', async () => {
    const days = inRange(buildingDays(), '2026-02-01', '2026-02-28');
    const top = [...days]
      .sort((a, b) => b.peak - a.peak || a.date.localeCompare(b.date))
      .slice(0, 3);
    const body = await ok(
      '/api/occupancy/peak-days',
      { buildingId: hp(), startDate: '2026-02-01', endDate: '2026-02-28', limit: 3 },
      tokens.harbor,
    );
    expect(body).toEqual({
      items: top.map((d) => ({
        date: d.date,
        peak: d.peak,
        peakAt: d.peakAt,
        utilization: expect.closeTo(d.peak / 130, 9) as number,
      })),
      capacity: 130,
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    });

    const lease = await ok<{ items: unknown[] }>(
      '/api/occupancy/peak-days',
      { buildingId: hp(), tenantId: p.leases.northwindLease.id },
      tokens.northwind,
    );
    expect(lease.items).toHaveLength(10);
    expect(await issuePaths('/api/occupancy/peak-days', { buildingId: hp(), limit: 0 })).toEqual([
      ['body', 'limit'],
    ]);
    expect(
      await statusOf(
        '/api/occupancy/peak-days',
        { buildingId: hp(), tenantId: p.leases.metroLease.id },
        tokens.northwind,
      ),
    ).toBe(404);
  });

  it('draws one day’s hourly curve, by default the range’s peak day', async () => {
    const days = inRange(buildingDays(), '2026-02-01', '2026-02-28');
    const peak = peakOf(days);
    const sums = instantSums(harbor, buildingSpaces(), true);
    const curve = (date: string) =>
      [...sums]
        .filter(([at]) => wallClock(at, NEW_YORK).startsWith(date))
        .map(([at, n]) => ({ start: wallClock(at, NEW_YORK).slice(11), peak: n, average: n }));
    const body = await ok(
      '/api/occupancy/peak-day',
      { buildingId: hp(), startDate: '2026-02-01', endDate: '2026-02-28' },
      tokens.master,
    );
    expect(body).toMatchObject({
      date: peak?.date,
      peak: peak?.peak,
      peakAt: peak?.peakAt,
      utilization: expect.closeTo((peak?.peak ?? 0) / 130, 9) as number,
      items: curve(peak?.date ?? ''),
    });

    // The 3rd: the counter's 08:00 is part of the curve and of the working-hours average.
    const third = await ok<{ average: number; items: { start: string }[] }>(
      '/api/occupancy/peak-day',
      { buildingId: hp(), date: '2026-02-03' },
      tokens.master,
    );
    expect(third.items).toEqual(curve('2026-02-03'));
    expect(third.items[0]?.start).toBe('08:00');
    expect(third.average).toBeCloseTo(mean(curve('2026-02-03').map((h) => h.peak)), 9);

    const empty = await ok(
      '/api/occupancy/peak-day',
      { buildingId: hp(), date: '2026-02-11' },
      tokens.master,
    );
    expect(empty).toMatchObject({ date: '2026-02-11', peak: null, peakAt: null, items: [] });
    expect(
      await issuePaths('/api/occupancy/peak-day', { buildingId: hp(), date: '2026-02-30' }),
    ).toEqual([['body', 'date']]);
    expect(
      await statusOf(
        '/api/occupancy/peak-day',
        { buildingId: hp(), date: '2026-02-03' },
        tokens.contoso,
      ),
    ).toBe(404);
  });

  it('reads the peak days of buildings in different zones, each day and time in its own zone', async () => {
    // Skyline's readings are written in its own zone (no offset): their text is the wall clock.
    const skylineSpaces = [
      ...new Set(skyline.flatMap((r) => (r.spaceId === null ? [] : [r.spaceId]))),
    ];
    const skylineDays: Day[] = [];
    for (const [at, n] of instantSums(skyline, skylineSpaces, true)) {
      const [date = '', time = ''] = at.split('T');
      const day = skylineDays.find((d) => d.date === date);
      if (!day) skylineDays.push({ date, peak: n, peakAt: time.slice(0, 5) });
      else if (n > day.peak) Object.assign(day, { peak: n, peakAt: time.slice(0, 5) });
    }
    // Peaks added per date; the time only where one building has that date.
    const byDate = new Map<string, { date: string; peak: number; peakAt: string | null }>();
    for (const d of [...buildingDays(), ...skylineDays]) {
      if (d.date < '2026-01-01' || d.date > skylineToday) continue;
      const day = byDate.get(d.date);
      byDate.set(d.date, day ? { ...day, peak: day.peak + d.peak, peakAt: null } : { ...d });
    }
    const expected = [...byDate.values()].sort(
      (a, b) => b.peak - a.peak || a.date.localeCompare(b.date),
    );
    expect(skylineDays.length).toBeGreaterThan(0);
    const body = await ok<{ items: { date: string; peak: number; peakAt: string | null }[] }>(
      '/api/occupancy/peak-days',
      {
        buildingId: [hp(), p.buildings.skylineTower.id],
        startDate: '2026-01-01',
        endDate: skylineToday,
        limit: 100,
      },
      tokens.master,
    );
    expect(body.items.map(({ date, peak, peakAt }) => ({ date, peak, peakAt }))).toEqual(
      expected.slice(0, 100),
    );
  });

  it('reports coverage per building: state, working days with data, gaps, backfilled days', async () => {
    const body = await ok<{ items: { buildingId: number }[] }>(
      '/api/occupancy/occupancy-coverage',
      {
        buildingId: [hp(), p.buildings.skylineTower.id, p.buildings.dockside.id],
        startDate: '2026-01-05',
        endDate: '2026-02-15',
      },
      tokens.master,
    );
    const byId = new Map(body.items.map((i) => [i.buildingId, i]));
    // Mon 5 Jan – Sun 15 Feb: six weeks, 30 working days; data on 5–9 Jan and 2–15 Feb but 11 Feb.
    expect(byId.get(hp())).toEqual({
      buildingId: hp(),
      state: 'EXPIRED', // the last data is more than 30 days old
      firstDate: '2026-01-05',
      lastDate: '2026-02-15',
      daysWithData: 5 + 13,
      workingDays: 30,
      coverage: (5 + 9) / 30,
      gaps: [
        { startDate: '2026-01-12', endDate: '2026-01-30' },
        { startDate: '2026-02-11', endDate: '2026-02-11' },
      ],
      backfilledDays: 2, // the counter on the 3rd, the office on the 4th
    });
    expect(byId.get(p.buildings.dockside.id)).toEqual({
      buildingId: p.buildings.dockside.id,
      state: 'NOT_COVERED',
      firstDate: null,
      lastDate: null,
      daysWithData: 0,
      workingDays: 30,
      coverage: 0,
      gaps: [{ startDate: '2026-01-05', endDate: '2026-02-13' }],
      backfilledDays: 0,
    });

    // Skyline: recent data for the desk area, none for the quiet room.
    const dates = [...new Set(skyline.map((r) => r.timestamp.slice(0, 10)))].sort();
    const recent = await ok<{ items: unknown[] }>(
      '/api/occupancy/occupancy-coverage',
      { buildingId: p.buildings.skylineTower.id },
      tokens.skyline,
    );
    expect(recent.items).toEqual([
      {
        buildingId: p.buildings.skylineTower.id,
        state: 'PARTIALLY_COVERED',
        firstDate: dates[0],
        lastDate: dates.at(-1),
        daysWithData: 10,
        workingDays: dates.filter(isWeekday).length,
        coverage: 1,
        gaps: [],
        backfilledDays: 0,
      },
    ]);
    expect(recent).toMatchObject({ startDate: dates[0], endDate: dates.at(-1) });
    const lease = await ok<{ items: { state: string }[] }>(
      '/api/occupancy/occupancy-coverage',
      { buildingId: p.buildings.skylineTower.id, tenantId: p.leases.contosoLease.id },
      tokens.contoso,
    );
    expect(lease.items.map((i) => i.state)).toEqual(['COVERED']);
    const northwind = await ok<{ items: { backfilledDays: number }[] }>(
      '/api/occupancy/occupancy-coverage',
      { buildingId: hp(), tenantId: p.leases.northwindLease.id },
      tokens.northwind,
    );
    expect(northwind.items[0]?.backfilledDays).toBe(1);
    expect(
      await statusOf('/api/occupancy/occupancy-coverage', { buildingId: hp() }, tokens.northwind),
    ).toBe(404);
    expect(
      await statusOf(
        '/api/occupancy/occupancy-coverage',
        { buildingId: p.buildings.skylineTower.id },
        tokens.harbor,
      ),
    ).toBe(404);
  });

  it('runs the flex requirements as a job and reads them back within the caller’s scope', async () => {
    const read = (token: string) =>
      ok<{
        status: string;
        computedAt: string | null;
        error: string | null;
        items: Record<string, unknown>[];
      }>('/api/occupancy/building-flex-requirements', { buildingId: hp() }, token);
    expect(await read(tokens.master)).toEqual({
      status: 'NOT_RUN',
      computedAt: null,
      error: null,
      startDate: null,
      endDate: null,
      items: [],
    });
    expect(
      await issuePaths('/api/occupancy/run-flex-requirements', {
        buildingId: hp(),
        tenantId: p.leases.northwindLease.id,
      }),
    ).toEqual([['body', 'tenantId']]);
    expect(
      await statusOf('/api/occupancy/run-flex-requirements', { buildingId: hp() }, tokens.skyline),
    ).toBe(404);

    const run = await ok<{ jobId: number; status: string }>(
      '/api/occupancy/run-flex-requirements',
      { buildingId: hp(), startDate: '2026-02-01', endDate: '2026-02-28' },
      tokens.master,
    );
    expect(run).toEqual({ jobId: expect.any(Number) as number, status: 'QUEUED' });
    await t.app.jobs.drain();

    const lease = (spaceIds: number[]) =>
      inRange(dailyPeaks(instantSums(harbor, spaceIds), NEW_YORK), '2026-02-01', '2026-02-28');
    const expectFor = (days: Day[], capacity: number, rentableArea: number, density: number) => {
      const peaks = days.map((d) => d.peak);
      const peak = Math.max(...peaks);
      const newCapacity = Math.ceil(percentile(peaks, 0.8) - 1e-9);
      return {
        capacity,
        rentableArea,
        newCapacity,
        peak,
        average: expect.closeTo(weekdayMean(days), 9) as number,
        seatsToRelease: capacity - newCapacity,
        message: null,
        scenarios: [
          {
            scenario: 'CURRENT',
            seats: capacity,
            flexSeats: 0,
            seatsToRelease: 0,
            area: capacity * density,
            areaToRelease: rentableArea - capacity * density,
          },
          {
            scenario: 'OPTIMIZED',
            seats: peak,
            flexSeats: 0,
            seatsToRelease: capacity - peak,
            area: peak * density,
            areaToRelease: rentableArea - peak * density,
          },
          {
            scenario: 'CONVENTIONAL_FLEX',
            seats: newCapacity,
            flexSeats: peak - newCapacity,
            seatsToRelease: capacity - newCapacity,
            area: newCapacity * density,
            areaToRelease: rentableArea - newCapacity * density,
          },
        ],
      };
    };
    const result = await read(tokens.master);
    expect(result).toMatchObject({
      status: 'SUCCEEDED',
      error: null,
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    });
    expect(result.computedAt).not.toBeNull();
    expect(result.items.map((i) => [i.orgName, i.tenantId])).toEqual([
      ['Contoso', g.contosoSublease.id],
      ['MetroSpaces', p.leases.metroLease.id],
      ['Northwind Traders', p.leases.northwindLease.id],
    ]);
    const [contoso, metro, northwind] = result.items;
    expect(contoso).toMatchObject(expectFor(lease([g.projectRoom.id]), 10, 1500, 120));
    expect(metro).toMatchObject(expectFor(lease([p.spaces.hpFlex.id]), 60, 9000, 150));
    // Northwind after its sublease: 40 − 10 seats, 6000 − 1500 sq ft, the open office alone.
    expect(northwind).toMatchObject(expectFor(lease([p.spaces.hpOpen.id]), 30, 4500, 150));

    const own = await read(tokens.northwind);
    expect(own.items.map((i) => i.tenantId)).toEqual([
      g.contosoSublease.id,
      p.leases.northwindLease.id,
    ]);
    expect((await read(tokens.contoso)).items.map((i) => i.tenantId)).toEqual([
      g.contosoSublease.id,
    ]);
    expect(
      await statusOf(
        '/api/occupancy/building-flex-requirements',
        { buildingId: hp() },
        tokens.skyline,
      ),
    ).toBe(404);

    // A later run that fails: its error shows, the last good result stays.
    await t.app.jobs.enqueue('flex-requirements', {
      buildingIds: [hp()],
      isPrimary: true,
      startDate: 'not a date',
      endDate: null,
    });
    await t.app.jobs.drain();
    // (Read as a caller whose earlier answer is not in the short read cache.)
    const failed = await read(tokens.harbor);
    expect(failed).toMatchObject({ status: 'FAILED', computedAt: result.computedAt });
    expect(failed.error).toEqual(expect.any(String));
    expect(failed.items).toHaveLength(3);
  });

  it('answers average and peak occupancy per building with the month-over-month change', async () => {
    const body = await ok<{ items: Record<string, unknown>[] }>(
      '/api/occupancy/buildings/average-occupancy',
      { buildingId: [hp(), p.buildings.skylineTower.id, p.buildings.dockside.id] },
      tokens.master,
    );
    const days = buildingDays();
    const peak = peakOf(days);
    const january = weekdayMean(days.filter((d) => d.date.startsWith('2026-01')));
    const february = weekdayMean(days.filter((d) => d.date.startsWith('2026-02')));
    const average = weekdayMean(days);
    expect(body.items.map((i) => i.name)).toEqual(['Dockside', 'Harbor Point', 'Skyline Tower']);
    expect(body.items[1]).toEqual({
      buildingId: hp(),
      name: 'Harbor Point',
      capacity: 130,
      averageOccupancy: expect.closeTo(average, 9) as number,
      peakOccupancy: peak?.peak,
      peakOccupancyDate: peak?.date,
      averageUtilization: expect.closeTo(average / 130, 9) as number,
      peakUtilization: expect.closeTo((peak?.peak ?? 0) / 130, 9) as number,
      change: expect.closeTo((february - january) / january, 9) as number,
      startDate: '2026-01-05',
      endDate: '2026-02-15',
    });
    expect(body.items[0]).toMatchObject({
      capacity: null,
      averageOccupancy: null,
      peakOccupancy: null,
      change: null,
      startDate: null,
    });
    const skylineDays = new Map<string, number>();
    for (const r of skyline) {
      const date = r.timestamp.slice(0, 10);
      skylineDays.set(date, Math.max(skylineDays.get(date) ?? 0, r.occupancy));
    }
    expect(body.items[2]).toMatchObject({
      capacity: 34,
      peakOccupancy: Math.max(...skylineDays.values()),
      change: null, // ten recent days hold no two completed months
    });

    expect(
      await statusOf(
        '/api/occupancy/buildings/average-occupancy',
        { buildingId: hp() },
        tokens.northwind,
      ),
    ).toBe(404);
    expect(
      await issuePaths('/api/occupancy/buildings/average-occupancy', { buildingId: [] }),
    ).toEqual([['body', 'buildingId']]);
  });

  it('answers average occupancy per building in as many statements for three buildings as for one', async () => {
    // Each statement the request sends, counted at the connections (pooled or checked out);
    // the job queue's polls and PGlite's table maintenance (db/maintenance.ts), which may fall
    // within the request, are not the request's.
    const client = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const statementsOf = async (buildingId: number[]) => {
      const send = client.query;
      let count = 0;
      client.query = function (this: unknown, ...args: unknown[]) {
        const [first] = args;
        const text = typeof first === 'string' ? first : (first as { text?: string }).text;
        if (!/\bjobs\b|\bpg_stat|^(ANALYZE|VACUUM) /.test(text ?? '')) count++;
        return send.apply(this, args);
      };
      // Dates no other test asks for: an answer already given may be served from the read cache.
      const body = { buildingId, startDate: '2026-01-04', endDate: '2026-02-14' };
      await t.app.jobs.drain();
      try {
        await ok('/api/occupancy/buildings/average-occupancy', body, tokens.master);
      } finally {
        client.query = send;
      }
      return count;
    };
    const one = await statementsOf([hp()]);
    const three = await statementsOf([hp(), p.buildings.skylineTower.id, p.buildings.dockside.id]);
    expect(one).toBeGreaterThan(0);
    expect(three).toBe(one);
  });
});
