// Tenants (OCCUPIER organizations holding active leases) as the caller sees them:
// /organizations/statistics/tenants per tenant, /organizations/statistics/segments per industry.
import { selectPrepared } from '../db/prepared.ts';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { groupBy } from '../resources/relations.ts';
import { anyId } from '../db/any-id.ts';
import {
  areaByUnits,
  combineCoverage,
  pooledFigures,
  pooledSeats,
  pooledSums,
  type IndustrySegments,
  type OrganizationStatisticsRequest,
  type OrganizationTenants,
  type OrganizationTenantsRequest,
  type WorkingHours,
} from '@atrium/contract';
import { buildings, encumbrances, industries, organizations } from '../db/schema/index.ts';
import type { TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import { visibleOrganization } from '../resources/visibility.ts';
import { dataCoverages, type CoverageUnit } from './organization-coverage.ts';
import {
  readBuildingsInfo,
  readLeaseFields,
  readSeries,
  readSummedSeries,
  workingHoursOf,
  type Group,
  type LeaseFields,
} from './organization-repository.ts';
import { resolveOrganization } from './organization-target.ts';
import { leaseGroup, pooledLeaseGroups, type LeaseGroup } from './occupier-groups.ts';
import { occupancyReadable } from './occupancy-lease-repository.ts';
import { activeBuilding, askedOrActive, requireVisibleBuildings } from './portfolio-queries.ts';

const heldByOccupier = sql`${encumbrances.organizationId} in (select ${organizations.id} from ${organizations} where ${organizations.type} = 'OCCUPIER')`;
const active = eq(encumbrances.status, 'ACTIVE');

async function readTenants(db: Db, scope: TenantScope, ids: number[]) {
  if (ids.length === 0) return [];
  return selectPrepared(
    db
      .select({
        id: organizations.id,
        name: organizations.name,
        industryId: organizations.industryId,
        industry: industries.name,
      })
      .from(organizations)
      .leftJoin(industries, eq(industries.id, organizations.industryId))
      .where(and(anyId(organizations.id, ids), visibleOrganization(db, scope, organizations)))
      .orderBy(organizations.name, organizations.id),
  );
}

/**
 * The capacity, average occupancy and average utilization of some tenants' leases together
 * (pooledFigures over their groups: pooledLeaseGroups).
 */
function averages(
  groups: readonly LeaseGroup[],
  daysOf: (g: Group) => readonly { date: string; peak: number }[],
  hoursOf: (buildingIds: readonly number[]) => WorkingHours,
) {
  const figures = pooledFigures(
    groups.map((g) => ({ capacity: g.capacity, days: daysOf(g) })),
    hoursOf(groups.map((g) => g.buildingId)),
  );
  return {
    capacity: figures.capacity,
    averageOccupancy: figures.averageOccupancy,
    averageUtilization: figures.averageUtilization,
  };
}

/** One coverage unit per tenant and building: the tenant's leases there. */
function tenantCoverageUnits(
  leases: readonly LeaseFields[],
): (CoverageUnit & { organizationId: number })[] {
  const byTenantAndBuilding = groupBy(
    leases,
    (l) => `${String(l.organizationId)}:${String(l.buildingId)}`,
  );
  return [...byTenantAndBuilding.values()].flatMap((own) => {
    const [first] = own;
    return first
      ? [
          {
            organizationId: first.organizationId,
            buildingId: first.buildingId,
            timeZone: first.timeZone,
            leases: own,
            spaces: { of: 'leases', ids: own.map((l) => l.id) },
            groups: own.map(leaseGroup),
          },
        ]
      : [];
  });
}

/**
 * Buildings named in the request must all be visible (else Not found), like resolveTarget; without
 * any, the active buildings (askedOrActive).
 */
async function buildingFilter(
  db: Db,
  scope: TenantScope,
  buildingId: number | number[] | undefined,
): Promise<{ ids: readonly number[] | undefined; sql: () => SQL }> {
  const ids = await requireVisibleBuildings(db, scope, buildingId);
  return { ids, sql: () => askedOrActive(encumbrances.buildingId, ids) };
}

export async function tenantList(
  db: Db,
  scope: TenantScope,
  request: OrganizationTenantsRequest,
): Promise<OrganizationTenants> {
  const inBuildings = await buildingFilter(db, scope, request.buildingId);
  const leases = await readLeaseFields(db, scope, and(active, heldByOccupier, inBuildings.sql()));
  // An operator reads only the occupancy of leases it may (docs/decisions.md).
  const groups = await pooledLeaseGroups(db, await occupancyReadable(db, scope, leases));
  const units = tenantCoverageUnits(leases);
  // Independent reads, sent together (organization-statistics.ts).
  const info = await readBuildingsInfo(
    db,
    leases.map((l) => l.buildingId),
  );
  const [series, coverages] = await Promise.all([
    readSeries(db, scope, groups, info, request),
    dataCoverages(db, scope, units, info),
  ]);
  const hoursOf = workingHoursOf(info);
  const tenants = await readTenants(db, scope, [...new Set(leases.map((l) => l.organizationId))]);
  const items = tenants.map((tenant) => {
    const own = leases.filter((l) => l.organizationId === tenant.id);
    const ownCoverages = coverages.filter((_, i) => units[i]?.organizationId === tenant.id);
    const states = ownCoverages.flatMap((c) => [c.spatial, c.financial, c.occupancy]);
    return {
      organizationId: tenant.id,
      name: tenant.name,
      industry: tenant.industry,
      leases: own.length,
      buildings: new Set(own.map((l) => l.buildingId)).size,
      rentableSF: areaByUnits(own.map((l) => ({ units: l.units, area: l.rentableSF }))),
      ...averages(
        groups.filter((g) => g.organizationId === tenant.id),
        series.daysOf,
        hoursOf,
      ),
      coverage: combineCoverage(states),
      dataCoverages: ownCoverages,
    };
  });
  return { items, startDate: series.startDate, endDate: series.endDate };
}

/**
 * The owner whose buildings' tenants are segmented: a master admin's choice (null: every
 * building), otherwise the caller — who owns no buildings when an occupier or an operator.
 */
async function segmentOwner(
  db: Db,
  scope: TenantScope,
  organizationId: number | undefined,
): Promise<number | null> {
  if (scope.kind === 'all' && organizationId === undefined) return null;
  return (await resolveOrganization(db, scope, organizationId)).id;
}

/** Leases in the buildings of the owner, or everywhere (null). */
const inBuildingsOf = (owner: number | null): SQL | undefined =>
  owner === null
    ? undefined
    : sql`${encumbrances.buildingId} in (select ${buildings.id} from ${buildings} where ${buildings.ownerOrganizationId} = ${owner})`;

export async function industrySegments(
  db: Db,
  scope: TenantScope,
  request: OrganizationStatisticsRequest,
): Promise<IndustrySegments> {
  const owner = await segmentOwner(db, scope, request.organizationId);
  // Top-level leases only: a sublease's area and seats are already inside its parent's.
  const leases = await readLeaseFields(
    db,
    scope,
    and(
      active,
      activeBuilding,
      isNull(encumbrances.parentId),
      heldByOccupier,
      inBuildingsOf(owner),
    ),
  );
  // An operator reads only the occupancy of leases it may (docs/decisions.md).
  const groups = await pooledLeaseGroups(db, await occupancyReadable(db, scope, leases));
  const tenants = await readTenants(db, scope, [...new Set(leases.map((l) => l.organizationId))]);
  const segments = [...groupBy(tenants, (t) => t.industryId)].map(([industryId, members]) => {
    const ids = new Set(members.map((m) => m.id));
    const own = groups.filter((g) => ids.has(g.organizationId));
    const seated = own.filter((g) => g.capacity !== null && g.capacity > 0);
    return {
      industryId,
      members,
      ids,
      groups: own,
      seated: seated.length < own.length ? seated : null,
    };
  });
  // Each segment's groups' daily peaks added in the database (pooledFigures' sums): all of
  // them, and those with seats when some have none.
  const totals = segments.flatMap((s) => (s.seated ? [s.groups, s.seated] : [s.groups]));
  const info = await readBuildingsInfo(
    db,
    leases.map((l) => l.buildingId),
  );
  const series = await readSummedSeries(db, scope, totals, info, request);
  const hoursOf = workingHoursOf(info);
  let at = 0;
  const items = segments.map(({ industryId, members, ids, groups: own, seated }) => {
    const all = series.days[at++] ?? [];
    const seatedDays = seated ? (series.days[at++] ?? []) : null;
    const leasesOf = leases.filter((l) => ids.has(l.organizationId));
    const figures = pooledSums(
      { ...pooledSeats(own), all, seated: seatedDays },
      hoursOf(own.map((g) => g.buildingId)),
    );
    return {
      industryId,
      industry: members[0]?.industry ?? null,
      tenants: members.length,
      leases: leasesOf.length,
      rentableSF: areaByUnits(leasesOf.map((l) => ({ units: l.units, area: l.rentableSF }))),
      capacity: figures.capacity,
      averageOccupancy: figures.averageOccupancy,
      averageUtilization: figures.averageUtilization,
    };
  });
  // By industry name; tenants without an industry last.
  items.sort((a, b) =>
    a.industry === null ? 1 : b.industry === null ? -1 : a.industry.localeCompare(b.industry),
  );
  return { items, startDate: series.startDate, endDate: series.endDate };
}
