// Queries shared by the portfolio calls: the buildings and leases a tenant scope may see.
import { selectPrepared } from '../db/prepared.ts';
import { and, asc, eq, isNull, notInArray, or, type Column, type SQL } from 'drizzle-orm';
import { anyId } from '../db/any-id.ts';
import {
  buildings,
  encumbrances,
  industries,
  organizations,
  usageTypes,
} from '../db/schema/index.ts';
import type { TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import { visibleBuilding, visibleEncumbrance } from '../resources/visibility.ts';
import { requireVisibleBuildings as requireVisible } from './occupancy-lease-repository.ts';

/**
 * The asked-for buildings (one id or a list), all visible to the scope, else "Not found" — as
 * the occupancy statistics answer. `undefined` (not asked) stays undefined: every building.
 */
export async function requireVisibleBuildings(
  db: Db,
  scope: TenantScope,
  asked: number | number[] | undefined,
): Promise<number[] | undefined> {
  if (asked === undefined) return undefined;
  const ids = [...new Set([asked].flat())];
  await requireVisible(db, scope, ids);
  return ids;
}

/**
 * The asked-for buildings, else the active ones (docs/decisions.md): a building made inactive
 * (sold, closed) leaves the portfolio's figures, but a request that names it still gets its own.
 * For a query that selects from or joins `buildings`.
 */
export const askedOrActive = (column: Column, ids: readonly number[] | undefined): SQL =>
  ids ? anyId(column, ids) : activeBuilding;

/** The building is active. */
export const activeBuilding: SQL = eq(buildings.isActive, true);

/**
 * Top-level leases as the scope sees them: no parent, or a parent it cannot see (a subtenant's
 * own lease). A sublease of a lease in view is inside its parent's area and rent, so counting
 * both would count it twice.
 */
export function topLevelInView(db: Db, scope: TenantScope): SQL {
  const visibleParents = db
    .select({ id: encumbrances.id })
    .from(encumbrances)
    .where(visibleEncumbrance(db, scope));
  return or(
    isNull(encumbrances.parentId),
    notInArray(encumbrances.parentId, visibleParents),
  ) as SQL;
}

export type LeaseFilter = {
  buildingIds?: number[] | undefined;
  /** The tenant organization. */
  organizationId?: number | undefined;
  activeOnly?: boolean;
  topLevelOnly?: boolean;
};

/**
 * A lease's own figures with its building's name and units and its usage type: what every lease
 * list selects (joined to `buildings` and, left, to `usageTypes`).
 */
export const leaseColumns = {
  id: encumbrances.id,
  parentId: encumbrances.parentId,
  buildingId: encumbrances.buildingId,
  buildingName: buildings.name,
  units: buildings.units,
  organizationId: encumbrances.organizationId,
  usageType: usageTypes.name,
  status: encumbrances.status,
  startDate: encumbrances.startDate,
  endDate: encumbrances.endDate,
  rentRate: encumbrances.rentRate,
  rentableSF: encumbrances.rentableSF,
  capacity: encumbrances.capacity,
  targetDensity: encumbrances.targetDensity,
};

/** Visible leases with their building's and tenant's names, by tenant name. */
export const findLeases = (db: Db, scope: TenantScope, filter: LeaseFilter) =>
  selectPrepared(leaseQuery(db, scope, filter));

function leaseQuery(db: Db, scope: TenantScope, filter: LeaseFilter) {
  return db
    .select({
      ...leaseColumns,
      currency: buildings.currency,
      timeZone: buildings.timeZone,
      orgName: organizations.name,
      industry: industries.name,
    })
    .from(encumbrances)
    .innerJoin(buildings, eq(buildings.id, encumbrances.buildingId))
    .innerJoin(organizations, eq(organizations.id, encumbrances.organizationId))
    .leftJoin(industries, eq(industries.id, organizations.industryId))
    .leftJoin(usageTypes, eq(usageTypes.id, encumbrances.usageTypeId))
    .where(
      and(
        visibleEncumbrance(db, scope),
        askedOrActive(encumbrances.buildingId, filter.buildingIds),
        filter.organizationId === undefined
          ? undefined
          : eq(encumbrances.organizationId, filter.organizationId),
        filter.activeOnly ? eq(encumbrances.status, 'ACTIVE') : undefined,
        filter.topLevelOnly ? topLevelInView(db, scope) : undefined,
      ),
    )
    .orderBy(asc(organizations.name), asc(encumbrances.id));
}
export type LeaseRow = Awaited<ReturnType<typeof findLeases>>[number];

/** Visible buildings, optionally only the asked-for ones, by name. */
export const findBuildings = (db: Db, scope: TenantScope, ids: number[] | undefined) =>
  selectPrepared(buildingQuery(db, scope, ids));

function buildingQuery(db: Db, scope: TenantScope, ids: number[] | undefined) {
  return db
    .select({
      id: buildings.id,
      name: buildings.name,
      units: buildings.units,
      rentableSF: buildings.rentableSF,
      timeZone: buildings.timeZone,
    })
    .from(buildings)
    .where(and(visibleBuilding(db, scope), askedOrActive(buildings.id, ids)))
    .orderBy(asc(buildings.name), asc(buildings.id));
}

/** Occupiers and operators see only some of a building's leases (their own, their floors'). */
export const seesSomeLeases = (scope: TenantScope): boolean =>
  scope.kind === 'organization' &&
  (scope.organizationType === 'OCCUPIER' || scope.organizationType === 'OPERATOR');
