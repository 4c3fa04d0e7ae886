// Reading the rollups; every statistic is computed from these, never from raw readings.
import { sql } from 'drizzle-orm';
import { intArray, intArrayText } from '../db/any-id.ts';
import { readPrepared, runPrepared, type BuiltQuery } from '../db/prepared.ts';
import type { Db } from '../resources/resource-table.ts';
import type { Target } from './target.ts';
import { compareIso } from '@atrium/contract';
import { append } from '../resources/relations.ts';

/** pg answers int as number, bigint and numeric as string. */
type Numeric = number | string;

export type DayRow = {
  date: string;
  dataSourceId: number;
  peak: number;
  workingAverage: number | null;
  /** Some of the day's readings were backfilled. */
  hasBackfill: boolean;
  /** Local `HH:MM` of the peak, when asked for (`withPeakAt`); else null. */
  peakAt: string | null;
};

type BuildingDays = { buildingId: number; rows: DayRow[] };
export type Range = { startDate: string; endDate: string };

/** The target's dates, when both are known. */
export const rangeOf = (target: Target): Range | null =>
  target.startDate && target.endDate
    ? { startDate: target.startDate, endDate: target.endDate }
    : null;
export type DailyRowsOptions = {
  /** Every day with data, whatever the targets' ranges. */
  allTime?: boolean;
  withPeakAt?: boolean;
};

/** The group's daily figures per data source in the target's range, for every building. */
export async function dailyRows(
  db: Db,
  target: Target,
  options: DailyRowsOptions = {},
): Promise<BuildingDays[]> {
  const [only] = await dailyRowsOf(db, [target], options);
  return only ?? [];
}

type Answer = { target: Target; range: Range | null; byBuilding: Map<number, DayRow[]> };

/**
 * `dailyRows` of several targets, in their order, each in its own range (or all time). Targets
 * of one group kind (a site's floors, a building's leases) are read in one statement over the
 * span of their ranges: the group ids and data sources pick each target's rows.
 */
export async function dailyRowsOf(
  db: Db,
  targets: readonly Target[],
  options: DailyRowsOptions = {},
): Promise<BuildingDays[][]> {
  const answers: Answer[] = targets.map((target) => ({
    target,
    range: rangeOf(target),
    byBuilding: new Map<number, DayRow[]>(target.buildings.map((b) => [b.buildingId, []])),
  }));
  const byKind = new Map<string, Answer[]>();
  for (const answer of answers)
    if (options.allTime || answer.range) append(byKind, answer.target.groupKind, answer);
  for (const together of byKind.values()) await readTogether(db, together, options);
  return answers.map(({ byBuilding }) =>
    [...byBuilding].map(([buildingId, rows]) => ({ buildingId, rows })),
  );
}

async function readTogether(
  db: Db,
  answers: Answer[],
  { allTime = false, withPeakAt = false }: DailyRowsOptions,
): Promise<void> {
  const [first] = answers;
  if (!first) return;
  // Where a group's rows from a source go: the list (and range) of each target asking for both
  // (a source belongs to one building).
  const into = new Map<string, { rows: DayRow[]; range: Range | null }[]>();
  /** The rollup keys asked: each group with each source of its building, once. */
  const keys: [group: number, source: number][] = [];
  for (const { target, range, byBuilding } of answers)
    for (const b of target.buildings) {
      const rows = byBuilding.get(b.buildingId);
      const group = target.groupId(b.buildingId);
      for (const source of b.dataSourceIds) {
        if (!rows) continue;
        const key = `${String(group)} ${String(source)}`;
        if (!into.has(key)) keys.push([group, source]);
        append(into, key, { rows, range: allTime ? null : range });
      }
    }
  if (keys.length === 0) return;
  const buildings = answers.flatMap((a) => a.target.buildings);
  const ranges = answers.flatMap((a) => a.range ?? []);
  const span = allTime
    ? null
    : {
        startDate: ranges.map((r) => r.startDate).sort()[0],
        endDate: ranges
          .map((r) => r.endDate)
          .sort()
          .at(-1),
      };
  // The peak's local time: in the one zone of the buildings, else each building's own.
  const zones = [...new Set(buildings.map((b) => b.timeZone))];
  const [zone] = zones;
  const peakAt = !withPeakAt ? null : zones.length === 1 && zone ? { zone } : 'own';
  const rows = await runPrepared<{
    group_id: Numeric;
    date: string;
    data_source_id: Numeric;
    peak: Numeric;
    working_average: Numeric | null;
    has_backfill: boolean;
    peak_at?: string;
  }>(db, dailyStatement(first.target.groupKind, keys, span, peakAt));
  // One group from one source (a building's, a lease's call): every row goes to the same lists.
  const [only] = into.size === 1 ? into.values() : [];
  for (const r of rows) {
    const lists = only ?? into.get(`${String(r.group_id)} ${String(r.data_source_id)}`);
    if (!lists) continue;
    const row: DayRow = {
      date: r.date,
      dataSourceId: Number(r.data_source_id),
      peak: Number(r.peak),
      workingAverage: r.working_average === null ? null : Number(r.working_average),
      hasBackfill: r.has_backfill,
      peakAt: r.peak_at ?? null,
    };
    for (const { rows: list, range } of lists)
      if (!range || (r.date >= range.startDate && r.date <= range.endDate)) list.push(row);
  }
}

/**
 * The statement of `readTogether`, written by hand: building it with Drizzle took about 0.05 ms
 * of every request of a building's calls. Its text depends only on the shape (one group or
 * several, a range or all time, which peak time), so it stays one prepared statement per shape.
 */
function dailyStatement(
  kind: string,
  keys: readonly (readonly [group: number, source: number])[],
  span: { startDate: string | undefined; endDate: string | undefined } | null,
  peakAt: { zone: string } | 'own' | null,
): BuiltQuery {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${String(params.length)}`;
  };
  const peakAtColumn =
    peakAt === null
      ? ''
      : peakAt === 'own'
        ? `, to_char(d.peak_at at time zone (select b.time_zone from buildings b where b.id = d.building_id), 'HH24:MI') as peak_at`
        : `, to_char(d.peak_at at time zone ${param(peakAt.zone)}, 'HH24:MI') as peak_at`;
  const groupIds = [...new Set(keys.map(([group]) => group))];
  const [onlyGroup] = groupIds;
  const sourceIds = intArrayText(keys.map(([, source]) => source));
  // One group (a building's, a lease's call): its id as a value (anyId explains why) and its
  // building's sources as one array. Several: the rows of each (group, source) key, one search of
  // the unique index each; two lists of groups and sources made PostgreSQL's generic plan search
  // every group with every source (a network of 44 buildings: 1,936 searches for 44 keys).
  const one = groupIds.length === 1 && onlyGroup !== undefined;
  const from = one
    ? 'occupancy_group_daily d'
    : `unnest(${param(intArrayText(keys.map(([group]) => group)))}::int[],
        ${param(sourceIds)}::int[]) as k(group_id, data_source_id)
      join occupancy_group_daily d on d.data_source_id = k.data_source_id and d.group_id = k.group_id`;
  const conditions = [
    `d.group_kind = ${param(kind)}`,
    ...(one
      ? [
          `d.group_id = ${param(onlyGroup)}::int`,
          `d.data_source_id = any(${param(sourceIds)}::int[])`,
        ]
      : []),
    ...(span
      ? [`d.date between ${param(span.startDate)}::date and ${param(span.endDate)}::date`]
      : []),
  ];
  return {
    sql: `select d.group_id, to_char(d.date, 'YYYY-MM-DD') as date, d.data_source_id, d.peak, d.working_average, d.has_backfill${peakAtColumn}
    from ${from}
    where ${conditions.join(' and ')}
    order by d.date, d.data_source_id`,
    params,
  };
}

export type DayPeak = { date: string; peak: number };

/**
 * Daily peaks of the target: per building, the highest of its data sources' peaks that day
 * (sources count the same people, so they are never added); across buildings, added.
 */
export function dailyPeaks(perBuilding: { rows: readonly DayPeak[] }[]): DayPeak[] {
  const only = perBuilding.length === 1 ? perBuilding[0] : undefined;
  const linear = only && peaksInDateOrder(only.rows);
  if (linear) return linear;
  const total = new Map<string, number>();
  for (const { rows } of perBuilding) {
    const best = new Map<string, number>();
    for (const r of rows) best.set(r.date, Math.max(best.get(r.date) ?? 0, r.peak));
    for (const [date, peak] of best) total.set(date, (total.get(date) ?? 0) + peak);
  }
  return [...total]
    .map(([date, peak]) => ({ date, peak }))
    .sort((a, b) => compareIso(a.date, b.date));
}

/**
 * One building's daily peaks in one pass, when its rows come in date order (as the readers
 * order them): a year of a dozen leases is thousands of rows per call. Null when they do not.
 */
function peaksInDateOrder(rows: readonly DayPeak[]): DayPeak[] | null {
  const days: DayPeak[] = [];
  let last: DayPeak | undefined;
  for (const r of rows) {
    if (last?.date === r.date) last.peak = Math.max(last.peak, r.peak);
    else if (!last || last.date < r.date) {
      last = { date: r.date, peak: Math.max(0, r.peak) };
      days.push(last);
    } else return null;
  }
  return days;
}

/**
 * Hourly peaks per space of a floor on one local day, in time order: on the day clocks go back
 * the repeated local hour comes twice.
 */
export async function floorHours(
  db: Db,
  floorId: number,
  dataSourceIds: number[],
  date: string,
  timeZone: string,
) {
  if (dataSourceIds.length === 0) return [];
  const rows = await readPrepared<{ space_id: Numeric; start: string; occupancy: Numeric }>(
    db,
    sql`
    select h.space_id, to_char(h.hour at time zone ${timeZone}, 'HH24:MI') as start, max(h.peak) as occupancy
    from occupancy_space_hourly h join spaces s on s.id = h.space_id
    where s.floor_id = ${floorId} and h.data_source_id = any(${intArray(dataSourceIds)})
      and h.date = ${date}::date
    group by h.space_id, h.hour order by h.space_id, h.hour`,
  );
  return rows.map((r) => ({
    spaceId: Number(r.space_id),
    start: r.start,
    occupancy: Number(r.occupancy),
  }));
}
