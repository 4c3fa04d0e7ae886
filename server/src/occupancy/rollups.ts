// Rollups maintained on write. For each data source and building whose readings changed, the
// local days they touch are recomputed from the raw readings: idempotent, so the same readings
// arriving twice leave the same figures.
import { sql } from 'drizzle-orm';
import type { Db } from '../resources/resource-table.ts';

export type AffectedWindow = { dataSourceId: number; buildingId: number; from: Date; to: Date };

/** Advisory-lock class of rollup writes; the key is the building. */
const ROLLUP_LOCK = 7301;

/** Waits for other writers of the building's rollups; held until the transaction ends. */
export async function lockBuildingRollups(db: Db, buildingId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK}, ${buildingId})`);
}

/** Must run inside a transaction: one writer per building at a time, released at commit. */
export async function recomputeRollups(db: Db, windows: AffectedWindow[]): Promise<void> {
  const buildingIds = [...new Set(windows.map((w) => w.buildingId))].sort((a, b) => a - b);
  for (const id of buildingIds)
    await db.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK}, ${id})`);
  for (const w of windows) await recomputeWindow(db, w);
}

async function recomputeWindow(db: Db, w: AffectedWindow): Promise<void> {
  const { dataSourceId: source, buildingId: building } = w;
  // Whole local days: from the start of the first day to the start of the day after the last.
  // The building's working hours (docs/metrics.md) give the daily average's intervals.
  const bounds = sql`(select tz, ((${w.from.toISOString()}::timestamptz at time zone tz)::date::timestamp at time zone tz) as w0,
      (((${w.to.toISOString()}::timestamptz at time zone tz)::date + 1)::timestamp at time zone tz) as w1,
      ws, we, wd
      from (select time_zone as tz, (working_hours->>'start')::time as ws,
        case when working_hours->>'end' = '24:00' then null else (working_hours->>'end')::time end as we,
        array(select jsonb_array_elements_text(working_hours->'days')::int) as wd
        from buildings where id = ${building}) b)`;
  const inWindow = sql`r.data_source_id = ${source} and r.building_id = ${building} and r.at >= (select w0 from ${bounds} x) and r.at < (select w1 from ${bounds} x)`;

  await db.execute(sql`delete from occupancy_space_hourly where data_source_id = ${source} and building_id = ${building}
    and hour >= date_trunc('hour', (select w0 from ${bounds} x)) and hour < (select w1 from ${bounds} x)`);
  await db.execute(sql`insert into occupancy_space_hourly (data_source_id, building_id, space_id, hour, peak, average, samples)
    select ${source}, ${building}, r.space_id, date_trunc('hour', r.at), max(r.occupancy), avg(r.occupancy), count(*)
    from occupancy_readings r where ${inWindow} and r.space_id is not null
    group by r.space_id, date_trunc('hour', r.at)`);

  // Simultaneous sums per group and instant. A building's figure is the sum of its spaces, or
  // its building-level counter where it has no space readings at that instant.
  const sums = sql`(
    select 'building'::text as kind, ${building}::int as gid, r.at,
      coalesce(sum(r.occupancy) filter (where r.space_id is not null), max(r.occupancy) filter (where r.space_id is null))::int as occ,
      bool_or(r.backfilled) as bf
    from occupancy_readings r where ${inWindow} group by r.at
    union all
    select 'floor', s.floor_id, r.at, sum(r.occupancy)::int, bool_or(r.backfilled)
    from occupancy_readings r join spaces s on s.id = r.space_id where ${inWindow} group by s.floor_id, r.at
    union all
    select 'tenant', es.encumbrance_id, r.at, sum(r.occupancy)::int, bool_or(r.backfilled)
    from occupancy_readings r join encumbrance_spaces es on es.space_id = r.space_id
    where ${inWindow} group by es.encumbrance_id, r.at)`;

  await db.execute(sql`delete from occupancy_group_hourly where data_source_id = ${source} and building_id = ${building}
    and hour >= date_trunc('hour', (select w0 from ${bounds} x)) and hour < (select w1 from ${bounds} x)`);
  await db.execute(sql`insert into occupancy_group_hourly (data_source_id, group_kind, group_id, building_id, hour, peak, average)
    select ${source}, kind, gid, ${building}, date_trunc('hour', at), max(occ), avg(occ) from ${sums} g
    group by kind, gid, date_trunc('hour', at)`);

  await db.execute(sql`delete from occupancy_group_daily where data_source_id = ${source} and building_id = ${building}
    and date >= (select (w0 at time zone tz)::date from ${bounds} x) and date < (select (w1 at time zone tz)::date from ${bounds} x)`);
  await db.execute(sql`insert into occupancy_group_daily (data_source_id, group_kind, group_id, building_id, date, peak, peak_at, working_average, samples, has_backfill)
    select ${source}, kind, gid, ${building}, local::date, max(occ), (array_agg(at order by occ desc, at))[1],
      avg(occ) filter (where extract(isodow from local)::int = any(x.wd) and local::time >= x.ws and (x.we is null or local::time < x.we)),
      count(*), bool_or(bf)
    from (select g.*, g.at at time zone (select tz from ${bounds} x) as local from ${sums} g) l, ${bounds} x
    group by kind, gid, local::date, x.wd, x.ws, x.we`);
}
