// SQL over the occupancy rollups (hourly, daily, per space) and the raw readings for the calls
// in occupancy-*.ts. Every function takes a target already resolved in the caller's scope.
import { sql, type SQL } from 'drizzle-orm';
import { intArray, intArrayText } from '../db/any-id.ts';
import type { Db } from '../resources/resource-table.ts';
import type { TenantScope } from '../auth/scope.ts';
import type { BuildingTarget, Target } from './target.ts';
import { readPrepared } from '../db/prepared.ts';
import { dailyRows, dailyRowsOf, rangeOf, type DayRow, type Range } from './repository.ts';
import { addDays } from '@atrium/contract';
import { append } from '../resources/relations.ts';
import {
  readLastTwoMonths,
  readPeakSummaries,
  type FigureKey,
  type MonthPeaks,
  type PeakSummary,
} from './daily-rollups.ts';

/** pg answers int as number, bigint and numeric as string. */
type Numeric = number | string;

/**
 * The building's local days `startDate`…`endDate`: readings and hourly rollups are stored by the
 * local day they fall in (`date`).
 */
const inLocalDays = (date: SQL, range: Range) =>
  sql`${date} between ${range.startDate}::date and ${range.endDate}::date`;
/** Buildings of the target that have data sources to read. */
const withSources = (target: Target) => target.buildings.filter((b) => b.dataSourceIds.length);

/**
 * The spaces of a group of `kind` in a building: all, a floor's, a lease's or a site's. The
 * building and the group's id are values, or columns of the statement around it. No target is
 * an occupier's or a kept group (the organization calls read those from their rollups alone).
 */
function spacesOfGroup(kind: Target['groupKind'], buildingId: number | SQL, id: number | SQL): SQL {
  switch (kind) {
    case 'building':
      return sql`(select s.id from spaces s join floors f on f.id = s.floor_id where f.building_id = ${id})`;
    case 'floor':
      return sql`(select id from spaces where floor_id = ${id})`;
    case 'tenant':
      return sql`(select space_id from encumbrance_spaces where encumbrance_id = ${id})`;
    case 'operator':
      return sql`(select s.id from spaces s join floors f on f.id = s.floor_id
        where f.building_id = ${buildingId} and f.operator_organization_id = ${id})`;
    case 'occupier':
    case 'kept':
      throw new Error(`No target is a group of kind ${kind}`);
  }
}

/** The spaces of the target's group in a building. */
const groupSpaces = (target: Target, buildingId: number): SQL =>
  spacesOfGroup(target.groupKind, buildingId, target.groupId(buildingId));

export type HourRow = {
  buildingId: number;
  dataSourceId: number;
  at: string;
  /** `YYYY-MM-DDTHH:MM` in the building's zone. */
  local: string;
  peak: number;
  average: number;
};

/**
 * The group's hourly rollups in the target's range, in time order (buildings in id order within
 * an hour): one statement whatever the number of buildings (a portfolio's peak day is a hundred),
 * each building's keys (group, source, zone) one search of the rollups' primary key.
 */
export async function groupHours(db: Db, target: Target): Promise<HourRow[]> {
  const range = rangeOf(target);
  const keys = withSources(target).flatMap((b) =>
    b.dataSourceIds.map((dataSourceId) => ({
      buildingId: b.buildingId,
      zone: b.timeZone,
      groupId: target.groupId(b.buildingId),
      dataSourceId,
    })),
  );
  if (!range || keys.length === 0) return [];
  // Zones are names without quotes, commas or braces: an array literal takes them quoted.
  const zones = `{${keys.map((k) => `"${k.zone}"`).join(',')}}`;
  const rows = await readPrepared<{
    building_id: number;
    at: string;
    local: string;
    data_source_id: Numeric;
    peak: Numeric;
    average: Numeric;
  }>(
    db,
    sql`
    select k.building_id,
      to_char(h.hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
      to_char(h.hour at time zone k.zone, 'YYYY-MM-DD"T"HH24:MI') as local,
      h.data_source_id, h.peak, h.average
    from unnest(${intArrayText(keys.map((k) => k.buildingId))}::int[], ${zones}::text[],
        ${intArrayText(keys.map((k) => k.groupId))}::int[],
        ${intArrayText(keys.map((k) => k.dataSourceId))}::int[])
        as k(building_id, zone, group_id, data_source_id)
      join occupancy_group_hourly h on h.data_source_id = k.data_source_id
        and h.group_kind = ${target.groupKind} and h.group_id = k.group_id
        and ${inLocalDays(sql`h.date`, range)}
    order by h.hour, k.building_id, h.data_source_id`,
  );
  return rows.map((r) => ({
    buildingId: r.building_id,
    dataSourceId: Number(r.data_source_id),
    at: r.at,
    local: r.local,
    peak: Number(r.peak),
    average: Number(r.average),
  }));
}

export type ReadingRow = {
  at: string;
  buildingId: number;
  dataSourceId: number;
  dataSource: string;
  spaceId: number | null;
  space: string | null;
  occupancy: number;
  backfilled: boolean;
};

/** The days that hold readings `first`… of a page, and how many of theirs come before it. */
function pageDays(
  days: { date: string; n: number }[],
  first: number,
  perPage: number,
): { from: string; to: string; skip: number } {
  let before = 0;
  let window: { from: string; to: string; skip: number } | null = null;
  for (const { date, n } of days) {
    if (!window && before + n > first) window = { from: date, to: date, skip: first - before };
    if (window) window.to = date;
    before += n;
    if (window && before >= first + perPage) break;
  }
  return window ?? { from: '', to: '', skip: 0 };
}

/** The raw readings of the target's spaces in its range (a building's counters too), paged. */
export async function readingsPage(
  db: Db,
  target: Target,
  page: { page: number; perPage: number },
): Promise<{ items: ReadingRow[]; total: number }> {
  const range = rangeOf(target);
  const parts = range
    ? withSources(target).map(
        (b) =>
          sql`(r.building_id = ${b.buildingId} and r.data_source_id = any(${intArray(b.dataSourceIds)})
            and ${inLocalDays(sql`r.date`, range)}
            ${target.groupKind === 'building' ? sql`` : sql`and r.space_id in ${groupSpaces(target, b.buildingId)}`})`,
      )
    : [];
  if (parts.length === 0) return { items: [], total: 0 };
  const where = sql.join(parts, sql` or `);
  // How many readings each local day holds, from the packed rows without unpacking them.
  const perDay = await readPrepared<{ date: string; n: Numeric }>(
    db,
    sql`
    select to_char(r.date, 'YYYY-MM-DD') as date, sum(cardinality(r.offsets)) as n
    from occupancy_reading_days r where ${where} group by r.date order by r.date`,
  );
  const days = perDay.map((d) => ({ date: d.date, n: Number(d.n) }));
  const total = days.reduce((sum, d) => sum + d.n, 0);
  const first = page.page * page.perPage;
  if (first >= total) return { items: [], total };
  const window = pageDays(days, first, page.perPage);
  // In one time zone a local day's readings all come after the day before's: only the days
  // that hold the page are unpacked. Across zones the days overlap, so all of them are.
  const oneZone = new Set(withSources(target).map((b) => b.timeZone)).size === 1;
  const rows = await readPrepared<{
    at: string;
    building_id: Numeric;
    data_source_id: Numeric;
    data_source: string;
    space_id: Numeric | null;
    space: string | null;
    occupancy: Numeric;
    backfilled: boolean;
  }>(
    db,
    // The page is cut from the readings alone; only its rows are formatted and named (a day
    // of a hundred spaces unpacks to thousands of readings).
    sql`
    select to_char(p.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, p.building_id, p.data_source_id,
      d.name as data_source, p.space_id, s.name as space, p.occupancy, p.backfilled
    from (
      select r.at, r.building_id, r.data_source_id, r.space_id, r.occupancy, r.backfilled
      from occupancy_readings r
      where (${where}) ${oneZone ? sql`and r.date between ${window.from}::date and ${window.to}::date` : sql``}
      order by r.at, r.data_source_id, r.space_id nulls first
      limit ${page.perPage} offset ${oneZone ? window.skip : first}
    ) p
    join data_sources d on d.id = p.data_source_id
    left join spaces s on s.id = p.space_id
    order by p.at, p.data_source_id, p.space_id nulls first`,
  );
  return {
    total,
    items: rows.map((r) => ({
      at: r.at,
      buildingId: Number(r.building_id),
      dataSourceId: Number(r.data_source_id),
      dataSource: r.data_source,
      spaceId: r.space_id === null ? null : Number(r.space_id),
      space: r.space,
      occupancy: Number(r.occupancy),
      backfilled: r.backfilled,
    })),
  };
}

export type GroupDayRow = {
  buildingId: number;
  date: string;
  dataSourceId: number;
  peak: number;
  /** Local `HH:MM` of the peak. */
  peakAt: string;
  average: number | null;
  hasBackfill: boolean;
};

const dayOf = (buildingId: number, r: DayRow): LeaseDayRow => ({
  buildingId,
  date: r.date,
  dataSourceId: r.dataSourceId,
  peak: r.peak,
  average: r.workingAverage,
  hasBackfill: r.hasBackfill,
});
// '' when read without the peaks' times (groupDays' `withPeakAt`).
const groupDayRow = (buildingId: number, r: DayRow): GroupDayRow => ({
  ...dayOf(buildingId, r),
  peakAt: r.peakAt ?? '',
});

/**
 * The group's daily rollups with the peak's local time (without it, `withPeakAt: false`: '') in
 * the given range or of all time.
 */
export async function groupDays(
  db: Db,
  target: Target,
  range: Range | 'all' | null = rangeOf(target),
  { withPeakAt = true }: { withPeakAt?: boolean } = {},
): Promise<GroupDayRow[]> {
  if (range === null) return [];
  const perBuilding = await dailyRows(db, range === 'all' ? target : { ...target, ...range }, {
    withPeakAt,
    allTime: range === 'all',
  });
  return perBuilding.flatMap(({ buildingId, rows }) => rows.map((r) => groupDayRow(buildingId, r)));
}

/** A lease's day from one data source: its callers need the peaks, not their times. */
export type LeaseDayRow = Omit<GroupDayRow, 'peakAt'>;

/**
 * Daily rollups of many leases' targets (one building each) in one statement, by lease: each
 * target's own range, or all time.
 */
export async function leaseDays(
  db: Db,
  targets: ReadonlyMap<number, Target>,
  range: 'own' | 'all',
): Promise<Map<number, LeaseDayRow[]>> {
  const ids = [...targets.keys()];
  const perLease = await dailyRowsOf(db, [...targets.values()], { allTime: range === 'all' });
  return new Map(
    ids.map((id, i) => [
      id,
      (perLease[i] ?? []).flatMap(({ buildingId, rows }) => rows.map((r) => dayOf(buildingId, r))),
    ]),
  );
}

/**
 * The keys of many leases' targets (one building each), each lease's place its index, within its
 * own range ending at `endOf`'s date when that is earlier; a lease without a range has none.
 */
function leaseFigureKeys(
  targets: ReadonlyMap<number, Target>,
  endOf: (target: Target) => string | null = () => null,
): { ids: number[]; keys: FigureKey[] } {
  const ids = [...targets.keys()];
  const keys = [...targets.values()].flatMap((target, place) => {
    const range = rangeOf(target);
    if (!range) return [];
    const cap = endOf(target);
    const endDate = cap !== null && cap < range.endDate ? cap : range.endDate;
    return target.buildings.flatMap((b) =>
      b.dataSourceIds.map((dataSourceId) => ({
        kind: target.groupKind,
        groupId: target.groupId(b.buildingId),
        dataSourceId,
        place,
        startDate: range.startDate,
        endDate,
        workdays: target.workingHours.days,
      })),
    );
  });
  return { ids, keys };
}

/**
 * Each lease's highest daily peak and its working days' peaks added, over its target's own
 * range, in one statement: by lease, leases without a day left out.
 */
export async function leasePeakSummaries(
  db: Db,
  scope: TenantScope,
  targets: ReadonlyMap<number, Target>,
): Promise<Map<number, PeakSummary>> {
  const { ids, keys } = leaseFigureKeys(targets);
  const summaries = new Map<number, PeakSummary>();
  for (const summary of await readPeakSummaries(db, scope, keys)) {
    const id = ids[summary.place];
    if (id !== undefined) summaries.set(id, summary);
  }
  return summaries;
}

/**
 * Each lease's last month with data before `before(target)` (a date: the month it is in is not
 * complete) within its own range, and the month before that when it has data, in one statement:
 * by lease, in month order.
 */
export async function leaseLastTwoMonths(
  db: Db,
  scope: TenantScope,
  targets: ReadonlyMap<number, Target>,
  before: (target: Target) => string,
): Promise<Map<number, MonthPeaks[]>> {
  const { ids, keys } = leaseFigureKeys(targets, (target) => addDays(before(target), -1));
  const months = new Map<number, MonthPeaks[]>();
  for (const month of await readLastTwoMonths(db, scope, keys)) {
    const id = ids[month.place];
    if (id !== undefined) append(months, id, month);
  }
  return months;
}

export type OccupancyExtent = {
  /** The group's first and last day with data in the building, of all time. */
  firstDate: string | null;
  lastDate: string | null;
  /** The group's spaces there. */
  spaces: number;
  /**
   * How many of them have data in the `recentDays` up to the last day with data (every one when
   * the target is the building and one of its sources counts the whole building).
   */
  sensored: number;
};

/**
 * The group's data extent in each of the target's buildings and its spaces with recent data, in
 * one statement whatever the number of buildings (a portfolio's hundred were a hundred pairs of
 * statements), by building.
 */
export async function occupancyExtents(
  db: Db,
  target: Target,
  recentDays: number,
): Promise<Map<number, OccupancyExtent>> {
  const extents = new Map<number, OccupancyExtent>();
  if (target.buildings.length === 0) return extents;
  const buildingIds = target.buildings.map((b) => b.buildingId);
  // Each building's sources as an array literal: one text per key, cast back per row.
  const sources = target.buildings.map((b) => intArrayText(b.dataSourceIds));
  const members = spacesOfGroup(target.groupKind, sql`k.building_id`, sql`k.group_id`);
  // The unique index (data_source_id, space_id, date) finds a building counter's day at once.
  const counter =
    target.groupKind === 'building'
      ? sql`exists (select 1 from occupancy_reading_days r
          where r.data_source_id = any(k.sources) and r.space_id is null
            and r.building_id = k.building_id and r.date between e.recent and e.last)`
      : sql`false`;
  // Whether each of the group's spaces reported is read from its last day with data per source
  // (`occupancy_space_last_days`): on or after the window's start and not after the group's
  // last day, it reported in the window; before the start, it did not; only a space whose last
  // day comes after the group's (its rows changed since, or not yet re-derived) is looked up in
  // the hourly rollups as before. Checking 10,000 spaces in their hourly rollups one by one was
  // most of a portfolio's coverage (170 ms). Each building's extent is a search of the daily
  // rollups' primary key by its group and sources (lateral).
  const rows = await readPrepared<{
    building_id: number;
    spaces: Numeric;
    first: string | null;
    last: string | null;
    n: Numeric;
  }>(
    db,
    sql`
    select k.building_id, (select count(*) from ${members} as m(id)) as spaces,
      to_char(e.first, 'YYYY-MM-DD') as first, to_char(e.last, 'YYYY-MM-DD') as last,
      case when e.last is null then 0 when ${counter} then -1
        else (select count(*) from ${members} as m(id)
          where exists (select 1 from occupancy_space_last_days l
            where l.data_source_id = any(k.sources) and l.space_id = m.id
              and l.last_date >= e.recent
              and (l.last_date <= e.last or exists (select 1 from occupancy_space_hour_days h
                where h.data_source_id = l.data_source_id and h.space_id = m.id
                  and h.date between e.recent and e.last))))
      end as n
    from (select b.building_id, b.group_id, b.sources::int[] as sources
      from unnest(${intArray(buildingIds)}, ${intArray(buildingIds.map((id) => target.groupId(id)))},
        ${`{${sources.map((text) => `"${text}"`).join(',')}}`}::text[])
        as b(building_id, group_id, sources)) k
    cross join lateral (
      select min(d.date) as first, max(d.date) as last, max(d.date) - ${recentDays}::int as recent
      from occupancy_group_daily d
      where d.group_kind = ${target.groupKind} and d.group_id = k.group_id
        and d.data_source_id = any(k.sources)) e`,
  );
  for (const row of rows) {
    const spaces = Number(row.spaces);
    const n = Number(row.n);
    extents.set(row.building_id, {
      firstDate: row.first,
      lastDate: row.last,
      spaces,
      sensored: n === -1 ? spaces : n,
    });
  }
  return extents;
}

/**
 * Daily peaks of a set of spaces from their hourly rollups, per data source: each hour's
 * space peaks added, the day's highest hour kept. An upper bound of the simultaneous peak (the
 * spaces' busiest moments within an hour may differ), for groups that have no rollup of their
 * own, such as a lease without its subleased spaces.
 */
export async function spacesDailyPeaks(
  db: Db,
  b: Pick<BuildingTarget, 'buildingId' | 'dataSourceIds'>,
  spaceIds: readonly number[],
  range: Range,
): Promise<{ date: string; dataSourceId: number; peak: number }[]> {
  if (b.dataSourceIds.length === 0 || spaceIds.length === 0) return [];
  const rows = await readPrepared<{ date: string; data_source_id: Numeric; peak: Numeric }>(
    db,
    sql`
    select to_char(date, 'YYYY-MM-DD') as date, data_source_id, max(total) as peak
    from (select date, hour, data_source_id, sum(peak) as total from occupancy_space_hourly
      where building_id = ${b.buildingId} and data_source_id = any(${intArray(b.dataSourceIds)})
        and space_id = any(${intArray(spaceIds)}) and ${inLocalDays(sql`date`, range)}
      group by date, hour, data_source_id) h
    group by 1, data_source_id order by 1, data_source_id`,
  );
  return rows.map((r) => ({
    date: r.date,
    dataSourceId: Number(r.data_source_id),
    peak: Number(r.peak),
  }));
}
