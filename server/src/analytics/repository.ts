// A target's daily rollups (through the one reader, daily-rollups.ts) and a floor's hourly ones;
// every statistic is computed from rollups, never from raw readings.
import { sql } from 'drizzle-orm';
import { intArray } from '../db/any-id.ts';
import { readPrepared } from '../db/prepared.ts';
import {
  readDailyPeakTotals,
  readDailyRows,
  readDataDates,
  type DailyKey,
  type DailyRow,
} from './daily-rollups.ts';
import type { Db } from '../resources/resource-table.ts';
import type { Target } from './target.ts';
import { ALL, type TenantScope } from '../auth/scope.ts';
import { compareIso } from '@atrium/contract';
import { append } from '../resources/relations.ts';

/** pg answers int as number, bigint and numeric as string. */
type Numeric = number | string;

/** A group's day from one data source. */
export type DayRow = Omit<DailyRow, 'place'>;

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

const scopeKey = (scope: TenantScope) =>
  scope.kind === 'all' ? 'all' : `organization ${String(scope.organizationId)}`;

type Answer = { target: Target; range: Range | null; byBuilding: Map<number, DayRow[]> };

/**
 * `dailyRows` of several targets, in their order, each in its own range (or all time), read in
 * one statement over the span of their ranges: the rollup keys pick each target's rows.
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
  // One read per caller (in practice one: a request's targets share its scope).
  const read = answers.filter((answer) => options.allTime || answer.range);
  const byScope = new Map<string, Answer[]>();
  for (const answer of read) append(byScope, scopeKey(answer.target.scope), answer);
  for (const group of byScope.values()) await readTogether(db, group, options);
  return answers.map(({ byBuilding }) =>
    [...byBuilding].map(([buildingId, rows]) => ({ buildingId, rows })),
  );
}

async function readTogether(
  db: Db,
  answers: Answer[],
  { allTime = false, withPeakAt = false }: DailyRowsOptions,
): Promise<void> {
  // Where a place's rows from a source go: the list (and range) of each target asking for both
  // (a source belongs to one building). A place is a group (kind and id) asked once.
  const into = new Map<string, { rows: DayRow[]; range: Range | null }[]>();
  const places = new Map<string, number>();
  const keys: DailyKey[] = [];
  for (const { target, range, byBuilding } of answers)
    for (const b of target.buildings) {
      const rows = byBuilding.get(b.buildingId);
      if (!rows) continue;
      const kind = target.groupKind;
      const groupId = target.groupId(b.buildingId);
      const group = `${kind} ${String(groupId)}`;
      const place = places.get(group) ?? places.size;
      places.set(group, place);
      for (const dataSourceId of b.dataSourceIds) {
        const key = `${String(place)} ${String(dataSourceId)}`;
        if (!into.has(key)) keys.push({ kind, groupId, dataSourceId, place });
        append(into, key, { rows, range: allTime ? null : range });
      }
    }
  if (keys.length === 0) return;
  const buildings = answers.flatMap((a) => a.target.buildings);
  const ranges = answers.flatMap((a) => a.range ?? []);
  const startDate = ranges.map((r) => r.startDate).sort()[0];
  const endDate = ranges
    .map((r) => r.endDate)
    .sort()
    .at(-1);
  const span = allTime || !startDate || !endDate ? null : { startDate, endDate };
  // The peak's local time: in the one zone of the buildings, else each building's own.
  const zones = [...new Set(buildings.map((b) => b.timeZone))];
  const [zone] = zones;
  const peakAt = !withPeakAt ? null : zones.length === 1 && zone ? { zone } : 'own';
  const scope = answers[0]?.target.scope ?? ALL;
  const rows = await readDailyRows(db, scope, keys, span, peakAt);
  // One group from one source (a building's, a lease's call): every row goes to the same lists.
  const [only] = into.size === 1 ? into.values() : [];
  for (const { place, ...day } of rows) {
    const lists = only ?? into.get(`${String(place)} ${String(day.dataSourceId)}`);
    if (!lists) continue;
    for (const { rows: list, range } of lists)
      if (!range || (day.date >= range.startDate && day.date <= range.endDate)) list.push(day);
  }
}

export type DayPeak = { date: string; peak: number };

/** The rollup keys of targets' buildings and sources, each (target, building) its own place. */
function placeKeys(targets: readonly Target[]): { keys: DailyKey[]; targetOf: number[] } {
  const keys: DailyKey[] = [];
  const targetOf: number[] = [];
  targets.forEach((target, t) => {
    for (const b of target.buildings) {
      const place = targetOf.length;
      targetOf.push(t);
      for (const dataSourceId of b.dataSourceIds)
        keys.push({
          kind: target.groupKind,
          groupId: target.groupId(b.buildingId),
          dataSourceId,
          place,
        });
    }
  });
  return { keys, targetOf };
}

/**
 * For each list of targets (all in `scope`), `dailyPeaks` of each target over `range`, added
 * over the list (`sumDailyPeaks`), in date order: one statement, where the rows of its targets
 * would be one per target, source and day.
 */
export async function summedDailyPeaks(
  db: Db,
  scope: TenantScope,
  totals: readonly (readonly Target[])[],
  range: Range,
): Promise<DayPeak[][]> {
  const { keys, targetOf } = placeKeys(totals.flat());
  const totalOfTarget = totals.flatMap((list, total) => list.map(() => total));
  const rows = await readDailyPeakTotals(
    db,
    scope,
    keys,
    targetOf.map((t) => totalOfTarget[t] ?? -1),
    range,
  );
  const days: DayPeak[][] = totals.map(() => []);
  for (const r of rows) days[r.total]?.push({ date: r.date, peak: r.peak });
  return days;
}

/** The days with data of any of the targets, of all time, in date order. */
export async function datesOfAny(
  db: Db,
  scope: TenantScope,
  targets: readonly Target[],
): Promise<string[]> {
  const { keys } = placeKeys(targets);
  const all = keys.map((k) => ({ ...k, place: 0 }));
  return (await readDataDates(db, scope, all)).get(0) ?? [];
}

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
