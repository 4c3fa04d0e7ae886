// `/data-sources/readings-day`: one local day of a data source's readings as received, per sensor
// (the admin's Occupancy screen), with the source's first and last days to bound the date picker.
import { and, eq, sql } from 'drizzle-orm';
import { localParts, type ReadingsDay } from '@atrium/contract';
import type { z } from 'zod';
import type { ZReadingsDayRequestSchema } from '@atrium/contract';
import { buildings, dataSources } from '../../db/schema/index.ts';
import type { TenantScope } from '../../auth/scope.ts';
import { NotFoundError } from '../../http/errors.ts';
import type { Db } from '../resource-table.ts';
import { visibleDataSource } from '../visibility.ts';

type Request = z.output<typeof ZReadingsDayRequestSchema>;
const pad = (n: number) => String(n).padStart(2, '0');

export async function readingsDay(
  db: Db,
  scope: TenantScope,
  request: Request,
): Promise<ReadingsDay> {
  const [source] = await db
    .select({ id: dataSources.id, timeZone: buildings.timeZone })
    .from(dataSources)
    .leftJoin(buildings, eq(buildings.id, dataSources.buildingId))
    .where(and(eq(dataSources.id, request.dataSourceId), visibleDataSource(db, scope)));
  if (!source) throw new NotFoundError();
  const timeZone = source.timeZone ?? 'UTC';
  const [extent, day] = await Promise.all([
    db.execute<{ first: string | null; last: string | null }>(sql`
      select to_char(min(date), 'YYYY-MM-DD') as first, to_char(max(date), 'YYYY-MM-DD') as last
      from occupancy_reading_days where data_source_id = ${source.id}`),
    db.execute<{
      space_id: number | null;
      space: string | null;
      floor: string | null;
      offsets: number[];
      counts: number[];
      backfilled: boolean[] | null;
    }>(sql`
      select r.space_id, s.name as space, f.name as floor, r.offsets, r.counts, r.backfilled
      from occupancy_reading_days r left join spaces s on s.id = r.space_id
        left join floors f on f.id = s.floor_id
      where r.data_source_id = ${source.id} and r.date = ${request.date}::date
      order by f.position nulls first, s.name nulls first, r.space_id`),
  ]);
  const midnight = Date.parse(`${request.date}T00:00:00Z`);
  return {
    dataSourceId: source.id,
    date: request.date,
    timeZone,
    firstDate: extent.rows[0]?.first ?? null,
    lastDate: extent.rows[0]?.last ?? null,
    sensors: day.rows.map((r) => ({
      spaceId: r.space_id,
      space: r.space,
      floor: r.floor,
      readings: r.offsets.map((offset, i) => {
        const at = new Date(midnight + offset);
        const local = localParts(at, timeZone);
        return {
          at: at.toISOString(),
          time: `${pad(local.hour)}:${pad(local.minute)}`,
          occupancy: r.counts[i] ?? 0,
          backfilled: r.backfilled?.[i] ?? false,
        };
      }),
    })),
  };
}
