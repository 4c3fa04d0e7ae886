// The occupancy statistics of one target (a building, floor or lease): each resolves its target
// within the caller's tenant scope, reads its daily rollups and applies the shared definitions of
// contract/src/analytics.
import type { z } from 'zod';
import {
  averageOccupancy,
  buildingCost,
  changePercent,
  completedMonths,
  demandCurve,
  FLEX_PERCENTILE,
  flexNewCapacity,
  lastTwoMonths,
  monthlyOccupancy,
  occupancyByDayOfWeek,
  peakOfRange,
  utilization,
  type BuildingStatistic,
  type OccupancyRequest,
  type ZBuildingCostRequestSchema,
  type ZBuildingCostSchema,
  type ZDailyOccupancySchema,
  type ZFloorOccupancyRequestSchema,
  type ZFloorOccupancyResponseSchema,
  type ZMonthlyOccupancyResponseSchema,
  type ZTenantAverageOccupancyResponseSchema,
  type ZTenantFlexSummarySchema,
} from '@atrium/contract';
import type { TenantScope } from '../auth/scope.ts';
import { NotFoundError } from '../http/errors.ts';
import type { Db } from '../resources/resource-table.ts';
import { todayIn } from '../clock.ts';
import { resolveGroup, resolveLeaseTargets, resolveTarget, type Target } from './target.ts';
import { leaseLastTwoMonths } from './occupancy-repository.ts';
import {
  activeLeases,
  floorBuildingId,
  leaseCostInputs,
  leasesOnFloor,
} from './occupancy-lease-repository.ts';
import { requireVisibleBuildings } from './portfolio-queries.ts';
import { dailyPeaks, dailyRows, floorHours, type DayPeak } from './repository.ts';
import { dailyRecords } from './daily-records.ts';

type Out<S extends z.ZodType> = z.output<S>;
const range = (t: Target) => ({ startDate: t.startDate, endDate: t.endDate });

type TargetDays = { target: Target; days: DayPeak[] };

/**
 * A service over the request's target (in the caller's scope, else Not found) and its daily
 * peaks: `figures` works out the answer from them.
 */
const overTargetDays =
  <T>(figures: (read: TargetDays) => T) =>
  async (db: Db, scope: TenantScope, body: OccupancyRequest): Promise<T> => {
    const target = await resolveTarget(db, scope, body);
    return figures({ target, days: dailyPeaks(await dailyRows(db, target)) });
  };

export const occupancyStatistic = overTargetDays(({ target, days }): BuildingStatistic => {
  const peak = peakOfRange(days);
  const average = averageOccupancy(days, target.workingHours);
  return {
    occupancyByDayOfWeek: occupancyByDayOfWeek(days),
    ...peak,
    averageOccupancy: average,
    capacity: target.capacity,
    peakUtilization: utilization(peak.peakOccupancy, target.capacity),
    averageUtilization: utilization(average, target.capacity),
    ...range(target),
  };
});

export const monthlyOccupancyOf = overTargetDays(
  ({ target, days }): Out<typeof ZMonthlyOccupancyResponseSchema> => {
    const months = completedMonths(
      monthlyOccupancy(days, target.workingHours),
      todayIn(target.buildings),
    );
    return {
      items: months.map((m) => ({ ...m, utilization: utilization(m.average, target.capacity) })),
      capacity: target.capacity,
    };
  },
);

/** Daily demand, its curve and the flex capacity (a tenant's, or a building's). */
export const flexSummary = overTargetDays(
  ({ target, days }): Out<typeof ZTenantFlexSummarySchema> => {
    const peaks = days.map((d) => d.peak);
    return {
      demand: days.map((d) => ({ date: d.date, occupancy: d.peak })),
      demandCurve: demandCurve(peaks),
      flexSummary: { newCapacity: flexNewCapacity(peaks), percentile: FLEX_PERCENTILE },
      ...range(target),
    };
  },
);

export async function dailyOccupancy(
  db: Db,
  scope: TenantScope,
  body: OccupancyRequest,
): Promise<Out<typeof ZDailyOccupancySchema>> {
  const target = await resolveTarget(
    db,
    scope,
    { ...body, isPrimary: body.isPrimary ?? true },
    // The days' records have no utilization: the seats are not needed.
    { seats: false },
  );
  const primaries = new Set(
    target.buildings.flatMap((b) =>
      b.primaryDataSourceId === null ? [] : [b.primaryDataSourceId],
    ),
  );
  return { items: dailyRecords(await dailyRows(db, target), primaries), ...range(target) };
}

/**
 * The active leases of the request's buildings (Not found for a building outside the scope),
 * narrowed to the lease its tenantId names or to those holding a space on its floorId (Not
 * found for a lease or floor the caller may not see there).
 */
async function narrowedLeases(db: Db, scope: TenantScope, body: OccupancyRequest) {
  const buildingIds = [body.buildingId].flat();
  if (body.tenantId === undefined && body.floorId === undefined)
    await requireVisibleBuildings(db, scope, buildingIds);
  else await resolveGroup(db, scope, body);
  const leases = await activeLeases(db, scope, buildingIds);
  if (body.tenantId !== undefined) return leases.filter((l) => l.id === body.tenantId);
  if (body.floorId === undefined) return leases;
  const onFloor = await leasesOnFloor(db, body.floorId);
  return leases.filter((l) => onFloor.has(l.id));
}

/** The first day of a date's month. */
const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

/** Each lease's average of its last completed month, and the change from the month before. */
export async function tenantsAverageOccupancy(
  db: Db,
  scope: TenantScope,
  body: OccupancyRequest,
): Promise<Out<typeof ZTenantAverageOccupancyResponseSchema>> {
  const leases = await narrowedLeases(db, scope, body);
  const targets = await resolveLeaseTargets(db, scope, leases, body);
  // Only the last two completed months count: the rest of a year's days is not read.
  const monthsOf = await leaseLastTwoMonths(db, scope, targets, (target) =>
    monthStart(todayIn(target.buildings)),
  );
  const items = [];
  for (const lease of leases) {
    const target = targets.get(lease.id);
    if (!target) continue;
    const months = completedMonths(
      (monthsOf.get(lease.id) ?? []).map((m) => ({
        year: m.year,
        month: m.month,
        average: m.workdays > 0 ? m.workdayTotal / m.workdays : null,
        peak: m.peak,
        days: m.days,
      })),
      todayIn(target.buildings),
    );
    const { last, previous } = lastTwoMonths(months);
    items.push({
      tenantId: lease.id,
      orgName: lease.orgName,
      industry: lease.industry,
      capacity: target.capacity,
      average: last?.average ?? null,
      change: changePercent(last?.average ?? null, previous?.average ?? null),
    });
  }
  return { items };
}

/** Each space's hourly peaks on one local day of its floor. */
export async function floorOccupancy(
  db: Db,
  scope: TenantScope,
  body: Out<typeof ZFloorOccupancyRequestSchema>,
): Promise<Out<typeof ZFloorOccupancyResponseSchema>> {
  const buildingId = await floorBuildingId(db, scope, body.floorId);
  if (buildingId === null) throw new NotFoundError();
  const target = await resolveTarget(db, scope, {
    buildingId,
    floorId: body.floorId,
    isPrimary: body.isPrimary,
    startDate: body.date,
    endDate: body.date,
  });
  const building = target.buildings[0];
  if (!building) throw new NotFoundError();
  const hours = await floorHours(
    db,
    body.floorId,
    building.dataSourceIds,
    body.date,
    building.timeZone,
  );
  const bySpace = new Map<number, { start: string; occupancy: number }[]>();
  for (const h of hours)
    bySpace.set(h.spaceId, [
      ...(bySpace.get(h.spaceId) ?? []),
      { start: h.start, occupancy: h.occupancy },
    ]);
  return { items: [...bySpace].map(([spaceId, items]) => ({ spaceId, items })) };
}

/** A lease's cost split by use, from its rent (or the body's) and its occupancy. */
export async function buildingCosts(
  db: Db,
  scope: TenantScope,
  body: Out<typeof ZBuildingCostRequestSchema>,
): Promise<Out<typeof ZBuildingCostSchema>> {
  const lease = await leaseCostInputs(db, scope, body.tenantId, body.buildingId);
  if (!lease) throw new NotFoundError();
  const { target, days } = await overTargetDays((read) => read)(db, scope, {
    buildingId: body.buildingId,
    tenantId: body.tenantId,
    startDate: body.startDate,
    endDate: body.endDate,
  });
  const cost = buildingCost({
    rentRate: body.rentRate ?? lease.rentRate,
    rentableArea: body.rentableSF ?? lease.rentableSF,
    capacity: body.capacity ?? target.capacity,
    averageOccupancy: averageOccupancy(days, target.workingHours),
    peakOccupancy: peakOfRange(days).peakOccupancy,
  });
  return {
    // Not zeros when it cannot be worked out: a chart of zeros would say nothing was spent.
    ...(cost ?? { utilizedCost: null, underutilizedCost: null, unusedCost: null }),
    currency: lease.currency,
  };
}
