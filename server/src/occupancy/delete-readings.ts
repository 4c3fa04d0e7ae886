// Deleting a range of a data source's readings (a wrong import, a sensor that counted nonsense):
// the day rows it touches lose those readings, and the rollups of those local days are worked out
// again from what is left, in the same transaction and under the building's rollup lock, exactly
// as an import replaces them (rollups.ts). A dry run only counts.
import { and, eq } from 'drizzle-orm';
import { addDays, localDate, type DeleteReadingsResponse } from '@atrium/contract';
import type { z } from 'zod';
import type { ZDeleteReadingsRequestSchema } from '@atrium/contract';
import { buildings, dataSources } from '../db/schema/index.ts';
import { liftStatementTimeout } from '../db/statement-timeout.ts';
import type { TenantScope } from '../auth/scope.ts';
import { NotFoundError } from '../http/errors.ts';
import type { Db } from '../resources/resource-table.ts';
import { visibleDataSource } from '../resources/visibility.ts';
import { dayKey, type ReadingDay } from './packing.ts';
import {
  buildingFrame,
  lockBuildingRollups,
  replaceRollups,
  storedDays,
  writeReadingDays,
} from './rollups.ts';
import { queueRederive, repackIfZoneChanged } from './rederive.ts';

type Request = z.output<typeof ZDeleteReadingsRequestSchema>;

/** The local dates from one instant's to another's, a day more at each end. */
function datesAround(from: Date, to: Date, timeZone: string): string[] {
  const last = addDays(localDate(to, timeZone), 1);
  const dates: string[] = [];
  for (let date = addDays(localDate(from, timeZone), -1); date <= last; date = addDays(date, 1))
    dates.push(date);
  return dates;
}

/** The day without the readings in [from, to); null when none of its readings is there. */
function withoutRange(day: ReadingDay, from: number, to: number): ReadingDay | null {
  const midnight = Date.parse(`${day.date}T00:00:00Z`);
  const keep = day.offsets.map((offset) => {
    const at = midnight + offset;
    return at < from || at >= to;
  });
  if (keep.every(Boolean)) return null;
  const backfilled = day.backfilled?.filter((_, i) => keep[i]) ?? null;
  return {
    spaceId: day.spaceId,
    date: day.date,
    offsets: day.offsets.filter((_, i) => keep[i]),
    counts: day.counts.filter((_, i) => keep[i]),
    backfilled: backfilled?.some(Boolean) ? backfilled : null,
  };
}

export async function deleteReadings(
  db: Db,
  scope: TenantScope,
  request: Request,
  /** Work in the same transaction once readings were deleted (the audit entry). */
  recorded?: (tx: Db, result: DeleteReadingsResponse) => Promise<void>,
): Promise<DeleteReadingsResponse> {
  const [source] = await db
    .select({ id: dataSources.id, buildingId: dataSources.buildingId })
    .from(dataSources)
    .where(and(eq(dataSources.id, request.dataSourceId), visibleDataSource(db, scope)));
  if (!source) throw new NotFoundError();
  const nothing = { deleted: 0, days: 0, dryRun: request.dryRun };
  const buildingId = source.buildingId;
  if (buildingId === null) return nothing;
  const [building] = await db
    .select({ timeZone: buildings.timeZone })
    .from(buildings)
    .where(eq(buildings.id, buildingId));
  if (!building) return nothing;
  const from = new Date(request.from);
  const to = new Date(request.to);
  return db.transaction(async (tx) => {
    // A year of a building's readings is read and written again: bounded by the range instead.
    await liftStatementTimeout(tx);
    await lockBuildingRollups(tx, buildingId);
    const frame = await buildingFrame(tx, buildingId);
    const dates = datesAround(from, to, frame.timeZone);
    // Readings still packed on the days of a zone the building has left are packed again first,
    // as an import does (ingest.ts), so that the days read below hold what they say.
    if (await repackIfZoneChanged(tx, buildingId, frame.timeZone, dates))
      await queueRederive(tx, buildingId);
    const stored = await storedDays(tx, source.id, buildingId, dates);
    const replaced: ReadingDay[] = [];
    const kept: ReadingDay[] = [];
    let deleted = 0;
    for (const day of stored.values()) {
      if (request.spaceId !== undefined && day.spaceId !== request.spaceId) continue;
      const left = withoutRange(day, from.getTime(), to.getTime());
      if (!left) continue;
      deleted += day.offsets.length - left.offsets.length;
      replaced.push(day);
      if (left.offsets.length) kept.push(left);
      stored.delete(dayKey(day.spaceId, day.date));
    }
    const changedDates = [...new Set(replaced.map((d) => d.date))];
    if (request.dryRun || deleted === 0)
      return { deleted, days: changedDates.length, dryRun: request.dryRun };
    await writeReadingDays(tx, buildingId, source.id, kept, replaced);
    // Every sensor's readings of the changed days (the groups add them up), as they are now.
    const changed = new Set(changedDates);
    const days = [...stored.values(), ...kept].filter((d) => changed.has(d.date));
    await replaceRollups(tx, frame, source.id, changedDates, days);
    const result = { deleted, days: changedDates.length, dryRun: false };
    await recorded?.(tx, result);
    return result;
  });
}
