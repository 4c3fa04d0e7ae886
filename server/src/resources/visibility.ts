// Tenant scope as SQL (design brief, "Access"). Each function answers the condition under which
// a row of one table is visible to a scope, for the table itself or an alias of it; `undefined`
// means no restriction (a master admin). Applied by the repository layer to every read and write.
import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { TenantScope } from '../auth/scope.ts';
import {
  buildings,
  dataSourceExcludedOrganizations,
  dataSources,
  encumbranceOrganizations,
  encumbrances,
  encumbranceSpaces,
  floors,
  networkLevels,
  networks,
  spaces,
} from '../db/schema/index.ts';
import type { Db } from './resource-table.ts';

type Org = Extract<TenantScope, { kind: 'organization' }>;
const none = sql`false`;

/** Lease `e` belongs to the organization: as tenant, additional organization, or sublessor. */
function leaseOf(
  db: Db,
  e: { id: PgColumn; organizationId: PgColumn; parentId: PgColumn },
  org: number,
): SQL {
  return or(
    eq(e.organizationId, org),
    exists(
      db
        .select({ one: sql`1` })
        .from(encumbranceOrganizations)
        .where(
          and(
            eq(encumbranceOrganizations.encumbranceId, e.id),
            eq(encumbranceOrganizations.organizationId, org),
          ),
        ),
    ),
    sql`${e.parentId} in (select ${encumbrances.id} from ${encumbrances} where ${encumbrances.organizationId} = ${org})`,
  ) as SQL;
}

/** Building id column `buildingId` is one the organization may see. */
function buildingVisible(db: Db, buildingId: PgColumn | SQL, scope: Org): SQL {
  const org = scope.organizationId;
  switch (scope.organizationType) {
    case 'OWNER':
    case 'PLATFORM':
      return sql`${buildingId} in (select ${buildings.id} from ${buildings} where ${buildings.ownerOrganizationId} = ${org})`;
    case 'OPERATOR':
      return sql`${buildingId} in (select ${floors.buildingId} from ${floors} where ${floors.operatorOrganizationId} = ${org})`;
    case 'OCCUPIER':
      return sql`${buildingId} in (select ${encumbrances.buildingId} from ${encumbrances} where ${leaseOf(db, encumbrances, org)})`;
  }
}

export function visibleBuilding(
  db: Db,
  scope: TenantScope,
  b: typeof buildings = buildings,
): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  // An owner's own buildings: the row's column, where a subquery on the table costs planning time.
  if (scope.organizationType === 'OWNER' || scope.organizationType === 'PLATFORM')
    return eq(b.ownerOrganizationId, scope.organizationId);
  return buildingVisible(db, b.id, scope);
}

/** Floor `f` (its id and building) is visible: OPERATORs see only the floors they operate. */
function floorVisible(
  db: Db,
  f: { id: PgColumn | SQL; buildingId: PgColumn | SQL; operatorOrganizationId?: PgColumn },
  scope: Org,
): SQL {
  const org = scope.organizationId;
  switch (scope.organizationType) {
    case 'OWNER':
    case 'PLATFORM':
      return buildingVisible(db, f.buildingId, scope);
    case 'OPERATOR':
      return f.operatorOrganizationId
        ? eq(f.operatorOrganizationId, org)
        : sql`${f.id} in (select ${floors.id} from ${floors} where ${floors.operatorOrganizationId} = ${org})`;
    case 'OCCUPIER':
      return sql`${f.id} in (select ${spaces.floorId} from ${spaces}
        join ${encumbranceSpaces} on ${encumbranceSpaces.spaceId} = ${spaces.id}
        join ${encumbrances} on ${encumbrances.id} = ${encumbranceSpaces.encumbranceId}
        where ${leaseOf(db, encumbrances, org)})`;
  }
}

export function visibleFloor(
  db: Db,
  scope: TenantScope,
  f: typeof floors = floors,
): SQL | undefined {
  return scope.kind === 'all' ? undefined : floorVisible(db, f, scope);
}

export function visibleSpace(
  db: Db,
  scope: TenantScope,
  s: typeof spaces = spaces,
): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  const org = scope.organizationId;
  if (scope.organizationType === 'OCCUPIER') {
    return sql`${s.id} in (select ${encumbranceSpaces.spaceId} from ${encumbranceSpaces}
      join ${encumbrances} on ${encumbrances.id} = ${encumbranceSpaces.encumbranceId}
      where ${leaseOf(db, encumbrances, org)})`;
  }
  // A semi-join on the visible floors: the planner hashes it once, where a subquery per space
  // (its floor's building) ran once per row.
  const visible = alias(floors, 'visible_floors');
  return sql`${s.floorId} in (select ${visible.id} from ${floors} as "visible_floors"
    where ${floorVisible(db, visible, scope)})`;
}

export function visibleEncumbrance(
  db: Db,
  scope: TenantScope,
  e: typeof encumbrances = encumbrances,
): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  const org = scope.organizationId;
  const own = leaseOf(db, e, org);
  switch (scope.organizationType) {
    case 'OWNER':
    case 'PLATFORM':
      // The buildings first: nearly every lease an owner reads is in one of its buildings, one
      // hashed test, and the checks of its own leases are then not made (a portfolio's 792 leases:
      // 8.7 → 7.0 ms on PGlite).
      return or(buildingVisible(db, e.buildingId, scope), own);
    case 'OPERATOR':
      return or(
        own,
        sql`${e.id} in (select ${encumbranceSpaces.encumbranceId} from ${encumbranceSpaces}
          join ${spaces} on ${spaces.id} = ${encumbranceSpaces.spaceId}
          join ${floors} on ${floors.id} = ${spaces.floorId}
          where ${floors.operatorOrganizationId} = ${org})`,
      );
    case 'OCCUPIER':
      return own;
  }
}

/**
 * Leases whose occupancy the scope may read: those it may see, except that an operator reads
 * another organization's lease only when every space of it lies on floors it operates. A lease
 * reaching onto other floors would show the people of floors the operator may not see.
 */
export function occupancyVisibleEncumbrance(
  db: Db,
  scope: TenantScope,
  e: typeof encumbrances = encumbrances,
): SQL | undefined {
  if (scope.kind === 'all' || scope.organizationType !== 'OPERATOR')
    return visibleEncumbrance(db, scope, e);
  const org = scope.organizationId;
  const held = alias(encumbranceSpaces, 'held_spaces');
  const heldSpace = alias(spaces, 'held_space');
  const heldFloor = alias(floors, 'held_floor');
  return or(
    leaseOf(db, e, org),
    and(
      sql`${e.id} in (select ${encumbranceSpaces.encumbranceId} from ${encumbranceSpaces}
        join ${spaces} on ${spaces.id} = ${encumbranceSpaces.spaceId}
        join ${floors} on ${floors.id} = ${spaces.floorId}
        where ${floors.operatorOrganizationId} = ${org})`,
      sql`not exists (select 1 from ${encumbranceSpaces} as "held_spaces"
        join ${spaces} as "held_space" on ${heldSpace.id} = ${held.spaceId}
        join ${floors} as "held_floor" on ${heldFloor.id} = ${heldSpace.floorId}
        where ${held.encumbranceId} = ${e.id}
          and ${heldFloor.operatorOrganizationId} is distinct from ${org})`,
    ),
  );
}

/** Organizations: your own, and those holding a lease you can see. */
export function visibleOrganization(
  db: Db,
  scope: TenantScope,
  o: { id: PgColumn },
): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  return or(
    eq(o.id, scope.organizationId),
    sql`${o.id} in (select ${encumbrances.organizationId} from ${encumbrances} where ${visibleEncumbrance(db, scope) ?? none})`,
  );
}

/** Rows owned by one organization: networks, tags, users. */
export function ownedBy(scope: TenantScope, organizationId: PgColumn): SQL | undefined {
  return scope.kind === 'all' ? undefined : eq(organizationId, scope.organizationId);
}

export function visibleNetworkLevel(
  scope: TenantScope,
  l: typeof networkLevels = networkLevels,
): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  return sql`${l.networkId} in (select ${networks.id} from ${networks} where ${networks.organizationId} = ${scope.organizationId})`;
}

export function visibleDataSource(
  db: Db,
  scope: TenantScope,
  d: typeof dataSources = dataSources,
): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  return and(
    or(
      buildingVisible(db, d.buildingId, scope),
      sql`${d.networkId} in (select ${networks.id} from ${networks} where ${networks.organizationId} = ${scope.organizationId})`,
    ),
    notExcluded(d.id, scope),
  );
}

/** The data source does not exclude the scope's organization. */
export function notExcluded(dataSourceId: PgColumn | SQL, scope: Org): SQL {
  return sql`not exists (select 1 from ${dataSourceExcludedOrganizations} x
    where x.data_source_id = ${dataSourceId} and x.organization_id = ${scope.organizationId})`;
}
