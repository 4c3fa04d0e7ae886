// An operator's sites: in each building, the floors it operates. operatedSites gives the figures
// of the site statistics tiles (Floor(s), rooms, Rentable Area, Est. Capacity, Peak and Avg
// Utilization) and the daily peaks behind them; /operators/statistcs lists them per building.
import { selectPrepared } from '../db/prepared.ts';
import { and, eq } from 'drizzle-orm';
import { anyId } from '../db/any-id.ts';
import {
  averageOccupancy,
  peakOfRange,
  sumKnown,
  utilization,
  type OperatorStatistics,
  type OrganizationStatisticsRequest,
} from '@atrium/contract';
import { buildings, floors } from '../db/schema/index.ts';
import type { TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import { visibleBuilding } from '../resources/visibility.ts';
import {
  readBuildingsInfo,
  readFloors,
  readGroupDays,
  seriesOf,
  workingHoursOf,
  type DayPeak,
  type Group,
} from './organization-repository.ts';
import { groupBy } from '../resources/relations.ts';
import { resolveOrganization } from './organization-target.ts';
import { activeBuilding } from './portfolio-queries.ts';

export type OperatedSite = {
  buildingId: number;
  name: string;
  floorIds: number[];
  floorCount: number;
  roomCount: number;
  /** Σ of the floors' rentable areas (a floor without one adds 0), building units. */
  rentableArea: number | null;
  /** Σ of the floors' spaces' seats (0 without any). */
  capacity: number;
  /** The site's daily peaks (its floors' simultaneous sums), within the range. */
  days: readonly DayPeak[];
  peakOccupancy: number | null;
  peakOccupancyDate: string | null;
  peakUtilization: number | null;
  avgUtilization: number | null;
  startDate: string | null;
  endDate: string | null;
};

/**
 * The operator's sites as the caller may see them, one per building (all of them, or those
 * listed). Without dates each site takes the last year of its own data.
 */
export async function operatedSites(
  db: Db,
  scope: TenantScope,
  request: {
    organizationId: number;
    buildingIds?: number[];
    startDate?: string | undefined;
    endDate?: string | undefined;
  },
): Promise<OperatedSite[]> {
  const { organizationId, buildingIds } = request;
  const operated = await readFloors(
    db,
    scope,
    and(
      eq(floors.operatorOrganizationId, organizationId),
      buildingIds ? anyId(floors.buildingId, buildingIds) : undefined,
    ),
  );
  const ids = [...new Set(operated.map((f) => f.buildingId))];
  if (ids.length === 0) return [];
  // An inactive building leaves the portfolio unless the request names it (docs/metrics.md).
  const named = buildingIds !== undefined;
  const rows = await selectPrepared(
    db
      .select({ id: buildings.id, name: buildings.name })
      .from(buildings)
      .where(
        and(
          anyId(buildings.id, ids),
          named ? undefined : activeBuilding,
          visibleBuilding(db, scope),
        ),
      )
      .orderBy(buildings.name, buildings.id),
  );
  // By building once: an operator runs floors in about a hundred buildings.
  const floorsIn = groupBy(operated, (f) => f.buildingId);
  const floorsOf = (buildingId: number) => floorsIn.get(buildingId) ?? [];
  // Each site is one rollup group: the simultaneous sums of its floors' spaces.
  const siteOf = (buildingId: number): Group => ({
    kind: 'operator',
    id: request.organizationId,
    buildingId,
    capacity: sumKnown(floorsOf(buildingId).map((f) => f.capacity)),
  });
  // Every site in one read; each site then takes its own default range.
  const { startDate, endDate } = request;
  const info = await readBuildingsInfo(
    db,
    rows.map((b) => b.id),
  );
  const allDays = await readGroupDays(
    db,
    scope,
    rows.map((b) => siteOf(b.id)),
    info,
    startDate !== undefined && endDate !== undefined ? { startDate, endDate } : null,
  );
  const hoursOf = workingHoursOf(info);
  const sites: OperatedSite[] = [];
  for (const building of rows) {
    const own = floorsOf(building.id);
    const site = siteOf(building.id);
    const series = seriesOf(allDays, [site], request);
    const days = series.daysOf(site);
    const capacity = own.reduce((sum, f) => sum + (f.capacity ?? 0), 0);
    const peak = peakOfRange(days);
    sites.push({
      buildingId: building.id,
      name: building.name,
      floorIds: own.map((f) => f.id),
      floorCount: own.length,
      roomCount: own.reduce((sum, f) => sum + f.spaces, 0),
      // Missing areas are unknown, not 0 (docs/metrics.md): null when no floor has one.
      rentableArea: sumKnown(own.map((f) => f.rentableSF)),
      capacity,
      days,
      ...peak,
      peakUtilization: utilization(peak.peakOccupancy, capacity),
      avgUtilization: utilization(averageOccupancy(days, hoursOf([building.id])), capacity),
      startDate: series.startDate,
      endDate: series.endDate,
    });
  }
  return sites;
}

/** /operators/statistcs: every site of the operator (an OPERATOR caller: itself). */
export async function operatorStatistics(
  db: Db,
  scope: TenantScope,
  request: OrganizationStatisticsRequest,
): Promise<OperatorStatistics> {
  const organization = await resolveOrganization(db, scope, request.organizationId);
  const sites = await operatedSites(db, scope, {
    organizationId: organization.id,
    startDate: request.startDate,
    endDate: request.endDate,
  });
  return {
    organizationId: organization.id,
    items: sites.map((site) => ({
      buildingId: site.buildingId,
      name: site.name,
      floorCount: site.floorCount,
      roomCount: site.roomCount,
      rentableArea: site.rentableArea,
      capacity: site.capacity,
      peakOccupancy: site.peakOccupancy,
      peakOccupancyDate: site.peakOccupancyDate,
      peakUtilization: site.peakUtilization,
      avgUtilization: site.avgUtilization,
      startDate: site.startDate,
      endDate: site.endDate,
    })),
  };
}
