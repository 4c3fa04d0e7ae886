// /operators/site-statistics: the site statistics shape for the floors an organization operates
// in one building (tiles, daily occupancy, demand by day of week).
import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import {
  averageOccupancy,
  changePercent,
  completedMonths,
  lastTwoMonths,
  dayOfWeek,
  DEFAULT_WORKING_HOURS,
  monthlyOccupancy,
  occupancyByDayOfWeek,
  peakOfRange,
  sumKnown,
  utilization,
  type ZSiteStatisticsRequestSchema,
  type ZSiteStatisticsSchema,
} from '@atrium/contract';
import { floors } from '../db/schema/index.ts';
import type { TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import { append } from '../resources/relations.ts';
import { resolveSiteTarget } from './target.ts';
import { dailyPeaks, dailyRowsOf } from './repository.ts';
import { readFloors } from './organization-repository.ts';
import { dailyRecords } from './daily-records.ts';
import { requireVisibleBuildings } from './portfolio-queries.ts';
import { todayIn } from '../clock.ts';

export async function siteStatistics(
  db: Db,
  scope: TenantScope,
  body: z.output<typeof ZSiteStatisticsRequestSchema>,
): Promise<z.output<typeof ZSiteStatisticsSchema>> {
  // The operated floors with their rooms and seats.
  const operated = await readFloors(
    db,
    scope,
    and(
      eq(floors.buildingId, body.buildingId),
      eq(floors.operatorOrganizationId, body.organizationId),
    ),
  );
  // Without a floor the caller sees: Not found for a building outside the scope (or unknown),
  // else an empty site. With one, resolveSiteTarget checks the building.
  if (operated.length === 0) await requireVisibleBuildings(db, scope, body.buildingId);
  const capacity = operated.reduce((sum, f) => sum + (f.capacity ?? 0), 0);
  // The site's own rollups: the simultaneous sums of all its floors' spaces.
  const [first] = operated;
  const target = first
    ? await resolveSiteTarget(
        db,
        scope,
        {
          buildingId: body.buildingId,
          floorId: first.id,
          startDate: body.startDate,
          endDate: body.endDate,
        },
        { organizationId: body.organizationId, capacity },
      )
    : null;
  const perSource = target ? (await dailyRowsOf(db, [target])).flat() : [];
  const hours = target?.workingHours ?? DEFAULT_WORKING_HOURS;
  const days = dailyPeaks(perSource);
  const primaries = new Set(
    target?.buildings.flatMap((b) =>
      b.primaryDataSourceId === null ? [] : [b.primaryDataSourceId],
    ),
  );
  const peak = peakOfRange(days);
  const months = completedMonths(monthlyOccupancy(days, hours), todayIn(target?.buildings ?? []));
  const { last, previous } = lastTwoMonths(months);
  const byDow = occupancyByDayOfWeek(days, { weekdaysOnly: false });
  const valuesByDow = new Map<number, number[]>();
  for (const d of days) append(valuesByDow, dayOfWeek(d.date), d.peak);
  return {
    floorCount: operated.length,
    roomCount: operated.reduce((sum, f) => sum + f.spaces, 0),
    // Missing areas are unknown, not 0 (docs/metrics.md): null when no floor has one.
    rentableArea: sumKnown(operated.map((f) => f.rentableSF)),
    capacity,
    peakUtilization: utilization(peak.peakOccupancy, capacity),
    ...peak,
    avgUtilization: utilization(averageOccupancy(days, hours), capacity),
    avgUtilizationMoM: changePercent(
      utilization(last?.average ?? null, capacity),
      utilization(previous?.average ?? null, capacity),
    ),
    occupancies: dailyRecords(perSource, primaries),
    dowDemand: [0, 1, 2, 3, 4, 5, 6].map((dow) => ({
      dow,
      avg: byDow[dow]?.avg ?? null,
      values: valuesByDow.get(dow) ?? [],
    })),
    // The range asked for (else the default from the site's data), as the other calls answer.
    startDate: target?.startDate ?? body.startDate ?? null,
    endDate: target?.endDate ?? body.endDate ?? null,
  };
}
