// Audit of the occupancy rollups: every stored figure is worked out again here from the raw
// readings sent, with Intl and plain loops (never the server's or the contract's code), and
// compared with the rollup tables after the writes and re-derivations the docs describe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallClock } from './support/expected-occupancy.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { one, seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';
import { type FixtureReading } from './support/occupancy-fixtures.ts';
import * as s from '../src/db/schema/index.ts';

type Reading = FixtureReading;

/** The readings as stored: the last one sent per data source, space and instant. */
function asStored(sent: readonly Reading[]): Reading[] {
  const kept = new Map<string, Reading>();
  for (const r of sent)
    kept.set(`${r.dataSourceId}|${r.spaceId ?? ''}|${Date.parse(r.timestamp)}`, r);
  return [...kept.values()];
}

/** 1 = Monday … 7 = Sunday of a `YYYY-MM-DD`. */
const isoDay = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;

type ExpectedDaily = {
  date: string;
  peak: number;
  peakAt: string;
  workingAverage: number | null;
  samples: number;
};

/**
 * Daily rollup of a group of spaces of one data source: per local day the highest simultaneous
 * sum (earliest instant on a tie), the mean of the sums at working-time instants (08:00–18:00,
 * Monday–Friday) and the number of instants. `counter`: a building group, whose building-level
 * counter counts at instants where none of its spaces reported.
 */
function expectedDaily(
  sent: readonly Reading[],
  dataSourceId: number,
  spaceIds: readonly number[],
  timeZone: string,
  counter = false,
): ExpectedDaily[] {
  const sums = new Map<number, number>();
  const counts = new Map<number, number>();
  for (const r of asStored(sent)) {
    if (r.dataSourceId !== dataSourceId) continue;
    const at = Date.parse(r.timestamp);
    if (r.spaceId === null) {
      if (counter) counts.set(at, Math.max(counts.get(at) ?? 0, r.occupancy));
    } else if (spaceIds.includes(r.spaceId)) sums.set(at, (sums.get(at) ?? 0) + r.occupancy);
  }
  for (const [at, n] of counts) if (!sums.has(at)) sums.set(at, n);
  const days = new Map<string, { sums: [number, number][] }>();
  for (const [at, n] of [...sums].sort(([a], [b]) => a - b)) {
    const date = wallClock(new Date(at).toISOString(), timeZone).slice(0, 10);
    const day = days.get(date) ?? { sums: [] };
    day.sums.push([at, n]);
    days.set(date, day);
  }
  return [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, day]) => {
      let peak = -1;
      let peakAt = 0;
      const working: number[] = [];
      for (const [at, n] of day.sums) {
        if (n > peak) [peak, peakAt] = [n, at];
        const time = wallClock(new Date(at).toISOString(), timeZone).slice(11);
        if (isoDay(date) <= 5 && time >= '08:00' && time < '18:00') working.push(n);
      }
      return {
        date,
        peak,
        peakAt: new Date(peakAt).toISOString(),
        workingAverage: working.length ? working.reduce((a, b) => a + b, 0) / working.length : null,
        samples: day.sums.length,
      };
    });
}

describe('audit of the occupancy rollups (pglite)', () => {
  let t: TestApp;
  let p: Portfolio;
  let master: string;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    p = await seedPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
  });
  afterAll(() => t.close());

  const building = async (name: string, timeZone: string) => {
    const b = await one(
      db()
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
    const floor = await one(
      db().insert(s.floors).values({ buildingId: b.id, name: 'F', position: 1 }).returning(),
    );
    const space = async (name: string) =>
      (
        await one(
          db()
            .insert(s.spaces)
            .values({ floorId: floor.id, name, capacity: 10, category: 'WORK' })
            .returning(),
        )
      ).id;
    const source = (
      await one(
        db()
          .insert(s.dataSources)
          .values({ name: `${name} sensors`, buildingId: b.id })
          .returning(),
      )
    ).id;
    return { id: b.id, floorId: floor.id, source, space };
  };

  const ingest = async (rows: readonly Reading[]) => {
    const response = await t.post('/api/occupancy/readings', rows, master);
    expect(response.statusCode, response.body).toBe(200);
  };

  const storedDaily = async (
    kind: string,
    groupId: number,
    dataSourceId: number,
  ): Promise<ExpectedDaily[]> =>
    (
      await t.database.pool.query<ExpectedDaily>(
        `select to_char(date, 'YYYY-MM-DD') as date, peak,
           to_char(peak_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "peakAt",
           working_average as "workingAverage", samples
         from occupancy_group_daily where group_kind = $1 and group_id = $2 and data_source_id = $3
         order by date`,
        [kind, groupId, dataSourceId],
      )
    ).rows;

  it('replaces a stored reading sent again after a change of time zone, before the re-derivation has run (docs/api.md: "The same reading sent twice replaces itself"; docs/decisions.md: "one already stored is replaced")', async () => {
    const b = await building('Zone move', 'UTC');
    const a = await b.space('A');
    // 20:00 UTC on Tuesday 5 May 2026 is on 5 May in UTC and at 05:00 on 6 May in Tokyo.
    const first: Reading[] = [
      { dataSourceId: b.source, spaceId: a, timestamp: '2026-05-05T10:00:00Z', occupancy: 2 },
      { dataSourceId: b.source, spaceId: a, timestamp: '2026-05-05T20:00:00Z', occupancy: 4 },
    ];
    await ingest(first);
    const update = await t.post(
      '/api/buildings/update',
      { id: b.id, data: { timeZone: 'Asia/Tokyo' } },
      master,
    );
    expect(update.statusCode, update.body).toBe(200);
    // The corrected count arrives before the re-derivation has packed the readings again.
    const again: Reading[] = [
      { dataSourceId: b.source, spaceId: a, timestamp: '2026-05-05T20:00:00Z', occupancy: 7 },
    ];
    await ingest(again);
    await t.app.jobs.drain();
    const { rows } = await t.database.pool.query<{ at: string; occupancy: number }>(
      `select to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as at, occupancy
       from occupancy_readings where space_id = $1 order by at, occupancy`,
      [a],
    );
    // One reading per instant: the one sent last.
    expect(rows).toEqual([
      { at: '2026-05-05T10:00', occupancy: 2 },
      { at: '2026-05-05T20:00', occupancy: 7 },
    ]);
    expect(await storedDaily('building', b.id, b.source)).toEqual(
      expectedDaily([...first, ...again], b.source, [a], 'Asia/Tokyo'),
    );
  });

  it('re-derives every group from simultaneous sums after lease, sublease, status, operator and deletion changes (docs/metrics.md: "A change to a lease\'s spaces, status or tenant, and the deletion of an active lease, re-derive the building\'s rollups as a job"; "Assigning or removing a floor\'s operator re-derives")', async () => {
    const b = await building('Groups', 'America/New_York');
    const A = await b.space('A');
    const B = await b.space('B');
    const C = await b.space('C');
    const f2 = (
      await one(
        db().insert(s.floors).values({ buildingId: b.id, name: 'F2', position: 2 }).returning(),
      )
    ).id;
    const D = (
      await one(
        db()
          .insert(s.spaces)
          .values({ floorId: f2, name: 'D', capacity: 10, category: 'WORK' })
          .returning(),
      )
    ).id;
    const create = async (data: Record<string, unknown>) => {
      const r = await t.post(
        '/api/encumbrances/create',
        {
          data: {
            buildingId: b.id,
            startDate: '2025-01-01',
            endDate: '2029-12-31',
            capacity: 10,
            ...data,
          },
        },
        master,
      );
      expect(r.statusCode, r.body).toBe(200);
      return r.json<{ id: number }>().id;
    };
    const update = async (resource: string, id: number, data: Record<string, unknown>) => {
      const r = await t.post(`/api/${resource}/update`, { id, data }, master);
      expect(r.statusCode, r.body).toBe(200);
    };
    const L1 = await create({ organizationId: p.orgs.northwind.id, spaceIds: [A, B] });
    const L2 = await create({ organizationId: p.orgs.northwind.id, spaceIds: [D] });
    const rows: Reading[] = [];
    const counts: Record<number, number[]> = {
      [A]: [3, 9, 1, 4, 6, 2],
      [B]: [8, 1, 7, 2, 5, 5],
      [C]: [0, 4, 4, 9, 1, 3],
      [D]: [6, 2, 9, 1, 0, 7],
    };
    const instants = [
      '2026-03-02T14:00:00Z',
      '2026-03-02T16:00:00Z',
      '2026-03-02T20:30:00Z',
      '2026-03-03T13:15:00Z',
      '2026-03-03T15:00:00Z',
      '2026-03-04T02:00:00Z',
    ];
    instants.forEach((at, i) => {
      for (const space of [A, B, C, D])
        if (!(space === C && i === 2))
          rows.push({
            dataSourceId: b.source,
            spaceId: space,
            timestamp: at,
            occupancy: counts[space]?.[i] ?? 0,
          });
    });
    rows.push({
      dataSourceId: b.source,
      spaceId: null,
      timestamp: '2026-03-02T14:00:00Z',
      occupancy: 50,
    });
    rows.push({
      dataSourceId: b.source,
      spaceId: null,
      timestamp: '2026-03-02T18:00:00Z',
      occupancy: 40,
    });
    await ingest(rows);
    await t.app.jobs.drain();
    const check = async (
      groups: [string, number, number[] | 'building'][],
      gone: [string, number][] = [],
    ) => {
      for (const [kind, id, spaces] of groups) {
        const expected =
          spaces === 'building'
            ? expectedDaily(rows, b.source, [A, B, C, D], 'America/New_York', true)
            : expectedDaily(rows, b.source, spaces, 'America/New_York');
        expect(await storedDaily(kind, id, b.source), `${kind} ${id}`).toEqual(expected);
      }
      for (const [kind, id] of gone)
        expect(await storedDaily(kind, id, b.source), `${kind} ${id}`).toEqual([]);
    };
    const nw = p.orgs.northwind.id;
    const co = p.orgs.contoso.id;
    await check(
      [
        ['building', b.id, 'building'],
        ['floor', b.floorId, [A, B, C]],
        ['floor', f2, [D]],
        ['tenant', L1, [A, B]],
        ['tenant', L2, [D]],
        ['occupier', nw, [A, B, D]],
      ],
      [
        ['kept', L1],
        ['occupier', co],
      ],
    );
    const sub = await create({
      organizationId: co,
      parentId: L1,
      spaceIds: [B],
      startDate: '2026-01-01',
    });
    await t.app.jobs.drain();
    await check([
      ['tenant', sub, [B]],
      ['kept', L1, [A]],
      ['occupier', co, [B]],
      ['occupier', nw, [A, B, D]],
    ]);
    await update('encumbrances', sub, { status: 'TERMINATED' });
    await t.app.jobs.drain();
    await check(
      [['tenant', L1, [A, B]]],
      [
        ['kept', L1],
        ['occupier', co],
      ],
    );
    await update('encumbrances', L2, { spaceIds: [C] });
    await t.app.jobs.drain();
    await check([
      ['tenant', L2, [C]],
      ['occupier', nw, [A, B, C]],
    ]);
    await update('encumbrances', L2, { status: 'EXPIRED' });
    await t.app.jobs.drain();
    await check([
      ['tenant', L2, [C]],
      ['occupier', nw, [A, B]],
    ]);
    await update('floors', f2, { operatorOrganizationId: p.orgs.metro.id });
    await t.app.jobs.drain();
    await check([['operator', p.orgs.metro.id, [D]]]);
    await update('encumbrances', L2, { status: 'ACTIVE' });
    await t.app.jobs.drain();
    const removed = await t.post('/api/encumbrances/delete', { id: L2 }, master);
    expect(removed.statusCode, removed.body).toBe(200);
    await t.app.jobs.drain();
    await check([['occupier', nw, [A, B]]], [['tenant', L2]]);
  });

  it('keeps hourly rollups per local hour in a half-hour zone and on the day clocks go back (docs/metrics.md: "a zone half an hour off UTC (Asia/Kolkata) has hours from 03:30 UTC, and the day clocks go back has 25 of them")', async () => {
    for (const [zone, instants] of [
      [
        'Asia/Kolkata',
        [
          '2026-03-02T03:29:00Z',
          '2026-03-02T03:30:00Z',
          '2026-03-02T04:10:00Z',
          '2026-03-02T04:29:59Z',
          '2026-03-02T04:30:00Z',
        ],
      ],
      [
        'America/New_York',
        [
          '2025-11-02T05:15:00Z',
          '2025-11-02T05:45:00Z',
          '2025-11-02T06:15:00Z',
          '2025-11-02T06:59:00Z',
          '2025-11-02T07:00:00Z',
        ],
      ],
    ] as const) {
      const b = await building(`Hours ${zone}`, zone);
      const A = await b.space('A');
      const B = await b.space('B');
      const rows: Reading[] = instants.flatMap((at, i) => [
        { dataSourceId: b.source, spaceId: A, timestamp: at, occupancy: i + 1 },
        { dataSourceId: b.source, spaceId: B, timestamp: at, occupancy: 10 - 2 * i },
      ]);
      await ingest(rows);
      // Expected: per local hour (the instant less its wall clock minutes and seconds).
      const hours = new Map<number, number[]>();
      for (const at of instants) {
        const ms = Date.parse(at);
        const wall = new Intl.DateTimeFormat('en-GB', {
          timeZone: zone,
          minute: '2-digit',
          second: '2-digit',
        }).formatToParts(new Date(ms));
        const min = Number(wall.find((x) => x.type === 'minute')?.value);
        const sec = Number(wall.find((x) => x.type === 'second')?.value);
        const start = ms - (min * 60 + sec) * 1000;
        const sum = rows.filter((r) => r.timestamp === at).reduce((a, r) => a + r.occupancy, 0);
        hours.set(start, [...(hours.get(start) ?? []), sum]);
      }
      const expected = [...hours]
        .sort(([a], [b2]) => a - b2)
        .map(([start, sums]) => ({
          hour: new Date(start).toISOString(),
          peak: Math.max(...sums),
          average: sums.reduce((a, c) => a + c, 0) / sums.length,
        }));
      const { rows: stored } = await t.database.pool.query<{
        hour: string;
        peak: number;
        average: number;
      }>(
        `select to_char(hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as hour, peak, average from occupancy_group_hourly where group_kind = 'building' and group_id = $1 order by hour`,
        [b.id],
      );
      expect(stored, zone).toEqual(expected);
    }
  });

  it('leaves no row in any table after a batch with one bad line (docs/api.md: "when any row is bad, an ImportFailed error and writes nothing")', async () => {
    const b = await building('Failed', 'Europe/Amsterdam');
    const A = await b.space('A');
    const tables = [
      'occupancy_reading_days',
      'occupancy_space_hour_days',
      'occupancy_group_hour_days',
      'occupancy_group_daily',
      'jobs',
    ];
    const countAll = async () =>
      Promise.all(
        tables.map(
          async (x) =>
            (await t.database.pool.query<{ n: number }>(`select count(*)::int as n from ${x}`))
              .rows[0]?.n,
        ),
      );
    const before = await countAll();
    const r = await t.post(
      '/api/occupancy/readings',
      [
        { dataSourceId: b.source, spaceId: A, timestamp: '2026-03-02T10:00:00Z', occupancy: 3 },
        { dataSourceId: b.source, spaceId: A, timestamp: '2026-03-02T11:00:00Z', occupancy: 'x' },
      ],
      master,
    );
    expect(r.statusCode).toBe(400);
    expect(await countAll()).toEqual(before);
  });

  it('refuses to move a data source that has readings; an import meeting readings of its old building anyway answers 409 and writes nothing, not a 500 (docs/api.md: "A batch is all-or-nothing"; a data source\'s readings are its building\'s: docs/decisions.md "The building of a reading is its data source\'s")', async () => {
    const from = await building('Move from', 'America/New_York');
    const to = await building('Move to', 'America/New_York');
    const a = await from.space('A');
    const x = await to.space('X');
    const sent: Reading[] = [
      { dataSourceId: from.source, spaceId: a, timestamp: '2026-03-02T15:00:00Z', occupancy: 5 },
      { dataSourceId: from.source, spaceId: null, timestamp: '2026-03-02T16:00:00Z', occupancy: 9 },
    ];
    await ingest(sent);
    const moved = await t.post(
      '/api/data-sources/update',
      { id: from.source, data: { buildingId: to.id } },
      master,
    );
    // Moving a data source that has readings is refused (docs/decisions.md)…
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json<{ issues: unknown[] }>().issues).toEqual([
      {
        path: ['data', 'buildingId'],
        message:
          'A data source with occupancy readings cannot move to another building: add a new data source there',
      },
    ]);
    // …and should one be moved all the same (by hand in the database), imports still refuse to
    // mix the two buildings' readings.
    await t.database.pool.query('update data_sources set building_id = $1 where id = $2', [
      to.id,
      from.source,
    ]);
    const tables = [
      'occupancy_reading_days',
      'occupancy_space_hour_days',
      'occupancy_group_hour_days',
      'occupancy_group_daily',
    ];
    const snapshot = async () =>
      Promise.all(
        tables.map(
          async (table) =>
            (
              await t.database.pool.query<Record<string, unknown>>(
                `select * from ${table} where data_source_id = $1 order by 1, 2, 3, 4`,
                [from.source],
              )
            ).rows,
        ),
      );
    const before = await snapshot();
    for (const rows of [
      [{ dataSourceId: from.source, spaceId: x, timestamp: '2026-03-02T15:00:00Z', occupancy: 2 }],
      [
        {
          dataSourceId: from.source,
          spaceId: null,
          timestamp: '2026-03-02T16:15:00Z',
          occupancy: 3,
        },
      ],
    ]) {
      const response = await t.post('/api/occupancy/readings', rows, master);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json<{ message: string }>().message).toMatch(/readings of another building/);
    }
    expect(await snapshot()).toEqual(before);
    // The old building's figures are those of its readings.
    expect(await storedDaily('building', from.id, from.source)).toEqual(
      expectedDaily(sent, from.source, [a], 'America/New_York', true),
    );
  });

  it('sums one local day sent in two overlapping batches, the later count replacing the earlier, a building counter where no space reported (docs/decisions.md: "one already stored is replaced"; docs/metrics.md: "a building-level counter counts them all")', async () => {
    const b = await building('Split day', 'Europe/Amsterdam');
    const a = await b.space('A');
    const c = await b.space('C');
    // Monday 2 March 2026 in Amsterdam (UTC+1); 23:30 UTC is already Tuesday there.
    const first: Reading[] = [
      { dataSourceId: b.source, spaceId: a, timestamp: '2026-03-02T08:00:00Z', occupancy: 4 },
      { dataSourceId: b.source, spaceId: a, timestamp: '2026-03-02T09:00:00Z', occupancy: 6 },
      { dataSourceId: b.source, spaceId: null, timestamp: '2026-03-02T07:00:00Z', occupancy: 30 },
      { dataSourceId: b.source, spaceId: null, timestamp: '2026-03-02T08:00:00Z', occupancy: 50 },
    ];
    const second: Reading[] = [
      // Re-sent with another count, backfilled this time.
      {
        dataSourceId: b.source,
        spaceId: a,
        timestamp: '2026-03-02T09:00:00Z',
        occupancy: 1,
        backfilled: true,
      },
      { dataSourceId: b.source, spaceId: c, timestamp: '2026-03-02T08:00:00Z', occupancy: 5 },
      { dataSourceId: b.source, spaceId: c, timestamp: '2026-03-02T09:00:00Z', occupancy: 2 },
      { dataSourceId: b.source, spaceId: null, timestamp: '2026-03-02T07:00:00Z', occupancy: 12 },
      { dataSourceId: b.source, spaceId: a, timestamp: '2026-03-02T23:30:00Z', occupancy: 3 },
    ];
    await ingest(first);
    await ingest(second);
    // The same batch again changes nothing.
    await ingest(second);
    const sent = [...first, ...second];
    expect(await storedDaily('building', b.id, b.source)).toEqual(
      expectedDaily(sent, b.source, [a, c], 'Europe/Amsterdam', true),
    );
    expect(await storedDaily('floor', b.floorId, b.source)).toEqual(
      expectedDaily(sent, b.source, [a, c], 'Europe/Amsterdam'),
    );
    const { rows } = await t.database.pool.query<{ n: number; backfill: boolean }>(
      `select (select count(*)::int from occupancy_readings where data_source_id = $1) as n,
         (select has_backfill from occupancy_group_daily where data_source_id = $1
           and group_kind = 'floor' and date = '2026-03-02') as backfill`,
      [b.source],
    );
    expect(rows[0]).toEqual({ n: asStored(sent).length, backfill: true });
  });
});
