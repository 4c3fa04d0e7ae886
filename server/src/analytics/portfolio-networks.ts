// /networks/statistics: each network's size and occupancy. An AGGREGATED network reports as one
// site (its buildings' daily peaks added per date); an INDIVIDUAL one per building. A building's
// figures are those the scope may see: the whole building for its owner, an operator's site (its
// floors together), an occupier's own leases (docs/decisions.md: nobody else sees other tenants'
// people).
import { selectPrepared } from '../db/prepared.ts';
import type { z } from 'zod';
import { and, asc, eq } from 'drizzle-orm';
import { anyId } from '../db/any-id.ts';
import {
  areaByUnits,
  averageOccupancy,
  defaultDateRange,
  peakOfRange,
  utilization,
  type WorkingHours,
  type ZNetworkStatisticsRequestSchema,
  type ZNetworkStatisticsResponseSchema,
  sumKnown,
} from '@atrium/contract';
import { buildings, floors, networkBuildings, networks } from '../db/schema/index.ts';
import type { TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import { ownedBy, visibleBuilding } from '../resources/visibility.ts';
import { NotFoundError } from '../http/errors.ts';
import { groupBy } from '../resources/relations.ts';
import { resolveLeaseTargets, resolveSiteTarget, resolveTarget } from './target.ts';
import { dailyPeaks, dailyRows, dailyRowsOf, type DayRow } from './repository.ts';
import { findLeases } from './portfolio-queries.ts';
import {
  buildingCapacities,
  readBuildingsInfo,
  readFloors,
  workingHoursOf,
} from './organization-repository.ts';
import { pooledLeaseGroups } from './occupier-groups.ts';

type Request = z.output<typeof ZNetworkStatisticsRequestSchema>;
type Response = z.output<typeof ZNetworkStatisticsResponseSchema>;
/** One group of spaces' daily rows (a building, an operator's site or a lease). */
type GroupRows = { rows: DayRow[] };
type BuildingSeries = { capacity: number | null; groups: GroupRows[] };

// Read every day first; the network's default range comes from all its buildings' data.
const ALL_TIME = { startDate: '0001-01-01', endDate: '9999-12-31' };

/**
 * A building's series as an operator sees it: its site there (the floors it operates), one
 * rollup group whose daily peak is the simultaneous peak of all those floors' spaces
 * (docs/metrics.md, "An operator's site is one group"), never the floors' peaks added up.
 */
async function siteSeries(
  db: Db,
  scope: TenantScope,
  buildingId: number,
  body: Request,
): Promise<BuildingSeries> {
  if (scope.kind !== 'organization') return { capacity: null, groups: [] };
  // The floors the operator runs there (visibleFloor), with their seats.
  const operated = await readFloors(db, scope, eq(floors.buildingId, buildingId));
  const [first] = operated;
  if (!first) return { capacity: null, groups: [] };
  const capacity = sumKnown(operated.map((f) => f.capacity));
  const target = await resolveSiteTarget(
    db,
    scope,
    {
      buildingId,
      floorId: first.id,
      startDate: body.startDate ?? ALL_TIME.startDate,
      endDate: body.endDate ?? ALL_TIME.endDate,
    },
    { organizationId: scope.organizationId, capacity },
  );
  return { capacity, groups: (await dailyRowsOf(db, [target])).flat() };
}

/**
 * A building's series as an occupier sees it: its own top-level leases there. When they are all
 * its active leases there, their occupier group (docs/metrics.md, "An occupier's leases in a
 * building are one group": the simultaneous peak of all their spaces); otherwise each lease's
 * daily peaks added per date, an upper bound. A sublease's spaces are inside its parent's, whose
 * people they are.
 */
async function leaseSeries(
  db: Db,
  scope: TenantScope,
  buildingId: number,
  body: Request,
): Promise<BuildingSeries> {
  const leases = await findLeases(db, scope, {
    buildingIds: [buildingId],
    activeOnly: true,
    topLevelOnly: true,
  });
  const targets = await resolveLeaseTargets(db, scope, leases, {
    startDate: body.startDate ?? ALL_TIME.startDate,
    endDate: body.endDate ?? ALL_TIME.endDate,
  });
  const seated = leases.map((l) => ({ ...l, capacity: targets.get(l.id)?.capacity ?? null }));
  const capacity = sumKnown(seated.map((l) => l.capacity));
  // The organization calls' rule (pooledLeaseGroups): one occupier group, else each lease's.
  const read = (await pooledLeaseGroups(db, seated)).flatMap((group) => {
    if (group.kind !== 'occupier') {
      const target = targets.get(group.id);
      return target ? [target] : [];
    }
    // An occupier group is read like any of its leases, under its own kind and id.
    const member = seated.find((l) => l.organizationId === group.organizationId);
    const target = member && targets.get(member.id);
    return target ? [{ ...target, groupKind: group.kind, groupId: () => group.id }] : [];
  });
  // Every group's rollups in one read.
  const groups: GroupRows[] = (await dailyRowsOf(db, read)).flat();
  return { capacity, groups };
}

/**
 * Each member's series. Whole buildings (an owner's, or everything for a master admin) are read
 * in three statements for all of them; an operator's floors or an occupier's leases per building.
 */
async function memberSeries(
  db: Db,
  scope: TenantScope,
  buildingIds: number[],
  body: Request,
): Promise<Map<number, BuildingSeries>> {
  const series = new Map<number, BuildingSeries>();
  if (buildingIds.length === 0) return series;
  const wholeBuildings =
    scope.kind === 'all' ||
    scope.organizationType === 'OWNER' ||
    scope.organizationType === 'PLATFORM';
  if (!wholeBuildings) {
    const read = scope.organizationType === 'OPERATOR' ? siteSeries : leaseSeries;
    for (const id of buildingIds) series.set(id, await read(db, scope, id, body));
    return series;
  }
  const target = await resolveTarget(db, scope, {
    buildingId: buildingIds,
    startDate: body.startDate ?? ALL_TIME.startDate,
    endDate: body.endDate ?? ALL_TIME.endDate,
  });
  const [rows, capacities] = await Promise.all([
    dailyRows(db, target),
    buildingCapacities(db, scope, buildingIds),
  ]);
  for (const { buildingId, rows: days } of rows)
    series.set(buildingId, {
      capacity: capacities.get(buildingId) ?? null,
      groups: [{ rows: days }],
    });
  return series;
}

/** The asked-for range, the missing end(s) taken from the default range of the data. */
function rangeOf(series: BuildingSeries[], body: Request) {
  const dates = series.flatMap((s) => s.groups.flatMap((g) => g.rows.map((r) => r.date)));
  const fallback = defaultDateRange(dates);
  return {
    startDate: body.startDate ?? fallback?.startDate ?? null,
    endDate: body.endDate ?? fallback?.endDate ?? null,
  };
}

function figures(
  groups: GroupRows[],
  range: { startDate: string | null; endDate: string | null },
  capacity: number | null,
  hours: WorkingHours,
) {
  const { startDate, endDate } = range;
  const inRange = groups.map((g) => ({
    rows: g.rows.filter(
      (r) => startDate !== null && endDate !== null && r.date >= startDate && r.date <= endDate,
    ),
  }));
  const days = dailyPeaks(inRange);
  const peak = peakOfRange(days);
  const average = averageOccupancy(days, hours);
  return {
    capacity,
    ...peak,
    averageOccupancy: average,
    peakUtilization: utilization(peak.peakOccupancy, capacity),
    averageUtilization: utilization(average, capacity),
  };
}

export async function networkStatistics(
  db: Db,
  scope: TenantScope,
  body: Request,
): Promise<Response> {
  const asked = body.networkId === undefined ? undefined : [...new Set([body.networkId].flat())];
  const found = await selectPrepared(
    db
      .select({ id: networks.id, name: networks.name, defaultReporting: networks.defaultReporting })
      .from(networks)
      .where(and(ownedBy(scope, networks.organizationId), asked && anyId(networks.id, asked)))
      .orderBy(asc(networks.name), asc(networks.id)),
  );
  if (asked && found.length !== asked.length) throw new NotFoundError();
  if (found.length === 0) return { items: [] };

  const members = await selectPrepared(
    db
      .select({
        networkId: networkBuildings.networkId,
        id: buildings.id,
        name: buildings.name,
        units: buildings.units,
        rentableSF: buildings.rentableSF,
      })
      .from(networkBuildings)
      .innerJoin(buildings, eq(buildings.id, networkBuildings.buildingId))
      .where(
        and(
          anyId(
            networkBuildings.networkId,
            found.map((n) => n.id),
          ),
          visibleBuilding(db, scope),
        ),
      )
      .orderBy(asc(buildings.name), asc(buildings.id)),
  );
  const hoursOf = workingHoursOf(
    await readBuildingsInfo(
      db,
      members.map((m) => m.id),
    ),
  );
  const seriesOf = await memberSeries(db, scope, [...new Set(members.map((m) => m.id))], body);
  const membersOf = groupBy(members, (m) => m.networkId);
  const seriesOfMember = (id: number) => seriesOf.get(id) ?? { capacity: null, groups: [] };

  const items = found.map((network) => {
    const own = membersOf.get(network.id) ?? [];
    const series = own.map((b) => seriesOfMember(b.id));
    const capacity = sumKnown(series.map((s) => s.capacity));
    const range = rangeOf(series, body);
    const occupancy =
      network.defaultReporting === 'AGGREGATED'
        ? [
            {
              buildingId: null,
              buildingName: null,
              ...figures(
                series.flatMap((s) => s.groups),
                range,
                capacity,
                hoursOf(own.map((b) => b.id)),
              ),
            },
          ]
        : own.map((b) => {
            const { groups, capacity: seats } = seriesOfMember(b.id);
            return {
              buildingId: b.id,
              buildingName: b.name,
              ...figures(groups, range, seats, hoursOf([b.id])),
            };
          });
    return {
      networkId: network.id,
      name: network.name,
      defaultReporting: network.defaultReporting,
      buildings: own.length,
      rentableSF: areaByUnits(own.map((b) => ({ units: b.units, area: b.rentableSF }))),
      capacity,
      occupancy,
      ...range,
    };
  });
  return { items };
}
