// SQL about buildings, floors, leases and flex-requirements jobs for the occupancy calls. Reads
// that depend on who asks take the caller's scope.
import { selectPrepared, readPrepared } from '../db/prepared.ts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { anyId } from '../db/any-id.ts';
import type { WorkingHours } from '@atrium/contract';
import {
  buildings,
  encumbrances,
  encumbranceSpaces,
  industries,
  jobs,
  organizations,
  floors,
  spaces,
} from '../db/schema/index.ts';
import type { TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import {
  occupancyVisibleEncumbrance,
  visibleBuilding,
  visibleEncumbrance,
  visibleFloor,
} from '../resources/visibility.ts';
import { NotFoundError } from '../http/errors.ts';

/** Every one of the buildings must be visible to the scope: else 404, as resolveTarget does. */
export async function requireVisibleBuildings(
  db: Db,
  scope: TenantScope,
  ids: readonly number[],
): Promise<void> {
  const found = await readPrepared<{ id: number }>(
    db,
    sql`select ${buildings.id} as "id" from ${buildings}
      where ${and(anyId(buildings.id, [...ids]), visibleBuilding(db, scope))}`,
  );
  if (found.length !== new Set(ids).size) throw new NotFoundError();
}

export type BuildingInfo = {
  id: number;
  name: string;
  timeZone: string;
  workingHours: WorkingHours;
  primaryOccupancyDataSourceId: number | null;
  dataSourceIds: number[];
};

/**
 * A building's data sources' ids in id order, as a column of a read of `buildings` (named by
 * hand: Drizzle leaves columns unqualified in a single-table select).
 */
export const dataSourceIdsOf = sql<
  number[]
>`array(select ds.id from data_sources ds where ds.building_id = "buildings"."id" order by ds.id)`;

/**
 * Names, zones, working hours and data sources, by name; callers have already checked the buildings'
 * visibility.
 */
export async function buildingInfo(
  db: Db,
  ids: readonly number[],
): Promise<readonly BuildingInfo[]> {
  if (ids.length === 0) return [];
  return readPrepared<BuildingInfo>(
    db,
    sql`select ${buildings.id} as "id", ${buildings.name} as "name",
      ${buildings.timeZone} as "timeZone", ${buildings.workingHours} as "workingHours",
      ${buildings.primaryOccupancyDataSourceId} as "primaryOccupancyDataSourceId",
      ${dataSourceIdsOf} as "dataSourceIds"
    from ${buildings} where ${anyId(buildings.id, [...ids])}
    order by ${buildings.name}, ${buildings.id}`,
  );
}

export type LeaseRow = {
  id: number;
  buildingId: number;
  parentId: number | null;
  organizationId: number;
  orgName: string;
  industry: string | null;
  capacity: number | null;
  rentableSF: number | null;
  targetDensity: number | null;
};

/** The ACTIVE leases of the buildings that the scope may see, by organization name. */
export async function activeLeases(
  db: Db,
  scope: TenantScope,
  buildingIds: readonly number[],
): Promise<LeaseRow[]> {
  if (buildingIds.length === 0) return [];
  return selectPrepared(activeLeaseQuery(db, scope, buildingIds));
}

function activeLeaseQuery(db: Db, scope: TenantScope, buildingIds: readonly number[]) {
  return db
    .select({
      id: encumbrances.id,
      buildingId: encumbrances.buildingId,
      parentId: encumbrances.parentId,
      organizationId: encumbrances.organizationId,
      orgName: organizations.name,
      industry: industries.name,
      capacity: encumbrances.capacity,
      rentableSF: encumbrances.rentableSF,
      targetDensity: encumbrances.targetDensity,
    })
    .from(encumbrances)
    .innerJoin(organizations, eq(organizations.id, encumbrances.organizationId))
    .leftJoin(industries, eq(industries.id, organizations.industryId))
    .where(
      and(
        anyId(encumbrances.buildingId, [...buildingIds]),
        eq(encumbrances.status, 'ACTIVE'),
        occupancyVisibleEncumbrance(db, scope),
      ),
    )
    .orderBy(asc(organizations.name), asc(encumbrances.id));
}

/** Capacity of the leases (for a parent's check), by id. */
export async function leaseCapacities(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const rows = await selectPrepared(
    db
      .select({ id: encumbrances.id, capacity: encumbrances.capacity })
      .from(encumbrances)
      .where(anyId(encumbrances.id, [...ids])),
  );
  return new Map(rows.map((r) => [r.id, r.capacity]));
}

export const FLEX_REQUIREMENTS_JOB = 'flex-requirements';
type JobRow = typeof jobs.$inferSelect;
const coversBuilding = (buildingId: number) =>
  sql`${jobs.payload} -> 'buildingIds' @> ${JSON.stringify([buildingId])}::jsonb`;

/** The building's latest flex-requirements job, and its latest one that succeeded. */
export async function latestFlexJobs(
  db: Db,
  buildingId: number,
): Promise<{ latest: JobRow | undefined; succeeded: JobRow | undefined }> {
  const latestWhere = (succeededOnly: boolean) =>
    selectPrepared(
      db
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.kind, FLEX_REQUIREMENTS_JOB),
            coversBuilding(buildingId),
            succeededOnly ? eq(jobs.status, 'SUCCEEDED') : undefined,
          ),
        )
        .orderBy(desc(jobs.id))
        .limit(1),
    );
  const [[latest], [succeeded]] = await Promise.all([latestWhere(false), latestWhere(true)]);
  return { latest, succeeded };
}

/** A lease's end date; null when it is open-ended. */
export async function leaseEndDate(db: Db, leaseId: number): Promise<string | null> {
  const [row] = await selectPrepared(
    db
      .select({ endDate: encumbrances.endDate })
      .from(encumbrances)
      .where(eq(encumbrances.id, leaseId)),
  );
  return row?.endDate ?? null;
}

/** Ids of the building's leases whose occupancy the scope may read. */
export async function visibleLeaseIds(
  db: Db,
  scope: TenantScope,
  buildingId: number,
): Promise<Set<number>> {
  const rows = await selectPrepared(
    db
      .select({ id: encumbrances.id })
      .from(encumbrances)
      .where(and(eq(encumbrances.buildingId, buildingId), occupancyVisibleEncumbrance(db, scope))),
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * Of some leases the scope sees, those whose occupancy it may read: all of them, but for an
 * operator only its own and those lying wholly on floors it operates (visibility.ts).
 */
export async function occupancyReadable<L extends { id: number }>(
  db: Db,
  scope: TenantScope,
  leases: readonly L[],
): Promise<readonly L[]> {
  if (scope.kind === 'all' || scope.organizationType !== 'OPERATOR' || leases.length === 0)
    return leases;
  const ids = leases.map((l) => l.id);
  const rows = await selectPrepared(
    db
      .select({ id: encumbrances.id })
      .from(encumbrances)
      .where(and(anyId(encumbrances.id, ids), occupancyVisibleEncumbrance(db, scope))),
  );
  const readable = new Set(rows.map((r) => r.id));
  return leases.filter((l) => readable.has(l.id));
}

/** Ids of the leases holding a space on the floor. */
export async function leasesOnFloor(db: Db, floorId: number): Promise<Set<number>> {
  const rows = await selectPrepared(
    db
      .selectDistinct({ id: encumbranceSpaces.encumbranceId })
      .from(encumbranceSpaces)
      .innerJoin(spaces, eq(spaces.id, encumbranceSpaces.spaceId))
      .where(eq(spaces.floorId, floorId)),
  );
  return new Set(rows.map((r) => r.id));
}

/** The floor's building, when the caller may see the floor; else null. */
export async function floorBuildingId(
  db: Db,
  scope: TenantScope,
  floorId: number,
): Promise<number | null> {
  const [floor] = await readPrepared<{ buildingId: number }>(
    db,
    sql`select ${floors.buildingId} as "buildingId" from ${floors}
      where ${and(eq(floors.id, floorId), visibleFloor(db, scope))}`,
  );
  return floor?.buildingId ?? null;
}

/** A lease's rent, area and seats and its building's currency, when the caller may see it. */
export async function leaseCostInputs(
  db: Db,
  scope: TenantScope,
  leaseId: number,
  buildingId: number,
) {
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
          eq(encumbrances.id, leaseId),
          eq(encumbrances.buildingId, buildingId),
          visibleEncumbrance(db, scope),
        ),
      ),
  );
  return lease;
}
