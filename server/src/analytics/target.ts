// What a statistics request is about: which buildings (in the caller's scope), which group of
// spaces (building, floor or tenant lease), which data source, and which dates.
import { sql, type SQL } from 'drizzle-orm';
import { anyId, intArray } from '../db/any-id.ts';
import { readPrepared } from '../db/prepared.ts';
import { readDataDates } from './daily-rollups.ts';
import {
  commonWorkingHours,
  defaultDateRange,
  sumKnown,
  type OccupancyRequest,
  type WorkingHours,
} from '@atrium/contract';
import { buildings, encumbrances, floors } from '../db/schema/index.ts';
import type { TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import {
  occupancyVisibleEncumbrance,
  notExcluded,
  visibleBuilding,
  visibleFloor,
} from '../resources/visibility.ts';
import { NotFoundError } from '../http/errors.ts';

/**
 * A rollup group's kind: a building, a floor, a lease (`tenant`), an operator's site (`operator`:
 * the floors one organization operates in a building, by its id), an occupier's leases in a
 * building (`occupier`: the spaces of the active leases one organization is the tenant of there,
 * by its id), or the spaces a subleased lease keeps (`kept`: its spaces less those of its ACTIVE
 * subleases, by the lease's id).
 */
export type GroupKind = 'building' | 'floor' | 'tenant' | 'operator' | 'occupier' | 'kept';
export type BuildingTarget = {
  buildingId: number;
  timeZone: string;
  workingHours: WorkingHours;
  dataSourceIds: number[];
  primaryDataSourceId: number | null;
};
export type Target = {
  /** Whose figures they are: the daily-rollup reader leaves out what excludes them. */
  scope: TenantScope;
  buildings: BuildingTarget[];
  groupKind: GroupKind;
  /** The group's id per building: the building itself, the floor, the lease, or the operator. */
  groupId: (buildingId: number) => number;
  /** The group's seats; null when unknown, or when resolved without them (`seats: false`). */
  capacity: number | null;
  /** The buildings' working hours when they agree, else the default (docs/metrics.md). */
  workingHours: WorkingHours;
  startDate: string | null;
  endDate: string | null;
};

/**
 * The building's data sources: the primary one, or the others. A building that names no primary
 * source has only others (as `/daily-occupancy` labels them), and both read all of them
 * (docs/api.md, "isPrimary").
 */
export function sourcesOf(
  building: { primaryOccupancyDataSourceId: number | null; dataSourceIds: number[] },
  isPrimary: boolean,
): number[] {
  const ids = building.dataSourceIds;
  const primary = building.primaryOccupancyDataSourceId;
  if (primary === null) return ids;
  return isPrimary ? [primary] : ids.filter((id) => id !== primary);
}

/** The group a request asks about: its kind and, for a floor or a lease, its id. */
function groupOf(
  scope: TenantScope,
  request: OccupancyRequest,
): { kind: GroupKind; id: number | null } {
  if (request.tenantId !== undefined) return { kind: 'tenant', id: request.tenantId };
  // A whole building's or floor's figures include other tenants' people: occupiers ask for their
  // lease (tenantId), operators for their floors (floorId, or /operators/site-statistics).
  if (scope.kind === 'organization' && scope.organizationType === 'OCCUPIER')
    throw new NotFoundError();
  if (request.floorId !== undefined) return { kind: 'floor', id: request.floorId };
  if (scope.kind === 'organization' && scope.organizationType === 'OPERATOR')
    throw new NotFoundError();
  return { kind: 'building', id: null };
}

/** A lease's seats (lease `e`): its capacity, else its spaces'. */
const leaseSeats = sql`coalesce(e.capacity, (select sum(s.capacity)::int
  from encumbrance_spaces es join spaces s on s.id = es.space_id
  where es.encumbrance_id = e.id))`;

/**
 * Per building row: the asked floor or lease when it lies in that building and the caller may
 * see it (else null), and the seats: the lease's capacity (else its spaces'), the floor's
 * spaces', or the building's spaces.
 */
function groupColumns(
  db: Db,
  scope: TenantScope,
  group: { kind: GroupKind; id: number | null },
): { groupId: SQL; capacity: SQL } {
  const visible = (condition: SQL | undefined) => condition ?? sql`true`;
  switch (group.kind) {
    case 'tenant':
      return {
        groupId: sql`(select ${encumbrances.id} from ${encumbrances}
          where ${encumbrances.id} = ${group.id} and ${encumbrances.buildingId} = ${buildings.id}
            and ${visible(occupancyVisibleEncumbrance(db, scope))})`,
        capacity: sql`(select ${leaseSeats} from encumbrances e where e.id = ${group.id})`,
      };
    case 'floor':
      return {
        groupId: sql`(select ${floors.id} from ${floors}
          where ${floors.id} = ${group.id} and ${floors.buildingId} = ${buildings.id}
            and ${visible(visibleFloor(db, scope))})`,
        capacity: sql`(select sum(s.capacity)::int from spaces s where s.floor_id = ${group.id})`,
      };
    case 'building':
      // Only callers who see whole buildings get here (groupOf), so every floor counts. Each
      // floor's spaces summed through their index, then the floors: joining floors and spaces
      // per building took twice as long for a portfolio's hundred buildings.
      return {
        groupId: sql`${buildings.id}`,
        capacity: sql`(select sum((select sum(s.capacity) from spaces s where s.floor_id = f.id))::int
          from floors f where f.building_id = ${buildings.id})`,
      };
    case 'operator':
    case 'occupier':
    case 'kept':
      // No request names a site, an occupier or a kept group: resolveSiteTarget reaches a site
      // through one of its floors, and the organization calls read the others themselves.
      throw new NotFoundError();
  }
}

type TargetRow = {
  id: number;
  timeZone: string;
  workingHours: WorkingHours;
  primaryOccupancyDataSourceId: number | null;
  dataSourceIds: number[];
  groupId: number | null;
  capacity: number | null;
};

/**
 * The buildings (all of them in the caller's scope, else Not found) with their zone, working
 * hours and data sources, and per building the group's columns: one statement, since every
 * statistics call starts here.
 */
async function buildingRows(
  db: Db,
  scope: TenantScope,
  ids: readonly number[],
  group: { kind: GroupKind; id: number | null } | null = null,
  seats = true,
): Promise<readonly TargetRow[]> {
  const visible = visibleBuilding(db, scope);
  const columns = group
    ? groupColumns(db, scope, group)
    : { groupId: sql`null`, capacity: sql`null` };
  // A building's seats add up every space of every floor: a portfolio's 10,000 spaces.
  const capacity = seats ? columns.capacity : sql`null`;
  const rows = await readPrepared<TargetRow>(
    db,
    sql`
    select ${buildings.id} as "id", ${buildings.timeZone} as "timeZone",
      ${buildings.workingHours} as "workingHours",
      ${buildings.primaryOccupancyDataSourceId} as "primaryOccupancyDataSourceId",
      array(select ds.id from data_sources ds where ds.building_id = ${buildings.id}${
        scope.kind === 'all' ? sql`` : sql` and ${notExcluded(sql`ds.id`, scope)}`
      }
        order by ds.id) as "dataSourceIds",
      ${columns.groupId} as "groupId", ${capacity} as "capacity"
    from ${buildings}
    where ${anyId(buildings.id, ids)}${visible ? sql` and ${visible}` : sql``}`,
  );
  if (rows.length !== new Set(ids).size) throw new NotFoundError();
  return rows;
}

const toBuildingTarget = (row: TargetRow, isPrimary: boolean): BuildingTarget => ({
  buildingId: row.id,
  timeZone: row.timeZone,
  workingHours: row.workingHours,
  // `row.dataSourceIds` leave out the sources that exclude the caller: so does the primary one.
  dataSourceIds: sourcesOf(row, isPrimary).filter((id) => row.dataSourceIds.includes(id)),
  primaryDataSourceId: row.primaryOccupancyDataSourceId,
});

/**
 * The buildings, group and seats a request is about, in the caller's scope (else Not found): one
 * statement, since every statistics call starts here (a second one only for a date range the
 * request leaves open). A call that answers no utilization asks without the seats.
 */
export async function resolveTarget(
  db: Db,
  scope: TenantScope,
  request: OccupancyRequest,
  { seats = true }: { seats?: boolean } = {},
): Promise<Target> {
  return withDefaultRange(db, await resolveGroup(db, scope, request, seats), request);
}

/**
 * An operator's site in a building: the floors the organization runs there, one rollup group
 * (kind `operator`, by the organization's id) whose daily peak is their simultaneous peak.
 * Reached through one of its floors (`request.floorId`: Not found when the caller cannot see it);
 * the seats are the caller's to give (the floors' sum). A date the request leaves open comes
 * from the site's own data.
 */
export async function resolveSiteTarget(
  db: Db,
  scope: TenantScope,
  request: OccupancyRequest & { floorId: number },
  site: { organizationId: number; capacity: number | null },
): Promise<Target> {
  const floor = await resolveGroup(db, scope, request);
  const organizationId = site.organizationId;
  return withDefaultRange(
    db,
    {
      ...floor,
      groupKind: 'operator',
      groupId: () => organizationId,
      capacity: site.capacity,
    },
    request,
  );
}

type Group = Omit<Target, 'startDate' | 'endDate'>;

/**
 * The request's buildings and group, checked in the caller's scope (Not found otherwise), without
 * its dates.
 */
export async function resolveGroup(
  db: Db,
  scope: TenantScope,
  request: OccupancyRequest,
  seats = true,
): Promise<Group> {
  const ids = [...new Set([request.buildingId].flat())];
  const group = groupOf(scope, request);
  const rows = await buildingRows(db, scope, ids, group, seats);
  const isPrimary = request.isPrimary ?? true;
  const targets = rows.map((row) => toBuildingTarget(row, isPrimary));

  let groupId = (buildingId: number) => buildingId;
  let capacity: number | null;
  if (group.kind === 'building') capacity = sumKnown(rows.map((row) => row.capacity));
  else {
    const holder = rows.find((row) => row.groupId !== null);
    if (!holder || group.id === null) throw new NotFoundError();
    const id = group.id;
    groupId = () => id;
    capacity = holder.capacity;
  }
  const workingHours = commonWorkingHours(targets.map((t) => t.workingHours));
  return { scope, buildings: targets, groupKind: group.kind, groupId, capacity, workingHours };
}

/** The request's dates; one it leaves open from the default range of the group's data. */
async function withDefaultRange(
  db: Db,
  group: Group,
  request: { startDate?: string | undefined; endDate?: string | undefined },
): Promise<Target> {
  let { startDate = null, endDate = null } = request;
  if (!startDate || !endDate) {
    const dates = await datesWithData(db, group);
    const range = defaultDateRange(dates);
    startDate ??= range?.startDate ?? null;
    endDate ??= range?.endDate ?? null;
  }
  return { ...group, startDate, endDate };
}

/** The days with data of the group in any of the buildings (from their sources read). */
async function datesWithData(db: Db, group: Group): Promise<string[]> {
  const keys = group.buildings.flatMap((t) =>
    t.dataSourceIds.map((dataSourceId) => ({
      kind: group.groupKind,
      groupId: group.groupId(t.buildingId),
      dataSourceId,
      place: 0,
    })),
  );
  return (await readDataDates(db, group.scope, keys)).get(0) ?? [];
}

/**
 * `resolveTarget` of each of the buildings alone (its whole building as the group), in two
 * statements whatever their number: their rows (all in the caller's scope, else Not found) and,
 * for a date the request leaves open, each building's days with data. By building, in the
 * order of `ids`.
 */
export async function resolveBuildingTargets(
  db: Db,
  scope: TenantScope,
  ids: readonly number[],
  request: { isPrimary?: boolean | undefined; startDate?: string; endDate?: string },
): Promise<Map<number, Target>> {
  const unique = [...new Set(ids)];
  const group = groupOf(scope, { buildingId: unique });
  const rows = new Map(
    (await buildingRows(db, scope, unique, group)).map((row) => [row.id, row] as const),
  );
  const isPrimary = request.isPrimary ?? true;
  const groups = unique.flatMap((id): Group[] => {
    const row = rows.get(id);
    if (!row) return [];
    const building = toBuildingTarget(row, isPrimary);
    return [
      {
        scope,
        buildings: [building],
        groupKind: group.kind,
        groupId: (buildingId) => buildingId,
        capacity: sumKnown([row.capacity]),
        workingHours: commonWorkingHours([building.workingHours]),
      },
    ];
  });
  // Each building's days with data (its place: its index), for a date the request leaves open.
  const datesOf =
    request.startDate && request.endDate
      ? new Map<number, string[]>()
      : await readDataDates(
          db,
          scope,
          groups.flatMap((g, place) =>
            g.buildings.flatMap((b) =>
              b.dataSourceIds.map((dataSourceId) => ({
                kind: g.groupKind,
                groupId: b.buildingId,
                dataSourceId,
                place,
              })),
            ),
          ),
        );
  const targets = new Map<number, Target>();
  for (const [place, g] of groups.entries()) {
    const range = defaultDateRange(datesOf.get(place) ?? []);
    const id = g.buildings[0]?.buildingId;
    if (id === undefined) continue;
    targets.set(id, {
      ...g,
      startDate: request.startDate ?? range?.startDate ?? null,
      endDate: request.endDate ?? range?.endDate ?? null,
    });
  }
  return targets;
}

/**
 * `resolveTarget` with `tenantId` for many leases at once, in three statements whatever their
 * number: their buildings (in the caller's scope), their seats (the lease's capacity, else its
 * spaces'), and, for a date the request leaves open, each
 * lease's days with data. The leases come from a query in the caller's scope.
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
  /** `ownRanges: false`: a date the request leaves open stays null (the caller picks one). */
  { ownRanges = true }: { ownRanges?: boolean } = {},
): Promise<Map<number, Target>> {
  const targets = new Map<number, Target>();
  if (leases.length === 0) return targets;
  const buildingIds = [...new Set(leases.map((l) => l.buildingId))];
  const isPrimary = request.isPrimary ?? true;
  const byBuilding = new Map(
    (await buildingRows(db, scope, buildingIds)).map((row) => [
      row.id,
      toBuildingTarget(row, isPrimary),
    ]),
  );
  const leaseIds = leases.map((l) => l.id);
  const seats = await readPrepared<{ id: number; capacity: number | null }>(
    db,
    sql`
    select e.id, ${leaseSeats} as capacity
    from encumbrances e where e.id = any(${intArray(leaseIds)})`,
  );
  const capacityOf = new Map(seats.map((r) => [r.id, r.capacity]));
  // Each lease's days with data, for a date the request leaves open (the lease's place: its index).
  const datesOf =
    ownRanges && (!request.startDate || !request.endDate)
      ? await readDataDates(
          db,
          scope,
          leases.flatMap((lease, place) =>
            (byBuilding.get(lease.buildingId)?.dataSourceIds ?? []).map((dataSourceId) => ({
              kind: 'tenant' as const,
              groupId: lease.id,
              dataSourceId,
              place,
            })),
          ),
        )
      : new Map<number, string[]>();
  for (const [place, lease] of leases.entries()) {
    const building = byBuilding.get(lease.buildingId);
    if (!building) throw new NotFoundError();
    const range = defaultDateRange(datesOf.get(place) ?? []);
    targets.set(lease.id, {
      scope,
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
