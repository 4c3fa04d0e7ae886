// Re-deriving a building's rollups from its raw readings, as a job. Rollups depend on more than
// the readings: which spaces a lease holds (tenant groups), which floor a space is on (floor
// groups), the building's time zone (local days) and working hours (daily averages). When one of
// those changes, the write queues this job in its own transaction; the job rebuilds every rollup
// of the building, so stale rows of the old grouping disappear too.
import { sql } from 'drizzle-orm';
import type { Db } from '../resources/resource-table.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { lockBuildingRollups, recomputeRollups } from './rollups.ts';

export const REDERIVE_JOB = 'occupancy.rederive';

/** Queues the job for a building that has readings, unless one is already waiting. */
export async function queueRederive(db: Db, buildingId: number): Promise<void> {
  await db.execute(sql`insert into jobs (kind, payload)
    select ${REDERIVE_JOB}, jsonb_build_object('buildingId', ${buildingId}::int)
    where exists (select 1 from occupancy_readings where building_id = ${buildingId})
      and not exists (select 1 from jobs where kind = ${REDERIVE_JOB} and status = 'QUEUED'
        and payload->>'buildingId' = ${String(buildingId)})`);
}

export async function rederiveBuilding(
  db: Db,
  buildingId: number,
): Promise<{ buildingId: number; dataSources: number }> {
  return db.transaction(async (tx) => {
    await lockBuildingRollups(tx, buildingId);
    const { rows } = await tx.execute<{
      data_source_id: number | string;
      first: string | Date;
      last: string | Date;
    }>(sql`select data_source_id, min(at) as first, max(at) as last from occupancy_readings
      where building_id = ${buildingId} group by data_source_id`);
    for (const table of [
      'occupancy_space_hourly',
      'occupancy_group_hourly',
      'occupancy_group_daily',
    ])
      await tx.execute(sql`delete from ${sql.identifier(table)} where building_id = ${buildingId}`);
    await recomputeRollups(
      tx,
      rows.map((r) => ({
        dataSourceId: Number(r.data_source_id),
        buildingId,
        from: new Date(r.first),
        to: new Date(r.last),
      })),
    );
    return { buildingId, dataSources: rows.length };
  });
}

export function registerRederive(jobs: JobQueue, db: Db): void {
  jobs.register(REDERIVE_JOB, async (payload) => {
    const buildingId = Number(payload.buildingId);
    if (!Number.isSafeInteger(buildingId)) throw new Error('The job has no buildingId');
    return rederiveBuilding(db, buildingId);
  });
}
