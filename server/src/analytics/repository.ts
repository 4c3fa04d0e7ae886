// Reading the rollups; every statistic is computed from these, never from raw readings.
import { sql } from 'drizzle-orm';
import { intArray } from '../db/any-id.ts';
import { readPrepared } from '../db/prepared.ts';
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
};

type BuildingDays = { buildingId: number; rows: DayRow[] };

/** The group's daily figures per data source in the target's range, for every building. */
export async function dailyRows(db: Db, target: Target): Promise<BuildingDays[]> {
  const [only] = await dailyRowsOf(db, [target]);
  return only ?? [];
}

/**
 * `dailyRows` of several targets, in their order. Targets of one kind over one range (the floors
 * of a site) are read in one statement: a data source belongs to one building, so the group ids
 * and sources pick each target's rows.
 */
export async function dailyRowsOf(db: Db, targets: readonly Target[]): Promise<BuildingDays[][]> {
  const answers = targets.map((t) => {
    const byBuilding = new Map<number, DayRow[]>(t.buildings.map((b) => [b.buildingId, []]));
    return { target: t, byBuilding };
  });
  const alike = new Map<string, typeof answers>();
  for (const answer of answers) {
    const { groupKind, startDate, endDate } = answer.target;
    if (startDate && endDate) append(alike, `${groupKind} ${startDate} ${endDate}`, answer);
  }
  for (const together of alike.values()) await readTogether(db, together);
  return answers.map(({ byBuilding }) =>
    [...byBuilding].map(([buildingId, rows]) => ({ buildingId, rows })),
  );
}

async function readTogether(
  db: Db,
  answers: { target: Target; byBuilding: Map<number, DayRow[]> }[],
): Promise<void> {
  const [first] = answers;
  if (!first?.target.startDate || !first.target.endDate) return;
  // Where a group's rows from a source go: the list of each target asking for both (a source
  // belongs to one building).
  const into = new Map<string, DayRow[][]>();
  for (const { target, byBuilding } of answers)
    for (const b of target.buildings) {
      const list = byBuilding.get(b.buildingId);
      for (const source of b.dataSourceIds)
        if (list) append(into, `${String(target.groupId(b.buildingId))} ${String(source)}`, list);
    }
  const sourceIds = [
    ...new Set(answers.flatMap((a) => a.target.buildings.flatMap((b) => b.dataSourceIds))),
  ];
  if (sourceIds.length === 0) return;
  const groupIds = [
    ...new Set(
      answers.flatMap(({ target }) => target.buildings.map((b) => target.groupId(b.buildingId))),
    ),
  ];
  const rows = await readPrepared<{
    group_id: Numeric;
    date: string;
    data_source_id: Numeric;
    peak: Numeric;
    working_average: Numeric | null;
    has_backfill: boolean;
  }>(
    db,
    sql`
    select group_id, to_char(date, 'YYYY-MM-DD') as date, data_source_id, peak, working_average, has_backfill
    from occupancy_group_daily
    where group_kind = ${first.target.groupKind} and group_id = any(${intArray(groupIds)})
      and data_source_id = any(${intArray(sourceIds)})
      and date between ${first.target.startDate}::date and ${first.target.endDate}::date
    order by date, data_source_id`,
  );
  for (const r of rows) {
    const lists = into.get(`${String(r.group_id)} ${String(r.data_source_id)}`);
    if (!lists) continue;
    const row: DayRow = {
      date: r.date,
      dataSourceId: Number(r.data_source_id),
      peak: Number(r.peak),
      workingAverage: r.working_average === null ? null : Number(r.working_average),
      hasBackfill: r.has_backfill,
    };
    for (const list of lists) list.push(row);
  }
}

type DayPeak = { date: string; peak: number };

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

/** Hourly peaks per space of a floor on one local day. */
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
    group by h.space_id, start order by h.space_id, start`,
  );
  return rows.map((r) => ({
    spaceId: Number(r.space_id),
    start: r.start,
    occupancy: Number(r.occupancy),
  }));
}
