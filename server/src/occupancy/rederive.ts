// Re-deriving a building's rollups from its raw readings, as a job. Rollups depend on more than
// the readings: which spaces a lease holds (tenant groups), which floor a space is on (floor
// groups), the building's time zone (local days) and working hours (daily averages). When one of
// those changes, the write queues this job in its own transaction; the job rebuilds every rollup
// of the building, so stale rows of the old grouping disappear too. After a change of time zone
// it first packs the readings again by their new local days.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../resources/resource-table.ts';
import { liftStatementTimeout } from '../db/statement-timeout.ts';
import type { JobQueue } from '../jobs/queue.ts';
import {
  buildingFrame,
  dateArray,
  lockBuildingRollups,
  replaceRollups,
  storedDays,
} from './rollups.ts';

export const REDERIVE_JOB = 'occupancy.rederive';

/** Days worked out per statement: bounds the memory of a year's rebuild. */
const DAYS_PER_STEP = 31;

/**
 * Queues the job for a building that has readings, unless one is already waiting. Called in the
 * transaction of the change: a waiting job it counts on stays locked until that transaction ends,
 * so the runner (`for update skip locked`) cannot start it and read the building before the
 * change commits (it would rebuild the old grouping, and no other job would be queued).
 */
export async function queueRederive(db: Db, buildingId: number): Promise<void> {
  const { rows } = await db.execute<{ id: number }>(sql`select id from jobs
    where kind = ${REDERIVE_JOB} and status = 'QUEUED' and payload->>'buildingId' = ${String(buildingId)}
    limit 1 for update`);
  if (rows.length) return;
  // The job is the building owner's: its admins see it among their jobs.
  await db.execute(sql`insert into jobs (kind, payload, organization_id)
    select ${REDERIVE_JOB}, jsonb_build_object('buildingId', ${buildingId}::int),
      (select owner_organization_id from buildings where id = ${buildingId})
    where exists (select 1 from occupancy_reading_days where building_id = ${buildingId})`);
}

/**
 * Packs the building's readings by local day again when a day row holds another day's readings
 * (they were packed in a zone the building has left). `near`: look only at the rows of those
 * dates (an import checks the days around its own; a stale row elsewhere cannot meet its rows).
 */
export async function repackIfZoneChanged(
  db: Db,
  buildingId: number,
  timeZone: string,
  near?: readonly string[],
): Promise<boolean> {
  const instant = (index: SQL) =>
    sql`((((r.date::timestamp at time zone 'UTC') + r.offsets[${index}] * interval '1 millisecond') at time zone ${timeZone})::date <> r.date)`;
  const dates = near ? sql`and r.date = any(${dateArray(near)})` : sql``;
  const { rows } = await db.execute<{ stale: boolean }>(sql`select exists (
    select 1 from occupancy_reading_days r where r.building_id = ${buildingId} ${dates}
      and (${instant(sql`1`)} or ${instant(sql`array_length(r.offsets, 1)`)})) as stale`);
  if (!rows[0]?.stale) return false;
  // Dropped below; an error before then rolls its creation back with the transaction.
  await db.execute(sql`create temp table readings_repacked as
    select data_source_id, building_id, space_id, at, occupancy, backfilled,
      (at at time zone ${timeZone})::date as date
    from occupancy_readings where building_id = ${buildingId}`);
  await db.execute(sql`delete from occupancy_reading_days where building_id = ${buildingId}`);
  await db.execute(sql`insert into occupancy_reading_days
      (data_source_id, building_id, space_id, date, offsets, counts, backfilled)
    select data_source_id, building_id, space_id, date,
      array_agg((extract(epoch from at - (date::timestamp at time zone 'UTC')) * 1000)::int order by at),
      array_agg(occupancy order by at),
      case when bool_or(backfilled) then array_agg(backfilled order by at) end
    from readings_repacked group by data_source_id, building_id, space_id, date`);
  await db.execute(sql`drop table readings_repacked`);
  return true;
}

export async function rederiveBuilding(
  db: Db,
  buildingId: number,
): Promise<{ buildingId: number; dataSources: number; repacked: boolean }> {
  return db.transaction(async (tx) => {
    // Every reading of the building is read and its rollups rewritten: a job, not a request.
    await liftStatementTimeout(tx);
    await lockBuildingRollups(tx, buildingId);
    const frame = await buildingFrame(tx, buildingId);
    const repacked = await repackIfZoneChanged(tx, buildingId, frame.timeZone);
    for (const table of [
      'occupancy_space_hour_days',
      'occupancy_group_hour_days',
      'occupancy_group_daily',
      'occupancy_group_monthly',
      'occupancy_space_last_days',
    ])
      await tx.execute(sql`delete from ${sql.identifier(table)} where building_id = ${buildingId}`);
    const { rows } = await tx.execute<{ data_source_id: number; dates: string[] }>(sql`
      select data_source_id, array_agg(distinct to_char(date, 'YYYY-MM-DD')) as dates
      from occupancy_reading_days where building_id = ${buildingId} group by data_source_id`);
    for (const { data_source_id: sourceId, dates } of rows) {
      for (let i = 0; i < dates.length; i += DAYS_PER_STEP) {
        const step = dates.slice(i, i + DAYS_PER_STEP);
        const days = await storedDays(tx, sourceId, buildingId, step);
        // The building's rollups were removed above.
        await replaceRollups(tx, frame, sourceId, [], [...days.values()]);
      }
    }
    return { buildingId, dataSources: rows.length, repacked };
  });
}

export function registerRederive(jobs: JobQueue, db: Db): void {
  jobs.register(REDERIVE_JOB, async (payload) => {
    const buildingId = Number(payload.buildingId);
    if (!Number.isSafeInteger(buildingId)) throw new Error('The job has no buildingId');
    return rederiveBuilding(db, buildingId);
  });
}
