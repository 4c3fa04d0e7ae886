// Which organization an organization call is about, and its portfolio: the buildings, leases and
// rollup groups that are its own — what it owns (OWNER), leases (OCCUPIER) or operates (OPERATOR)
// — always within what the caller may see.
import { selectPrepared } from '../db/prepared.ts';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { anyId } from '../db/any-id.ts';
import { groupBy } from '../resources/relations.ts';
import { sumKnown, type OrganizationType, type Units } from '@atrium/contract';
import {
  buildings,
  encumbranceOrganizations,
  encumbrances,
  encumbranceSpaces,
  floors,
  industries,
  organizations,
  spaces,
} from '../db/schema/index.ts';
import type { TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import { visibleBuilding, visibleOrganization } from '../resources/visibility.ts';
import { BadRequestError, NotFoundError } from '../http/errors.ts';
import { activeBuilding } from './portfolio-queries.ts';
import { pooledLeaseGroups } from './occupier-groups.ts';
import type { UnitSpaces } from './organization-coverage.ts';
import { dataSourceIdsOf, type BuildingInfo } from './occupancy-lease-repository.ts';
import {
  buildingCapacities,
  buildingsInfoOf,
  readFloors,
  readLeaseFields,
  type BuildingsInfo,
  type FloorRow,
  type Group,
  type LeaseFields,
} from './organization-repository.ts';

export type OrganizationTarget = {
  id: number;
  key: string;
  name: string;
  type: OrganizationType;
  industry: string | null;
  rtoPeriod: { startDate: string; endDate: string | null } | null;
};

/**
 * A master admin (unscoped) must name the organization; anyone else — a master admin acting as
 * one included — gets their own, and another one is Not found.
 */
export async function resolveOrganization(
  db: Db,
  scope: TenantScope,
  organizationId: number | undefined,
): Promise<OrganizationTarget> {
  if (scope.kind === 'all' && organizationId === undefined) {
    throw new BadRequestError([{ path: ['body', 'organizationId'], message: 'Required' }]);
  }
  const id = scope.kind === 'all' ? organizationId : scope.organizationId;
  if (id === undefined || (organizationId !== undefined && organizationId !== id)) {
    throw new NotFoundError();
  }
  const [row] = await selectPrepared(
    db
      .select({
        id: organizations.id,
        key: organizations.key,
        name: organizations.name,
        type: organizations.type,
        industry: industries.name,
        rtoPeriod: organizations.rtoPeriod,
      })
      .from(organizations)
      .leftJoin(industries, eq(industries.id, organizations.industryId))
      .where(and(eq(organizations.id, id), visibleOrganization(db, scope, organizations))),
  );
  if (!row) throw new NotFoundError();
  return row;
}

/** The active leases, in active buildings, that the organization holds (heldBy). */
export const activeLeasesHeldBy = (organizationId: number): SQL | undefined =>
  and(eq(encumbrances.status, 'ACTIVE'), activeBuilding, heldBy(organizationId));

/** Leases the organization holds: as the tenant or as an additional organization. */
export function heldBy(organizationId: number): SQL {
  return or(
    eq(encumbrances.organizationId, organizationId),
    sql`exists (select 1 from ${encumbranceOrganizations} where ${encumbranceOrganizations.encumbranceId} = ${encumbrances.id} and ${encumbranceOrganizations.organizationId} = ${organizationId})`,
  ) as SQL;
}

export type PortfolioBuilding = BuildingInfo & {
  units: Units;
  /** The organization's area there (see ZOrganizationBuildingSchema). */
  rentableSF: number | null;
};

export type Portfolio = {
  buildings: readonly PortfolioBuilding[];
  /** Its buildings' information, for the reads of its groups. */
  info: BuildingsInfo;
  /** Active leases: its own (occupier), or the top-level ones in its buildings or on its floors. */
  leases: readonly LeaseFields[];
  /**
   * What its occupancy is measured on: its buildings, its leases (together per building where
   * they can be: pooledLeaseGroups) or its sites.
   */
  groups: readonly Group[];
  /** Where the spaces its coverage is about come from in each building: leases or floors. */
  spacesIn: (buildingId: number) => UnitSpaces;
};

/** No buildings, no leases. */
const emptyPortfolio: Portfolio = {
  buildings: [],
  info: new Map(),
  leases: [],
  groups: [],
  spacesIn: () => ({ of: 'leases', ids: [] }),
};

async function readBuildings(db: Db, scope: TenantScope, condition: SQL | undefined) {
  return selectPrepared(
    db
      .select({
        id: buildings.id,
        name: buildings.name,
        units: buildings.units,
        timeZone: buildings.timeZone,
        rentableSF: buildings.rentableSF,
        workingHours: buildings.workingHours,
        primaryOccupancyDataSourceId: buildings.primaryOccupancyDataSourceId,
        dataSourceIds: dataSourceIdsOf,
      })
      .from(buildings)
      .where(and(activeBuilding, condition, visibleBuilding(db, scope)))
      .orderBy(buildings.name, buildings.id),
  );
}

const active = eq(encumbrances.status, 'ACTIVE');

async function ownerPortfolio(db: Db, scope: TenantScope, org: number): Promise<Portfolio> {
  const owned = await readBuildings(db, scope, eq(buildings.ownerOrganizationId, org));
  const ids = owned.map((b) => b.id);
  if (ids.length === 0) return emptyPortfolio;
  const leases = await readLeaseFields(
    db,
    scope,
    and(active, isNull(encumbrances.parentId), anyId(encumbrances.buildingId, ids)),
  );
  const seats = await buildingCapacities(db, scope, ids);
  return {
    buildings: owned,
    info: buildingsInfoOf(owned),
    leases,
    groups: owned.map((b) => ({
      kind: 'building',
      id: b.id,
      buildingId: b.id,
      capacity: seats.get(b.id) ?? null,
    })),
    spacesIn: leasedSpaces(leases),
  };
}

/** Each building's leased spaces: its leases'. */
function leasedSpaces(leases: readonly LeaseFields[]): Portfolio['spacesIn'] {
  const leasesIn = groupBy(leases, (l) => l.buildingId);
  return (buildingId) => ({ of: 'leases', ids: (leasesIn.get(buildingId) ?? []).map((l) => l.id) });
}

async function occupierPortfolio(db: Db, scope: TenantScope, org: number): Promise<Portfolio> {
  const leases = await readLeaseFields(db, scope, activeLeasesHeldBy(org));
  const ids = [...new Set(leases.map((l) => l.buildingId))];
  const rows = ids.length ? await readBuildings(db, scope, anyId(buildings.id, ids)) : [];
  const leasesIn = groupBy(leases, (l) => l.buildingId);
  const inBuilding = (buildingId: number) => leasesIn.get(buildingId) ?? [];
  return {
    buildings: rows.map((b) => ({
      ...b,
      rentableSF: sumKnown(inBuilding(b.id).map((l) => l.rentableSF)),
    })),
    info: buildingsInfoOf(rows),
    leases,
    groups: await pooledLeaseGroups(db, leases),
    spacesIn: leasedSpaces(leases),
  };
}

async function operatorPortfolio(db: Db, scope: TenantScope, org: number): Promise<Portfolio> {
  const operated: readonly FloorRow[] = await readFloors(
    db,
    scope,
    and(
      eq(floors.operatorOrganizationId, org),
      sql`${floors.buildingId} in (select ${buildings.id} from ${buildings} where ${buildings.isActive})`,
    ),
  );
  const floorIds = operated.map((f) => f.id);
  if (floorIds.length === 0) return emptyPortfolio;
  const buildingIds = [...new Set(operated.map((f) => f.buildingId))];
  const rows = await readBuildings(db, scope, anyId(buildings.id, buildingIds));
  const leases = await readLeaseFields(
    db,
    scope,
    and(
      active,
      isNull(encumbrances.parentId),
      sql`${encumbrances.id} in (select ${encumbranceSpaces.encumbranceId} from ${encumbranceSpaces}
          join ${spaces} on ${spaces.id} = ${encumbranceSpaces.spaceId} where ${anyId(spaces.floorId, floorIds)})`,
    ),
  );
  // By building once: an operator may run floors in many buildings.
  const floorsIn = groupBy(operated, (f) => f.buildingId);
  return {
    buildings: rows.map((b) => ({
      ...b,
      rentableSF: sumKnown((floorsIn.get(b.id) ?? []).map((f) => f.rentableSF)),
    })),
    info: buildingsInfoOf(rows),
    leases,
    // One site per building: the simultaneous sums of the floors it runs there.
    groups: rows.map((b) => ({
      kind: 'operator',
      id: org,
      buildingId: b.id,
      capacity: sumKnown((floorsIn.get(b.id) ?? []).map((f) => f.capacity)),
    })),
    spacesIn: (buildingId) => ({
      of: 'floors',
      ids: (floorsIn.get(buildingId) ?? []).map((f) => f.id),
    }),
  };
}

/** The organization's portfolio as the caller may see it (PLATFORM counts as an owner). */
export function loadPortfolio(
  db: Db,
  scope: TenantScope,
  org: Pick<OrganizationTarget, 'id' | 'type'>,
): Promise<Portfolio> {
  switch (org.type) {
    case 'OCCUPIER':
      return occupierPortfolio(db, scope, org.id);
    case 'OPERATOR':
      return operatorPortfolio(db, scope, org.id);
    case 'OWNER':
    case 'PLATFORM':
      return ownerPortfolio(db, scope, org.id);
  }
}
