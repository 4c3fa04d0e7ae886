// Occupancy data coverage per building of the request (the building, a floor or a lease in it):
// the coverage state of contract/src/analytics/coverage.ts as of today and, over the range, the
// working days with data, the gaps and the backfilled days.
import { now } from '../clock.ts';
import type { z } from 'zod';
import {
  dayCoverage,
  OCCUPANCY_STALE_AFTER_DAYS,
  localParts,
  occupancyCoverage,
  type ZOccupancyCoverageItemSchema,
  type ZOccupancyCoverageSchema,
  type ZOccupancyRequestSchema,
} from '@atrium/contract';
import type { TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import { resolveTarget, type Target } from './target.ts';
import { occupancyExtents } from './occupancy-repository.ts';
import { dailyRows, rangeOf } from './repository.ts';
import { buildingInfo, leaseEndDate } from './occupancy-lease-repository.ts';

type Item = z.output<typeof ZOccupancyCoverageItemSchema>;

export async function occupancyCoverageOf(
  db: Db,
  scope: TenantScope,
  body: z.output<typeof ZOccupancyRequestSchema>,
): Promise<z.output<typeof ZOccupancyCoverageSchema>> {
  // Coverage answers no utilization: the seats are not needed.
  const target = await resolveTarget(db, scope, body, { seats: false });
  const range = rangeOf(target);
  // The days in the range and each building's extent do not depend on each other: read together.
  const [perBuilding, extents] = await Promise.all([
    // Which days have data and which were backfilled: no peak times needed.
    range ? dailyRows(db, { ...target, ...range }) : [],
    buildingExtents(db, target),
  ]);
  // A lease's coverage expires with the lease; a building's or floor's only when data stops.
  const first = target.buildings[0];
  const leaseEnd =
    target.groupKind === 'tenant' && first
      ? await leaseEndDate(db, target.groupId(first.buildingId))
      : null;
  const items: Item[] = [];
  for (const { info, building: b, extent } of extents) {
    const own = perBuilding.find((d) => d.buildingId === b.buildingId)?.rows ?? [];
    const { firstDate, lastDate, spaces, sensored } = extent;
    const byDays = range
      ? dayCoverage(
          own.map((d) => d.date),
          range.startDate,
          range.endDate,
          info.workingHours,
        )
      : { daysWithData: 0, workingDays: null, coverage: null, gaps: [] };
    items.push({
      buildingId: b.buildingId,
      state: occupancyCoverage({
        leasedSpaces: spaces,
        sensoredSpaces: sensored,
        lastDataDate: lastDate,
        leaseEndDate: leaseEnd,
        today: localParts(now(), info.timeZone).date,
      }),
      firstDate,
      lastDate,
      ...byDays,
      backfilledDays: new Set(own.filter((d) => d.hasBackfill).map((d) => d.date)).size,
    });
  }
  return { items, startDate: target.startDate, endDate: target.endDate };
}

/**
 * Each of the target's buildings with its information and its data's extent. The state is about
 * now, not the range: spaces reporting in the last 30 days of data.
 */
async function buildingExtents(db: Db, target: Target) {
  const buildings = new Map(target.buildings.map((b) => [b.buildingId, b]));
  const [infos, extentOf] = await Promise.all([
    buildingInfo(db, [...buildings.keys()]),
    occupancyExtents(db, target, OCCUPANCY_STALE_AFTER_DAYS),
  ]);
  const extents = [];
  for (const info of infos) {
    const building = buildings.get(info.id);
    const extent = extentOf.get(info.id);
    if (!building || !extent) continue;
    extents.push({ info, building, extent });
  }
  return extents;
}
