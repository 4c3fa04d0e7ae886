// What a statistics request is about: which buildings (in the caller's scope), which group of
// spaces (building, floor or tenant lease), which data source, and which dates.
import { and, eq, sql } from 'drizzle-orm';
import { anyId, intArray } from '../db/any-id.ts';
import {
  commonWorkingHours,
  defaultDateRange,
  type OccupancyRequest,
  type WorkingHours,
} from '@atrium/contract';
import { buildings, encumbrances, floors, spaces, encumbranceSpaces } from '../db/schema/index.ts';
import type { TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import { visibleBuilding, visibleEncumbrance, visibleFloor } from '../resources/visibility.ts';
import { NotFoundError } from '../http/errors.ts';

export type GroupKind = 'building' | 'floor' | 'tenant';
export type BuildingTarget = {
  buildingId: number;
  timeZone: string;
  workingHours: WorkingHours;
  dataSourceIds: number[];
  primaryDataSourceId: number | null;
};
export type Target = {
  buildings: BuildingTarget[];
  groupKind: GroupKind;
  /** The group's id per building: the building itself, or the floor or lease. */
  groupId: (buildingId: number) => number;
  capacity: number | null;
  /** The buildings' working hours when they agree, else the default (docs/metrics.md). */
  workingHours: WorkingHours;
  startDate: string | null;
  endDate: string | null;
};

/** The building's data sources: the primary one (or, without one, all), or the others. */
function sourcesOf(
  building: { primaryOccupancyDataSourceId: number | null; dataSourceIds: number[] },
  isPrimary: boolean,
): number[] {
  const ids = building.dataSourceIds;
  const primary = building.primaryOccupancyDataSourceId;
  if (primary === null) return isPrimary ? ids : [];
  return isPrimary ? [primary] : ids.filter((id) => id !== primary);
}

/**
 * The buildings (all of them in the caller's scope, else Not found) with their zone, working
 * hours and the data sources to read. Every statistics call starts here, so the sources come in
 * the same statement.
 */
async function buildingTargets(
  db: Db,
  scope: TenantScope,
  ids: readonly number[],
  isPrimary: boolean,
): Promise<BuildingTarget[]> {
  const found = await db
    .select({
      id: buildings.id,
      timeZone: buildings.timeZone,
      workingHours: buildings.workingHours,
      primaryOccupancyDataSourceId: buildings.primaryOccupancyDataSourceId,
      // Qualified by hand: Drizzle leaves columns of a one-table query unqualified.
      dataSourceIds: sql<number[]>`array(select ds.id from data_sources ds
        where ds.building_id = "buildings"."id" order by ds.id)`,
    })
    .from(buildings)
    .where(and(anyId(buildings.id, ids), visibleBuilding(db, scope)));
  if (found.length !== new Set(ids).size) throw new NotFoundError();
  return found.map((b) => ({
    buildingId: b.id,
    timeZone: b.timeZone,
    workingHours: b.workingHours,
    dataSourceIds: sourcesOf(b, isPrimary),
    primaryDataSourceId: b.primaryOccupancyDataSourceId,
  }));
}

export async function resolveTarget(
  db: Db,
  scope: TenantScope,
  request: OccupancyRequest,
): Promise<Target> {
  const ids = [request.buildingId].flat();
  const targets = await buildingTargets(db, scope, ids, request.isPrimary ?? true);

  let groupKind: GroupKind = 'building';
  let groupId = (buildingId: number) => buildingId;
  let capacity: number | null;
  if (request.tenantId !== undefined) {
    const [lease] = await db
      .select({
        id: encumbrances.id,
        buildingId: encumbrances.buildingId,
        capacity: encumbrances.capacity,
      })
      .from(encumbrances)
      .where(and(eq(encumbrances.id, request.tenantId), visibleEncumbrance(db, scope)));
    if (!lease || !ids.includes(lease.buildingId)) throw new NotFoundError();
    groupKind = 'tenant';
    groupId = () => lease.id;
    capacity =
      lease.capacity ??
      (await spaceCapacity(
        db,
        sql`${spaces.id} in (select ${encumbranceSpaces.spaceId} from ${encumbranceSpaces} where ${encumbranceSpaces.encumbranceId} = ${lease.id})`,
      ));
  } else if (
    scope.kind === 'organization' &&
    (scope.organizationType === 'OCCUPIER' || scope.organizationType === 'OPERATOR')
  ) {
    // A whole building's or floor's figures include other tenants' people: occupiers ask for their
    // lease (tenantId), operators for their site (/operators/site-statistics).
    if (request.floorId === undefined || scope.organizationType === 'OCCUPIER')
      throw new NotFoundError();
    const [floor] = await db
      .select({ id: floors.id, buildingId: floors.buildingId })
      .from(floors)
      .where(and(eq(floors.id, request.floorId), visibleFloor(db, scope)));
    if (!floor || !ids.includes(floor.buildingId)) throw new NotFoundError();
    groupKind = 'floor';
    groupId = () => floor.id;
    capacity = await spaceCapacity(db, eq(spaces.floorId, floor.id));
  } else if (request.floorId !== undefined) {
    const [floor] = await db
      .select({ id: floors.id, buildingId: floors.buildingId })
      .from(floors)
      .where(and(eq(floors.id, request.floorId), visibleFloor(db, scope)));
    if (!floor || !ids.includes(floor.buildingId)) throw new NotFoundError();
    groupKind = 'floor';
    groupId = () => floor.id;
    capacity = await spaceCapacity(db, eq(spaces.floorId, floor.id));
  } else {
    capacity = await spaceCapacity(
      db,
      sql`${spaces.floorId} in (select ${floors.id} from ${floors} where ${anyId(floors.buildingId, ids)} and ${visibleFloor(db, scope) ?? sql`true`})`,
    );
  }

  let { startDate = null, endDate = null } = request;
  if (!startDate || !endDate) {
    const dates = await datesWithData(db, targets, groupKind, groupId);
    const range = defaultDateRange(dates);
    startDate ??= range?.startDate ?? null;
    endDate ??= range?.endDate ?? null;
  }
  const workingHours = commonWorkingHours(targets.map((t) => t.workingHours));
  return { buildings: targets, groupKind, groupId, capacity, workingHours, startDate, endDate };
}

async function spaceCapacity(db: Db, condition: ReturnType<typeof sql>): Promise<number | null> {
  const [row] = await db
    .select({ total: sql<number | null>`sum(${spaces.capacity})::int` })
    .from(spaces)
    .where(condition);
  return row?.total ?? null;
}

async function datesWithData(
  db: Db,
  targets: BuildingTarget[],
  kind: GroupKind,
  groupId: (b: number) => number,
): Promise<string[]> {
  const sourceIds = targets.flatMap((t) => t.dataSourceIds);
  if (sourceIds.length === 0) return [];
  const groupIds = [...new Set(targets.map((t) => groupId(t.buildingId)))];
  const { rows } = await db.execute<{ date: string }>(sql`
    select distinct to_char(date, 'YYYY-MM-DD') as date from occupancy_group_daily
    where group_kind = ${kind} and group_id = any(${intArray(groupIds)})
      and data_source_id = any(${intArray(sourceIds)})
    order by date`);
  return rows.map((r) => r.date);
}

/**
 * `resolveTarget` with `tenantId` for many leases at once, in three statements whatever their
 * number: their buildings (in the caller's scope), their seats (the lease's capacity, else its
 * spaces'), and, for a date the request leaves open, each lease's days with data. The leases
 * come from a query in the caller's scope.
 */
export async function resolveLeaseTargets(
  db: Db,
  scope: TenantScope,
  leases: readonly { id: number; buildingId: number }[],
  request: {
    isPrimary?: boolean | undefined;
    startDate?: string | null | undefined;
    endDate?: string | null | undefined;
  },
): Promise<Map<number, Target>> {
  const targets = new Map<number, Target>();
  if (leases.length === 0) return targets;
  const buildingIds = [...new Set(leases.map((l) => l.buildingId))];
  const byBuilding = new Map(
    (await buildingTargets(db, scope, buildingIds, request.isPrimary ?? true)).map((b) => [
      b.buildingId,
      b,
    ]),
  );
  const leaseIds = leases.map((l) => l.id);
  const { rows: seats } = await db.execute<{ id: number; capacity: number | null }>(sql`
    select e.id, coalesce(e.capacity, (select sum(s.capacity)::int from encumbrance_spaces es
      join spaces s on s.id = es.space_id where es.encumbrance_id = e.id)) as capacity
    from encumbrances e where e.id = any(${intArray(leaseIds)})`);
  const capacityOf = new Map(seats.map((r) => [r.id, r.capacity]));
  const datesOf = new Map<number, string[]>();
  const sourceIds = [...byBuilding.values()].flatMap((b) => b.dataSourceIds);
  if ((!request.startDate || !request.endDate) && sourceIds.length) {
    const { rows } = await db.execute<{ id: number; dates: string[] }>(sql`
      select group_id as id, array_agg(distinct to_char(date, 'YYYY-MM-DD')) as dates
      from occupancy_group_daily
      where group_kind = 'tenant' and group_id = any(${intArray(leaseIds)})
        and data_source_id = any(${intArray(sourceIds)})
      group by group_id`);
    for (const r of rows) datesOf.set(r.id, r.dates);
  }
  for (const lease of leases) {
    const building = byBuilding.get(lease.buildingId);
    if (!building) throw new NotFoundError();
    const range = defaultDateRange(datesOf.get(lease.id) ?? []);
    targets.set(lease.id, {
      buildings: [building],
      groupKind: 'tenant',
      groupId: () => lease.id,
      capacity: capacityOf.get(lease.id) ?? null,
      workingHours: commonWorkingHours([building.workingHours]),
      startDate: request.startDate ?? range?.startDate ?? null,
      endDate: request.endDate ?? range?.endDate ?? null,
    });
  }
  return targets;
}
