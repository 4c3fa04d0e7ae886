// The occupancy statistics calls. Each resolves its target within the caller's tenant scope,
// reads the rollups and applies the shared definitions of contract/src/analytics.
import { selectPrepared, readPrepared } from '../db/prepared.ts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import {
  averageOccupancy,
  buildingCost,
  changePercent,
  completedMonths,
  lastTwoMonths,
  demandCurve,
  FLEX_PERCENTILE,
  flexNewCapacity,
  monthlyOccupancy,
  occupancyByDayOfWeek,
  peakOfRange,
  utilization,
  ZOccupancyRequestSchema,
  type OccupancyRequest,
} from '@atrium/contract';
import { statisticsCalls } from '@atrium/contract';
import { buildings, encumbrances, floors } from '../db/schema/index.ts';
import { NotFoundError } from '../http/errors.ts';
import type { Db } from '../resources/resource-table.ts';
import { visibleEncumbrance, visibleFloor } from '../resources/visibility.ts';
import { resolveGroup, resolveLeaseTargets, resolveTarget, type Target } from './target.ts';
import { leaseDays } from './occupancy-repository.ts';
import { activeLeases, leasesOnFloor } from './occupancy-lease-repository.ts';
import { requireVisibleBuildings } from './portfolio-queries.ts';
import { siteStatistics } from './operator-site-statistics.ts';
import { statisticsRoute, type Auth } from './statistics-route.ts';
import { todayIn } from '../clock.ts';
import { dailyPeaks, dailyRows, floorHours } from './repository.ts';
import { dailyRecords } from './daily-records.ts';

const range = (t: Target) => ({ startDate: t.startDate, endDate: t.endDate });

export function registerStatistics(app: FastifyInstance, db: Db): void {
  const post = statisticsRoute(app);

  post(statisticsCalls.occupancyStatistic, async (auth, body) => {
    const target = await resolveTarget(db, auth.scope, body);
    const days = dailyPeaks(await dailyRows(db, target));
    const peak = peakOfRange(days);
    const average = averageOccupancy(days, target.workingHours);
    const byDow = occupancyByDayOfWeek(days);
    return {
      occupancyByDayOfWeek: Object.fromEntries(
        Object.entries(byDow).map(([dow, stats]) => [dow, stats]),
      ),
      ...peak,
      averageOccupancy: average,
      capacity: target.capacity,
      peakUtilization: utilization(peak.peakOccupancy, target.capacity),
      averageUtilization: utilization(average, target.capacity),
      ...range(target),
    };
  });

  post(statisticsCalls.dailyOccupancy, async (auth, body) => {
    const target = await resolveTarget(db, auth.scope, {
      ...body,
      isPrimary: body.isPrimary ?? true,
    });
    const primaries = new Set(
      target.buildings.flatMap((b) =>
        b.primaryDataSourceId === null ? [] : [b.primaryDataSourceId],
      ),
    );
    return { items: dailyRecords(await dailyRows(db, target), primaries), ...range(target) };
  });

  post(statisticsCalls.monthlyOccupancy, async (auth, body) => {
    const target = await resolveTarget(db, auth.scope, body);
    const months = completedMonths(
      monthlyOccupancy(dailyPeaks(await dailyRows(db, target)), target.workingHours),
      todayIn(target.buildings),
    );
    return {
      items: months.map((m) => ({ ...m, utilization: utilization(m.average, target.capacity) })),
      capacity: target.capacity,
    };
  });

  const flex = async (auth: Auth, body: z.output<typeof ZOccupancyRequestSchema>) => {
    const target = await resolveTarget(db, auth.scope, body);
    const days = dailyPeaks(await dailyRows(db, target));
    const peaks = days.map((d) => d.peak);
    return {
      demand: days.map((d) => ({ date: d.date, occupancy: d.peak })),
      demandCurve: demandCurve(peaks),
      flexSummary: { newCapacity: flexNewCapacity(peaks), percentile: FLEX_PERCENTILE },
      ...range(target),
    };
  };
  post(statisticsCalls.flex, flex);
  post(statisticsCalls.buildingFlexSummary, flex);

  /**
   * The active leases of the request's buildings (Not found for a building outside the scope),
   * narrowed to the lease its tenantId names or to those holding a space on its floorId (Not
   * found for a lease or floor the caller may not see there).
   */
  const narrowedLeases = async (auth: Auth, body: OccupancyRequest) => {
    const buildingIds = [body.buildingId].flat();
    if (body.tenantId === undefined && body.floorId === undefined)
      await requireVisibleBuildings(db, auth.scope, buildingIds);
    else await resolveGroup(db, auth.scope, body);
    const leases = await activeLeases(db, auth.scope, buildingIds);
    if (body.tenantId !== undefined) return leases.filter((l) => l.id === body.tenantId);
    if (body.floorId === undefined) return leases;
    const onFloor = await leasesOnFloor(db, body.floorId);
    return leases.filter((l) => onFloor.has(l.id));
  };

  post(statisticsCalls.tenantsAverageOccupancy, async (auth, body) => {
    const leases = await narrowedLeases(auth, body);
    const targets = await resolveLeaseTargets(db, auth.scope, leases, body);
    const days = await leaseDays(db, targets, 'own');
    const items = [];
    for (const lease of leases) {
      const target = targets.get(lease.id);
      if (!target) continue;
      const rows = days.get(lease.id) ?? [];
      const months = completedMonths(
        monthlyOccupancy(dailyPeaks([{ rows }]), target.workingHours),
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
  });

  post(statisticsCalls.floorOccupancy, async (auth, body) => {
    // The floor's building, in the caller's scope.
    const [floor] = await readPrepared<{ buildingId: number }>(
      db,
      sql`select ${floors.buildingId} as "buildingId" from ${floors}
          where ${and(eq(floors.id, body.floorId), visibleFloor(db, auth.scope))}`,
    );
    if (!floor) throw new NotFoundError();
    const target = await resolveTarget(db, auth.scope, {
      buildingId: floor.buildingId,
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
  });

  post(statisticsCalls.buildingCosts, async (auth, body) => {
    const [lease] = await selectPrepared(
      db
        .select({
          rentRate: encumbrances.rentRate,
          rentableSF: encumbrances.rentableSF,
          capacity: encumbrances.capacity,
          currency: buildings.currency,
        })
        .from(encumbrances)
        .innerJoin(buildings, eq(buildings.id, encumbrances.buildingId))
        .where(
          and(
            eq(encumbrances.id, body.tenantId),
            eq(encumbrances.buildingId, body.buildingId),
            visibleEncumbrance(db, auth.scope),
          ),
        ),
    );
    if (!lease) throw new NotFoundError();
    const target = await resolveTarget(db, auth.scope, {
      buildingId: body.buildingId,
      tenantId: body.tenantId,
      startDate: body.startDate,
      endDate: body.endDate,
    });
    const days = dailyPeaks(await dailyRows(db, target));
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
  });

  post(statisticsCalls.siteStatistics, (auth, body) => siteStatistics(db, auth.scope, body));
}
