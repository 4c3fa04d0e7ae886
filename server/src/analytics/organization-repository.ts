// Reads for the organization calls: daily peaks of many groups at once (the rollups, primary data
// source of each building), leases with their spaces and subleases, floors with their seats.
// Every function that reads tenant data takes the caller's scope.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { append } from '../resources/relations.ts';
import { anyId, intArray } from '../db/any-id.ts';
import {
  commonWorkingHours,
  DEFAULT_WORKING_HOURS,
  defaultDateRange,
  type Units,
  type WorkingHours,
} from '@atrium/contract';
import { buildings, encumbrances, floors, spaces, usageTypes } from '../db/schema/index.ts';
import type { TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import { visibleEncumbrance, visibleFloor } from '../resources/visibility.ts';
import { sourcesOf, type GroupKind } from './target.ts';
import { readPrepared, selectPrepared } from '../db/prepared.ts';
import { buildingInfo, type BuildingInfo } from './occupancy-lease-repository.ts';
import {
  readDailyPeaks,
  readDailyPeakTotals,
  readDataDates,
  readLastDates,
  type DailyKey,
} from './daily-rollups.ts';
import { leaseColumns } from './portfolio-queries.ts';

export type DayPeak = { date: string; peak: number };
/**
 * One rollup group: a building, a floor, a lease (tenant), an operator's site, an occupier's
 * leases in a building or the spaces a subleased lease keeps, and the seats it has.
 */
export type Group = { kind: GroupKind; id: number; buildingId: number; capacity: number | null };
export type DateRange = { startDate: string | null; endDate: string | null };

/**
 * The buildings' names, zones, working hours and data sources by id: read once per call and
 * handed to every read of their groups (reading it in each cost a statement apiece).
 */
export type BuildingsInfo = ReadonlyMap<number, BuildingInfo>;

/** The buildings' information by id, from rows already read. */
export const buildingsInfoOf = (rows: readonly BuildingInfo[]): BuildingsInfo =>
  new Map(rows.map((b) => [b.id, b]));

export async function readBuildingsInfo(
  db: Db,
  buildingIds: readonly number[],
): Promise<BuildingsInfo> {
  return buildingsInfoOf(await buildingInfo(db, [...new Set(buildingIds)]));
}

/**
 * The working hours of some of the buildings when they agree, else the default
 * (docs/metrics.md).
 */
export function workingHoursOf(info: BuildingsInfo): (ids: readonly number[]) => WorkingHours {
  return (some) =>
    commonWorkingHours(some.map((id) => info.get(id)?.workingHours ?? DEFAULT_WORKING_HOURS));
}

/**
 * A group's key: an operator's site and an occupier have the organization's id in every building
 * they are in.
 */
export const groupKey = (g: { kind: GroupKind; id: number; buildingId: number }) =>
  `${g.kind}:${String(g.id)}@${String(g.buildingId)}`;

/** A building's information, which the caller must have read. */
function infoOf(info: BuildingsInfo, buildingId: number): BuildingInfo {
  const building = info.get(buildingId);
  if (!building) throw new Error(`Building ${String(buildingId)}'s information was not read`);
  return building;
}

/**
 * The groups' rollup keys for the one reader (daily-rollups.ts): each group with each primary
 * data source (or, `isPrimary: false`, the others) of its building, its place being its index in
 * `groupKeys` (each group once: a group asked twice would read its rows twice). `oneSourceEach`:
 * no building reads more than one source, so a day is one row. The sources come from the
 * building information, not from a join of the buildings and their sources on every row.
 */
function rollupKeys(info: BuildingsInfo, groups: readonly Group[], isPrimary: boolean) {
  const sourcesByBuilding = new Map(
    [...new Set(groups.map((g) => g.buildingId))].map((id) => [
      id,
      sourcesOf(infoOf(info, id), isPrimary),
    ]),
  );
  const byKey = new Map(groups.map((g) => [groupKey(g), g]));
  const keys: DailyKey[] = [...byKey.values()].flatMap((g, place) =>
    (sourcesByBuilding.get(g.buildingId) ?? []).map((dataSourceId) => ({
      kind: g.kind,
      groupId: g.id,
      dataSourceId,
      place,
    })),
  );
  const oneSourceEach = [...sourcesByBuilding.values()].every((ids) => ids.length <= 1);
  return { keys, oneSourceEach, groupKeys: [...byKey.keys()] };
}

/**
 * Daily peaks per group (key: groupKey) from the primary source (or, `isPrimary: false`, the
 * others); a day's peak is the highest of the sources' peaks, which count the same people. All
 * days when `range` is null. As `scope` may read them: without the sources that exclude it.
 */
export async function readGroupDays(
  db: Db,
  scope: TenantScope,
  groups: readonly Group[],
  info: BuildingsInfo,
  range: { startDate: string; endDate: string } | null,
  { isPrimary = true }: { isPrimary?: boolean } = {},
): Promise<Map<string, DayPeak[]>> {
  const days = new Map<string, DayPeak[]>();
  if (groups.length === 0) return days;
  const { keys, oneSourceEach, groupKeys } = rollupKeys(info, groups, isPrimary);
  // Only the groups with data have a list.
  for (const r of await readDailyPeaks(db, scope, keys, range, { oneSourceEach })) {
    const key = groupKeys[r.place];
    if (key !== undefined) days.set(key, r.days);
  }
  return days;
}

/** The last day with data of each group (primary source), whatever the range. */
export async function readLastDataDates(
  db: Db,
  scope: TenantScope,
  groups: readonly Group[],
  info: BuildingsInfo,
): Promise<Map<string, string>> {
  const last = new Map<string, string>();
  if (groups.length === 0) return last;
  const { keys, groupKeys } = rollupKeys(info, groups, true);
  for (const [place, date] of await readLastDates(db, scope, keys)) {
    const key = groupKeys[place];
    if (key !== undefined) last.set(key, date);
  }
  return last;
}

/** `daysOf` answers the days read, shared: never change them. */
export type Series = DateRange & { daysOf: (group: Group) => readonly DayPeak[] };

/**
 * The groups' daily peaks in the requested range; a missing date comes from the default range
 * (docs/metrics.md) over all the groups' data together, so every group shares one window.
 */
export async function readSeries(
  db: Db,
  scope: TenantScope,
  groups: readonly Group[],
  info: BuildingsInfo,
  request: { startDate?: string | undefined; endDate?: string | undefined },
): Promise<Series> {
  const { startDate, endDate } = request;
  const days =
    startDate !== undefined && endDate !== undefined
      ? await readGroupDays(db, scope, groups, info, { startDate, endDate })
      : await readGroupDays(db, scope, groups, info, null);
  return seriesOf(days, groups, request);
}

/**
 * The series of some of the groups read (`days`, keyed by groupKey): the request's range, a
 * missing date from the default range of these groups' data.
 */
export function seriesOf(
  days: ReadonlyMap<string, DayPeak[]>,
  groups: readonly Group[],
  request: { startDate?: string | undefined; endDate?: string | undefined },
): Series {
  let startDate = request.startDate ?? null;
  let endDate = request.endDate ?? null;
  if (startDate === null || endDate === null) {
    const range = defaultDateRange(
      groups.flatMap((g) => (days.get(groupKey(g)) ?? []).map((d) => d.date)),
    );
    startDate ??= range?.startDate ?? null;
    endDate ??= range?.endDate ?? null;
  }
  const from = startDate;
  const to = endDate;
  return {
    startDate,
    endDate,
    daysOf: (group) => {
      if (from === null || to === null) return [];
      const list = days.get(groupKey(group)) ?? [];
      // Read within the range (the request gave both dates): the list itself, in date order.
      const first = list[0]?.date;
      const last = list.at(-1)?.date;
      if (first === undefined || last === undefined || (first >= from && last <= to)) return list;
      return list.filter((d) => d.date >= from && d.date <= to);
    },
  };
}

/**
 * For each list of groups, their daily peaks added over the list (a group's day: its primary
 * sources' highest; a group listed twice counts twice, as `sumDailyPeaks` of `daysOf` would),
 * in the request's range: a missing date from the default range of all the groups' data
 * together, as `readSeries`. One statement for the days, added where they are: a portfolio's
 * lease groups over a year are a row per group and day, the sums a row per list and day.
 */
export async function readSummedSeries(
  db: Db,
  scope: TenantScope,
  totals: readonly (readonly Group[])[],
  info: BuildingsInfo,
  request: { startDate?: string | undefined; endDate?: string | undefined },
): Promise<DateRange & { days: DayPeak[][] }> {
  const keys: DailyKey[] = [];
  const totalOf: number[] = [];
  totals.forEach((list, total) => {
    for (const g of list) {
      const place = totalOf.length;
      totalOf.push(total);
      for (const dataSourceId of sourcesOf(infoOf(info, g.buildingId), true))
        keys.push({ kind: g.kind, groupId: g.id, dataSourceId, place });
    }
  });
  let startDate = request.startDate ?? null;
  let endDate = request.endDate ?? null;
  if (startDate === null || endDate === null) {
    const all = keys.map((k) => ({ ...k, place: 0 }));
    const range = defaultDateRange((await readDataDates(db, scope, all)).get(0) ?? []);
    startDate ??= range?.startDate ?? null;
    endDate ??= range?.endDate ?? null;
  }
  const days: DayPeak[][] = totals.map(() => []);
  if (startDate === null || endDate === null) return { startDate, endDate, days };
  for (const r of await readDailyPeakTotals(db, scope, keys, totalOf, { startDate, endDate }))
    days[r.total]?.push({ date: r.date, peak: r.peak });
  return { startDate, endDate, days };
}

export type LeaseRow = {
  id: number;
  parentId: number | null;
  buildingId: number;
  buildingName: string;
  units: Units;
  timeZone: string;
  organizationId: number;
  status: string;
  startDate: string;
  endDate: string | null;
  rentRate: number | null;
  rentableSF: number | null;
  /** The lease's seats, else its spaces' (as resolveTarget). */
  capacity: number | null;
  targetDensity: number | null;
  usageType: string | null;
  /** The parent lease's seats, for validating a sublease; never answered to the caller. */
  parentCapacity: number | null;
  spaceIds: readonly number[];
};

/** A lease without its spaces: what most calls need (a portfolio has thousands of leased spaces). */
export type LeaseFields = Omit<LeaseRow, 'spaceIds'>;

/** Leases matching `condition` that the caller may see, with their spaces (readLeaseFields). */
export async function readLeases(
  db: Db,
  scope: TenantScope,
  condition: SQL | undefined,
): Promise<readonly LeaseRow[]> {
  return withSpaces(db, await readLeaseFields(db, scope, condition));
}

/** The leases with their spaces (in id order). */
export async function withSpaces<L extends { id: number }>(
  db: Db,
  leases: readonly L[],
): Promise<readonly (L & { spaceIds: readonly number[] })[]> {
  const spacesOf = await readLeaseSpaces(
    db,
    leases.map((l) => l.id),
  );
  return leases.map((l) => ({ ...l, spaceIds: spacesOf.get(l.id)?.spaceIds ?? [] }));
}

/**
 * Leases matching `condition` that the caller may see, without their spaces. The condition may
 * name the lease's building (`buildings` is joined), e.g. that it is active.
 */
export async function readLeaseFields(
  db: Db,
  scope: TenantScope,
  condition: SQL | undefined,
): Promise<readonly LeaseFields[]> {
  const rows = await selectPrepared(
    db
      .select({
        ...leaseColumns,
        timeZone: buildings.timeZone,
        parentCapacity: sql<
          number | null
        >`(select p.capacity from encumbrances p where p.id = ${encumbrances.parentId})`,
      })
      .from(encumbrances)
      .innerJoin(buildings, eq(buildings.id, encumbrances.buildingId))
      .leftJoin(usageTypes, eq(usageTypes.id, encumbrances.usageTypeId))
      .where(and(condition, visibleEncumbrance(db, scope)))
      .orderBy(buildings.name, encumbrances.startDate, encumbrances.id),
  );
  // The spaces' seats only for the leases without a capacity of their own (usually none):
  // summing every lease's spaces' seats read all the spaces (a third of the statement).
  const seatsOf = await readLeaseSeats(
    db,
    rows.flatMap((r) => (r.capacity === null ? [r.id] : [])),
  );
  return rows.map((r) => ({ ...r, capacity: r.capacity ?? seatsOf.get(r.id) ?? null }));
}

/** Each lease's spaces, in id order (from the primary key of encumbrance_spaces alone). */
export async function readLeaseSpaces(
  db: Db,
  leaseIds: number[],
): Promise<ReadonlyMap<number, { spaceIds: readonly number[] }>> {
  if (leaseIds.length === 0) return new Map();
  // One row per lease with its spaces as an array: a portfolio has thousands of leased spaces.
  const rows = await readPrepared<{ lease: number; spaces: number[] }>(
    db,
    sql`
    select es.encumbrance_id as lease, array_agg(es.space_id order by es.space_id) as spaces
    from encumbrance_spaces es
    where es.encumbrance_id = any(${intArray(leaseIds)})
    group by es.encumbrance_id`,
  );
  return new Map(rows.map((r) => [r.lease, { spaceIds: r.spaces }]));
}

/** The sum of each lease's spaces' seats (null when none has a capacity; no row without spaces). */
async function readLeaseSeats(db: Db, leaseIds: number[]): Promise<Map<number, number | null>> {
  if (leaseIds.length === 0) return new Map();
  const rows = await readPrepared<{ lease: number; seats: number | null }>(
    db,
    sql`
    select es.encumbrance_id as lease, sum(s.capacity)::int as seats
    from encumbrance_spaces es join spaces s on s.id = es.space_id
    where es.encumbrance_id = any(${intArray(leaseIds)})
    group by es.encumbrance_id`,
  );
  return new Map(rows.map((r) => [r.lease, r.seats]));
}

export type SubleaseRow = {
  id: number;
  parentId: number;
  status: string;
  startDate: string;
  endDate: string | null;
  capacity: number | null;
  rentableSF: number | null;
  spaceIds: readonly number[];
};

/**
 * The subleases (children) of the leases that the caller may see, whatever their status (the
 * deduction checks it), with their spaces, by parent.
 */
export async function readSubleases(
  db: Db,
  scope: TenantScope,
  parentIds: number[],
): Promise<Map<number, SubleaseRow[]>> {
  const byParent = new Map<number, SubleaseRow[]>();
  if (parentIds.length === 0) return byParent;
  const rows = await selectPrepared(
    db
      .select({
        id: encumbrances.id,
        parentId: sql<number>`${encumbrances.parentId}`,
        status: encumbrances.status,
        startDate: encumbrances.startDate,
        endDate: encumbrances.endDate,
        capacity: encumbrances.capacity,
        rentableSF: encumbrances.rentableSF,
      })
      .from(encumbrances)
      .where(and(anyId(encumbrances.parentId, parentIds), visibleEncumbrance(db, scope))),
  );
  const spacesOf = await readLeaseSpaces(
    db,
    rows.map((r) => r.id),
  );
  for (const child of rows)
    append(byParent, child.parentId, {
      ...child,
      spaceIds: spacesOf.get(child.id)?.spaceIds ?? [],
    });
  return byParent;
}

export type FloorRow = {
  id: number;
  buildingId: number;
  name: string;
  position: number;
  rentableSF: number | null;
  spaces: number;
  /** Σ of its spaces' seats; null without a space with a capacity (as resolveTarget). */
  capacity: number | null;
  operatorOrganizationId: number | null;
};

/**
 * Each floor's spaces and seats, as a subquery to join laterally to `floors`: a floor's spaces
 * are read once, through their floor index, where two subqueries per floor read them twice (a
 * portfolio has about a thousand floors).
 */
function floorSeats(db: Db) {
  return (
    db
      .select({
        spaces: sql<number>`count(*)::int`.as('spaces'),
        capacity: sql<number | null>`sum(${spaces.capacity})::int`.as('capacity'),
      })
      .from(spaces)
      // Qualified by hand: Drizzle leaves columns unqualified in a single-table query.
      .where(sql`${spaces.floorId} = "floors"."id"`)
      .as('seats')
  );
}

/** Floors matching `condition` that the caller may see, with their space count and seats. */
export async function readFloors(
  db: Db,
  scope: TenantScope,
  condition: SQL | undefined,
): Promise<readonly FloorRow[]> {
  const seats = floorSeats(db);
  return selectPrepared(
    db
      .select({
        id: floors.id,
        buildingId: floors.buildingId,
        name: floors.name,
        position: floors.position,
        rentableSF: floors.rentableSF,
        spaces: seats.spaces,
        capacity: seats.capacity,
        operatorOrganizationId: floors.operatorOrganizationId,
      })
      .from(floors)
      .leftJoinLateral(seats, sql`true`)
      .where(and(condition, visibleFloor(db, scope)))
      .orderBy(floors.buildingId, floors.position, floors.id),
  );
}

/**
 * Whole buildings' seats (Σ of their visible floors' spaces', null when none has a capacity), per
 * building: added where they are, floor by floor (floorSeats). Joining every space to its floor
 * and building first and adding after did three passes over a portfolio's 10,000 spaces where
 * this does one (7.8 → 6.2 ms on PGlite).
 */
export async function buildingCapacities(
  db: Db,
  scope: TenantScope,
  buildingIds: readonly number[],
): Promise<Map<number, number | null>> {
  const seats = floorSeats(db);
  const rows = await selectPrepared(
    db
      .select({
        buildingId: floors.buildingId,
        capacity: sql<number | null>`sum(${seats.capacity})::int`,
      })
      .from(floors)
      .leftJoinLateral(seats, sql`true`)
      .where(and(anyId(floors.buildingId, buildingIds), visibleFloor(db, scope)))
      .groupBy(floors.buildingId),
  );
  return new Map(rows.map((r) => [r.buildingId, r.capacity]));
}
