// Rollups maintained on write. For each data source and building whose readings changed, the
// local days they touch are recomputed from the raw readings: idempotent, so the same readings
// arriving twice leave the same figures.
import { sql } from 'drizzle-orm';
import type { Db } from '../resources/resource-table.ts';

export type AffectedWindow = { dataSourceId: number; buildingId: number; from: Date; to: Date };

// Working hours for the daily average (docs/metrics.md): 08:00–18:00 local, Monday to Friday.
const WORKING_START = '08:00';
const WORKING_END = '18:00';

export async function recomputeRollups(db: Db, windows: AffectedWindow[]): Promise<void> {
  for (const w of windows) await recomputeWindow(db, w);
}

async function recomputeWindow(db: Db, w: AffectedWindow): Promise<void> {
  const { dataSourceId: source, buildingId: building } = w;
  // Whole local days: from the start of the first day to the start of the day after the last.
  const bounds = sql`(select tz, ((${w.from.toISOString()}::timestamptz at time zone tz)::date::timestamp at time zone tz) as w0,
      (((${w.to.toISOString()}::timestamptz at time zone tz)::date + 1)::timestamp at time zone tz) as w1
      from (select time_zone as tz from buildings where id = ${building}) b)`;
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
      coalesce(sum(r.occupancy) filter (where r.space_id is not null), max(r.occupancy) filter (where r.space_id is null))::int as occ
    from occupancy_readings r where ${inWindow} group by r.at
    union all
    select 'floor', s.floor_id, r.at, sum(r.occupancy)::int
    from occupancy_readings r join spaces s on s.id = r.space_id where ${inWindow} group by s.floor_id, r.at
    union all
    select 'tenant', es.encumbrance_id, r.at, sum(r.occupancy)::int
    from occupancy_readings r join encumbrance_spaces es on es.space_id = r.space_id
    where ${inWindow} group by es.encumbrance_id, r.at)`;

  await db.execute(sql`delete from occupancy_group_hourly where data_source_id = ${source} and building_id = ${building}
    and hour >= date_trunc('hour', (select w0 from ${bounds} x)) and hour < (select w1 from ${bounds} x)`);
  await db.execute(sql`insert into occupancy_group_hourly (data_source_id, group_kind, group_id, building_id, hour, peak, average)
    select ${source}, kind, gid, ${building}, date_trunc('hour', at), max(occ), avg(occ) from ${sums} g
    group by kind, gid, date_trunc('hour', at)`);

  await db.execute(sql`delete from occupancy_group_daily where data_source_id = ${source} and building_id = ${building}
    and date >= (select (w0 at time zone tz)::date from ${bounds} x) and date < (select (w1 at time zone tz)::date from ${bounds} x)`);
  await db.execute(sql`insert into occupancy_group_daily (data_source_id, group_kind, group_id, building_id, date, peak, peak_at, working_average, samples)
    select ${source}, kind, gid, ${building}, local::date, max(occ), (array_agg(at order by occ desc, at))[1],
      avg(occ) filter (where extract(isodow from local) <= 5 and local::time >= ${WORKING_START}::time and local::time < ${WORKING_END}::time),
      count(*)
    from (select g.*, g.at at time zone (select tz from ${bounds} x) as local from ${sums} g) l
    group by kind, gid, local::date`);
}
