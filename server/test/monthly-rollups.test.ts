// The monthly rollups (occupancy_group_monthly) and each space's last day with data
// (occupancy_space_last_days) follow every write of the rollups they are derived from: an import into a month already rolled up, a deletion of readings, a
// re-derivation. After each, the table equals the months worked out here from the daily
// rollups, and /encumbrances/statistic/tenants (which reads a range's whole months from them)
// answers the new figures, over a whole month and over a range that cuts it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';

type Figures = { peakOccupancy: number | null; peakOccupancyDate: string | null };

describe.each(databaseKinds)('monthly rollups and last days on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let master: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
  });
  afterAll(() => t.close());

  const ingest = async (rows: [spaceId: number, timestamp: string, occupancy: number][]) => {
    const response = await t.post(
      '/api/occupancy/readings',
      rows.map(([spaceId, timestamp, occupancy]) => ({
        dataSourceId: p.dataSources.harborSensors.id,
        spaceId,
        timestamp,
        occupancy,
      })),
      master,
    );
    expect(response.statusCode, response.body).toBe(200);
  };

  /** The stored months, and the same worked out from the daily rollups as they are now. */
  const monthsNow = async () => {
    const columns = `data_source_id, group_kind, group_id, building_id, to_char(month, 'YYYY-MM-DD') as month,
      to_char(first_date, 'YYYY-MM-DD') as first_date, to_char(last_date, 'YYYY-MM-DD') as last_date,
      days, peak, to_char(peak_date, 'YYYY-MM-DD') as peak_date, weekday_totals::text as totals,
      weekday_days::text as counts`;
    const order = 'order by data_source_id, group_kind, group_id, month';
    const stored = await t.database.pool.query(
      `select ${columns} from occupancy_group_monthly ${order}`,
    );
    const derived = await t.database.pool.query(`
      with d as (select *, greatest(0, peak) as p, date_trunc('month', date)::date as m
        from occupancy_group_daily),
      w as (select data_source_id, group_kind, group_id, m, i,
          (select coalesce(sum(x.p), 0) from d x where x.data_source_id = d.data_source_id
            and x.group_kind = d.group_kind and x.group_id = d.group_id and x.m = d.m
            and extract(isodow from x.date) = i) as total,
          (select count(*) from d x where x.data_source_id = d.data_source_id
            and x.group_kind = d.group_kind and x.group_id = d.group_id and x.m = d.m
            and extract(isodow from x.date) = i) as n
        from (select distinct data_source_id, group_kind, group_id, m from d) d
        cross join generate_series(1, 7) i),
      months as (select d.data_source_id, d.group_kind, d.group_id, min(d.building_id) as building_id,
          d.m as month, min(d.date) as first_date, max(d.date) as last_date, count(*)::int as days,
          max(d.p) as peak,
          (select min(x.date) from d x where x.data_source_id = d.data_source_id
            and x.group_kind = d.group_kind and x.group_id = d.group_id and x.m = d.m
            and x.p = max(d.p)) as peak_date,
          (select array_agg(w.total order by w.i) from w where w.data_source_id = d.data_source_id
            and w.group_kind = d.group_kind and w.group_id = d.group_id and w.m = d.m) as weekday_totals,
          (select array_agg(w.n::int order by w.i) from w where w.data_source_id = d.data_source_id
            and w.group_kind = d.group_kind and w.group_id = d.group_id and w.m = d.m) as weekday_days
        from d group by d.data_source_id, d.group_kind, d.group_id, d.m)
      select ${columns} from months ${order}`);
    return { stored: stored.rows, derived: derived.rows };
  };
  /** Each space's last day per source, stored and as the hourly rollups now have it. */
  const lastDaysNow = async () => {
    const order = 'order by data_source_id, space_id';
    const stored = await t.database.pool.query(`select data_source_id, space_id, building_id,
      to_char(last_date, 'YYYY-MM-DD') as last_date from occupancy_space_last_days ${order}`);
    const derived = await t.database.pool.query(`select data_source_id, space_id,
      min(building_id) as building_id, to_char(max(date), 'YYYY-MM-DD') as last_date
      from occupancy_space_hour_days group by data_source_id, space_id ${order}`);
    return { stored: stored.rows, derived: derived.rows };
  };
  const expectMonthsFresh = async () => {
    const { stored, derived } = await monthsNow();
    expect(stored.length).toBeGreaterThan(0);
    expect(stored).toEqual(derived);
    const last = await lastDaysNow();
    expect(last.stored.length).toBeGreaterThan(0);
    expect(last.stored).toEqual(last.derived);
  };

  const leaseFigures = async (startDate: string, endDate: string): Promise<Figures> => {
    const response = await t.post(
      '/api/encumbrances/statistic/tenants',
      { buildingId: p.buildings.harborPoint.id, startDate, endDate },
      master,
    );
    expect(response.statusCode, response.body).toBe(200);
    const item = response
      .json<{ items: ({ tenantId: number } & Figures)[] }>()
      .items.find((i) => i.tenantId === p.leases.northwindLease.id);
    return {
      peakOccupancy: item?.peakOccupancy ?? null,
      peakOccupancyDate: item?.peakOccupancyDate ?? null,
    };
  };
  const whole = () => leaseFigures('2026-03-01', '2026-03-31');
  /** From the 4th: the month is cut, its days in the range read one by one. */
  const cut = () => leaseFigures('2026-03-04', '2026-03-31');

  it('follow an import into a month already rolled up, a deletion and a re-derivation', async () => {
    const { hpOpen, hpCafe } = p.spaces;
    // Tuesday 3 and Wednesday 4 March 2026, 10:00 in New York (UTC−5).
    await ingest([
      [hpOpen.id, '2026-03-03T15:00:00Z', 12],
      [hpOpen.id, '2026-03-04T15:00:00Z', 9],
    ]);
    await expectMonthsFresh();
    expect(await whole()).toEqual({ peakOccupancy: 12, peakOccupancyDate: '2026-03-03' });
    expect(await cut()).toEqual({ peakOccupancy: 9, peakOccupancyDate: '2026-03-04' });

    // A reading written after March was rolled up, on a later day of it, higher than the rest.
    await ingest([[hpOpen.id, '2026-03-20T15:00:00Z', 30]]);
    await expectMonthsFresh();
    expect(await whole()).toEqual({ peakOccupancy: 30, peakOccupancyDate: '2026-03-20' });
    expect(await cut()).toEqual({ peakOccupancy: 30, peakOccupancyDate: '2026-03-20' });

    expect((await lastDaysNow()).stored).toContainEqual(
      expect.objectContaining({ space_id: hpOpen.id, last_date: '2026-03-20' }),
    );
    // That day's readings deleted: March is what it was, and the space's last day the 4th.
    const deleted = await t.post(
      '/api/occupancy/delete-readings',
      {
        dataSourceId: p.dataSources.harborSensors.id,
        from: '2026-03-20T00:00:00Z',
        to: '2026-03-21T00:00:00Z',
      },
      master,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expectMonthsFresh();
    expect((await lastDaysNow()).stored).toContainEqual(
      expect.objectContaining({ space_id: hpOpen.id, last_date: '2026-03-04' }),
    );
    expect(await whole()).toEqual({ peakOccupancy: 12, peakOccupancyDate: '2026-03-03' });

    // The lease takes the cafe too: its rollups are derived again (a job), months with them.
    await ingest([[hpCafe.id, '2026-03-03T15:00:00Z', 8]]);
    const update = await t.post(
      '/api/encumbrances/update',
      { id: p.leases.northwindLease.id, data: { spaceIds: [hpOpen.id, hpCafe.id] } },
      master,
    );
    expect(update.statusCode, update.body).toBe(200);
    await t.app.jobs.drain();
    await expectMonthsFresh();
    expect(await whole()).toEqual({ peakOccupancy: 20, peakOccupancyDate: '2026-03-03' });
  });
});
