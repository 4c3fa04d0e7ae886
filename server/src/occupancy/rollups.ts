// Rollups maintained on write. For each data source whose readings changed, the local days they
// touch are worked out again from the day's packed readings (derive.ts) and replace the stored
// ones: idempotent, so the same readings arriving twice leave the same figures.
import { sql, type SQL } from 'drizzle-orm';
import { minutesOfDay } from '@atrium/contract';
import type { Db } from '../resources/resource-table.ts';
import { ConflictError } from '../http/errors.ts';
import { deriveRollups, type RollupFrame, type Rollups } from './derive.ts';
import { localClock } from './local-clock.ts';
import { dayKey, type ReadingDay } from './packing.ts';
import { writeRows } from './packed-sql.ts';
import { append } from '../resources/relations.ts';
import { intArray } from '../db/any-id.ts';

/** Advisory-lock class of rollup writes; the key is the building. */
const ROLLUP_LOCK = 7301;

/** Waits for other writers of the building's readings and rollups; held until the transaction ends. */
export async function lockBuildingRollups(db: Db, buildingId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK}, ${buildingId})`);
}

/** What rollups of a building depend on besides its readings, and its time zone. */
export type BuildingFrame = RollupFrame & { timeZone: string };

const msOfTime = (time: string) => minutesOfDay(time) * 60_000;

export async function buildingFrame(db: Db, buildingId: number): Promise<BuildingFrame> {
  // One statement: the building's zone and hours, each space's floor, leases and operator, and
  // each active lease's tenant and parent.
  const { rows } = await db.execute<{
    time_zone: string;
    working_hours: { start: string; end: string; days: number[] };
    spaces: [number, number, number[], number | null][];
    active_leases: [number, number, number | null][];
  }>(sql`select b.time_zone, b.working_hours, coalesce((
      select json_agg(json_build_array(s.id, s.floor_id, array(
        select es.encumbrance_id from encumbrance_spaces es where es.space_id = s.id),
        f.operator_organization_id))
      from spaces s join floors f on f.id = s.floor_id where f.building_id = b.id), '[]') as spaces,
      coalesce((select json_agg(json_build_array(e.id, e.organization_id, e.parent_id))
        from encumbrances e where e.building_id = b.id and e.status = 'ACTIVE'), '[]') as active_leases
    from buildings b where b.id = ${buildingId}`);
  const building = rows[0];
  if (!building) throw new Error(`Building ${buildingId} does not exist`);
  const { start, end, days } = building.working_hours;
  const tenantOf = new Map(
    building.active_leases.map(([id, organizationId]) => [id, organizationId]),
  );
  return {
    buildingId,
    timeZone: building.time_zone,
    hours: { start: msOfTime(start), end: msOfTime(end), days },
    layout: {
      floorOf: new Map(building.spaces.map(([id, floorId]) => [id, floorId])),
      leasesOf: new Map(building.spaces.map(([id, , leases]) => [id, leases])),
      operatorOf: new Map(
        building.spaces.flatMap(([id, , , operator]) =>
          operator === null ? [] : [[id, operator]],
        ),
      ),
      occupiersOf: new Map(
        building.spaces.flatMap(([id, , leases]) => {
          const occupiers = [...new Set(leases.flatMap((lease) => tenantOf.get(lease) ?? []))];
          return occupiers.length === 0 ? [] : [[id, occupiers]];
        }),
      ),
      keptBy: keptSpaces(
        building.spaces.map(([id, , leases]) => [id, leases]),
        building.active_leases,
      ),
    },
    clock: localClock(building.time_zone),
  };
}

/**
 * Which active subleased leases keep each space: a lease with ACTIVE subleases keeps its spaces
 * that none of them holds (docs/metrics.md, "Occupancy of a subleased lease"). A lease whose
 * subleases hold none of its spaces, or all of them, keeps no group of its own.
 */
export function keptSpaces(
  spaces: readonly (readonly [id: number, leases: readonly number[]])[],
  activeLeases: readonly (readonly [id: number, organizationId: number, parentId: number | null])[],
): Map<number, number[]> {
  const active = new Set(activeLeases.map(([id]) => id));
  const parentOf = new Map(activeLeases.map(([id, , parentId]) => [id, parentId]));
  // Per active parent: its spaces, and those its active subleases took.
  const held = new Map<number, number[]>();
  const taken = new Map<number, Set<number>>();
  for (const [space, leases] of spaces)
    for (const lease of leases) {
      if (active.has(lease)) append(held, lease, space);
      const parent = parentOf.get(lease);
      if (parent != null && active.has(parent))
        taken.set(parent, (taken.get(parent) ?? new Set()).add(space));
    }
  const keptBy = new Map<number, number[]>();
  for (const [lease, took] of taken) {
    const own = held.get(lease) ?? [];
    const kept = own.filter((space) => !took.has(space));
    if (kept.length === 0 || kept.length === own.length) continue;
    for (const space of kept) append(keptBy, space, lease);
  }
  return keptBy;
}

/** `'{2026-03-02,…}'::date[]`: a list of dates as one parameter. */
export const dateArray = (dates: readonly string[]): SQL => sql`${`{${dates.join(',')}}`}::date[]`;

/** The same value for each of `n` rows. */
const repeat = (n: number, value: number): number[] => Array<number>(n).fill(value);

/**
 * The stored day rows of a data source on the given local days, by `dayKey`. A row of another
 * building than `buildingId` (the data source was moved since) is a ConflictError: merged, its
 * readings would count in the new building, and its rollups meet the new ones.
 */
export async function storedDays(
  db: Db,
  dataSourceId: number,
  buildingId: number,
  dates: readonly string[],
  /** Only these spaces' days (null: the building-level counter); all when left out. */
  spaceIds?: readonly (number | null)[],
): Promise<Map<string, ReadingDay>> {
  const days = new Map<string, ReadingDay>();
  if (dates.length === 0 || spaceIds?.length === 0) return days;
  const ofSpaces = spaceIds
    ? sql`and (space_id = any(${intArray(spaceIds.filter((id) => id !== null))})${
        spaceIds.includes(null) ? sql` or space_id is null` : sql``
      })`
    : sql``;
  const { rows } = await db.execute<{
    building_id: number;
    space_id: number | null;
    date: string;
    offsets: number[];
    counts: number[];
    backfilled: boolean[] | null;
  }>(sql`select building_id, space_id, to_char(date, 'YYYY-MM-DD') as date, offsets, counts, backfilled
    from occupancy_reading_days where data_source_id = ${dataSourceId} and date = any(${dateArray(dates)}) ${ofSpaces}`);
  for (const r of rows) {
    if (r.building_id !== buildingId)
      throw new ConflictError(
        `Data source ${dataSourceId} has readings of another building (${r.building_id}) on ${r.date}: it belongs to building ${buildingId} now, and a reading stays with the building it was sent for.`,
      );
    days.set(dayKey(r.space_id, r.date), {
      spaceId: r.space_id,
      date: r.date,
      offsets: r.offsets,
      counts: r.counts,
      backfilled: r.backfilled,
    });
  }
  return days;
}

/** PostgreSQL's largest int: the type of the stored counts and of the rollups' peaks. */
export const MAX_STORED_INT = 2_147_483_647;

/** A data source's readings add up, at one instant, to more people than a peak can store. */
export class SumTooLargeError extends Error {
  readonly buildingId: number;
  readonly dataSourceId: number;
  /** The instant of that sum, the first of its day to reach it (ms). */
  readonly at: number;
  readonly sum: number;
  constructor(buildingId: number, dataSourceId: number, at: number, sum: number) {
    super(
      `At ${new Date(at).toISOString()} the readings of data source ${dataSourceId} in building ${buildingId} add up to ${sum} people, more than the ${MAX_STORED_INT} that can be stored`,
    );
    this.buildingId = buildingId;
    this.dataSourceId = dataSourceId;
    this.at = at;
    this.sum = sum;
  }
}

/**
 * Replaces the rollups of a data source on the given days with those of `days` (all the days'
 * readings). Rollups exist only for days with stored readings: `storedDates` are the days whose
 * old rollups are removed first. A simultaneous sum too large to store is a SumTooLargeError.
 */
export async function replaceRollups(
  db: Db,
  frame: BuildingFrame,
  dataSourceId: number,
  storedDates: readonly string[],
  days: readonly ReadingDay[],
): Promise<void> {
  const rollups = deriveRollups(days, frame);
  // A reading is at most MAX_READING_COUNT (ingest.ts), but a building with enough spaces can
  // add up past an int. A day's peak is its largest sum, and the building's the largest of all
  // (every group is some of its spaces); checking each group's costs as little.
  for (const day of rollups.groupDays)
    if (day.peak > MAX_STORED_INT)
      throw new SumTooLargeError(frame.buildingId, dataSourceId, day.peakAt, day.peak);
  // The spaces whose last day with data may move: those with readings now, and those that had
  // rollups on the days replaced.
  const touched = new Set(days.flatMap((d) => (d.spaceId === null ? [] : [d.spaceId])));
  if (storedDates.length) {
    const { rows } = await db.execute<{ space_id: number }>(sql`
      select distinct space_id from occupancy_space_hour_days
      where data_source_id = ${dataSourceId} and building_id = ${frame.buildingId}
        and date = any(${dateArray(storedDates)})`);
    for (const row of rows) touched.add(row.space_id);
  }
  if (storedDates.length)
    for (const table of [
      'occupancy_space_hour_days',
      'occupancy_group_hour_days',
      'occupancy_group_daily',
    ])
      await db.execute(sql`delete from ${sql.identifier(table)}
        where data_source_id = ${dataSourceId} and building_id = ${frame.buildingId}
          and date = any(${dateArray(storedDates)})`);
  await writeRollups(db, frame.buildingId, dataSourceId, rollups);
  await refreshMonths(db, frame.buildingId, dataSourceId, [
    ...storedDates,
    ...rollups.groupDays.map((d) => d.date),
  ]);
  await refreshLastDays(db, frame.buildingId, dataSourceId, [...touched]);
}

/**
 * Keeps the spaces' last day with data from the source (`occupancy_space_last_days`) as their
 * hourly rollups now are: a space without any left loses its row.
 */
export async function refreshLastDays(
  db: Db,
  buildingId: number,
  dataSourceId: number,
  spaceIds: readonly number[],
): Promise<void> {
  if (spaceIds.length === 0) return;
  // Each space's last day is one search of the hourly rollups' primary key (backward); one
  // statement drops the rows of spaces left without any and writes the others.
  await db.execute(sql`with fresh as (
      select u.id, l.last from unnest(${intArray([...spaceIds])}) as u(id)
      cross join lateral (select max(h.date) as last from occupancy_space_hour_days h
        where h.data_source_id = ${dataSourceId} and h.space_id = u.id) l),
    gone as (delete from occupancy_space_last_days d using fresh f
      where d.data_source_id = ${dataSourceId} and d.space_id = f.id and f.last is null)
    insert into occupancy_space_last_days (data_source_id, space_id, building_id, last_date)
    select ${dataSourceId}, id, ${buildingId}, last from fresh where last is not null
    on conflict (data_source_id, space_id)
      do update set building_id = excluded.building_id, last_date = excluded.last_date`);
}

/** Per ISO weekday 1…7: `each(i)`, as an array's items. */
const perWeekday = (each: (weekday: number) => string) =>
  [1, 2, 3, 4, 5, 6, 7].map(each).join(', ');

/** A monthly rollup's key, and the figures derived again from its days. */
const MONTH_KEY = 'data_source_id, group_kind, group_id, month';
const MONTH_FIGURES = [
  'building_id',
  'first_date',
  'last_date',
  'days',
  'peak',
  'peak_date',
  'weekday_totals',
  'weekday_days',
];

/**
 * The monthly rollups (`occupancy_group_monthly`) of the daily rollups that `where` selects
 * (a condition on `occupancy_group_daily d`), written over the stored ones: migration 0017
 * derived the first ones with the same select.
 */
const upsertMonths = (where: SQL) => sql`
  insert into occupancy_group_monthly (${sql.raw(`${MONTH_KEY}, ${MONTH_FIGURES.join(', ')}`)})
  select data_source_id, group_kind, group_id, month, building_id, min(date), max(date),
    count(*)::int, max(p), (array_agg(date order by p desc, date))[1],
    array[${sql.raw(perWeekday((i) => `coalesce(sum(p) filter (where dow = ${String(i)}), 0)`))}]::bigint[],
    array[${sql.raw(perWeekday((i) => `(count(*) filter (where dow = ${String(i)}))::int`))}]
  from (select d.data_source_id, d.group_kind, d.group_id, d.building_id, d.date,
      greatest(0, d.peak) as p, extract(isodow from d.date)::int as dow,
      date_trunc('month', d.date)::date as month
    from occupancy_group_daily d where ${where}) x
  group by data_source_id, group_kind, group_id, building_id, month
  on conflict (${sql.raw(MONTH_KEY)}) do update set
    ${sql.raw(MONTH_FIGURES.map((column) => `${column} = excluded.${column}`).join(', '))}`;

/**
 * Derives again the monthly rollups of a data source's months that hold any of `dates` from its
 * daily rollups as they now are: every write of daily rollups ends here (an import, a deletion
 * of readings, a re-derivation), so that no month is left as it was before a day changed.
 */
export async function refreshMonths(
  db: Db,
  buildingId: number,
  dataSourceId: number,
  dates: readonly string[],
): Promise<void> {
  const months = [...new Set(dates.map((date) => `${date.slice(0, 7)}-01`))].sort();
  const first = months[0];
  const last = months.at(-1);
  if (first === undefined || last === undefined) return;
  // One statement: the months as derived now, over the stored rows, and the stored months of
  // groups left without a day in them removed.
  await db.execute(sql`with fresh as (${upsertMonths(sql`d.data_source_id = ${dataSourceId}
      and d.building_id = ${buildingId}
      and d.date >= ${first}::date and d.date < (${last}::date + interval '1 month')
      and date_trunc('month', d.date)::date = any(${dateArray(months)})`)}
    returning group_kind, group_id, month)
    delete from occupancy_group_monthly m
    where m.data_source_id = ${dataSourceId} and m.building_id = ${buildingId}
      and m.month = any(${dateArray(months)})
      and not exists (select 1 from fresh f
        where f.group_kind = m.group_kind and f.group_id = m.group_id and f.month = m.month)`);
}

async function writeRollups(
  db: Db,
  buildingId: number,
  dataSourceId: number,
  rollups: Rollups,
): Promise<void> {
  const { spaceHours, groupHours, groupDays } = rollups;
  await writeRows(db, 'occupancy_space_hour_days', [
    { name: 'data_source_id', type: 'int', values: repeat(spaceHours.length, dataSourceId) },
    { name: 'building_id', type: 'int', values: repeat(spaceHours.length, buildingId) },
    { name: 'space_id', type: 'int', values: spaceHours.map((h) => h.spaceId) },
    { name: 'date', type: 'date', values: spaceHours.map((h) => h.date) },
    { name: 'offsets', type: 'int[]', values: spaceHours.map((h) => h.offsets) },
    { name: 'peaks', type: 'int[]', values: spaceHours.map((h) => h.peaks) },
    { name: 'averages', type: 'float8[]', values: spaceHours.map((h) => h.averages) },
    { name: 'samples', type: 'int[]', values: spaceHours.map((h) => h.samples) },
  ]);
  await writeRows(db, 'occupancy_group_hour_days', [
    { name: 'data_source_id', type: 'int', values: repeat(groupHours.length, dataSourceId) },
    { name: 'group_kind', type: 'text', values: groupHours.map((h) => h.kind) },
    { name: 'group_id', type: 'int', values: groupHours.map((h) => h.groupId) },
    { name: 'building_id', type: 'int', values: repeat(groupHours.length, buildingId) },
    { name: 'date', type: 'date', values: groupHours.map((h) => h.date) },
    { name: 'offsets', type: 'int[]', values: groupHours.map((h) => h.offsets) },
    { name: 'peaks', type: 'int[]', values: groupHours.map((h) => h.peaks) },
    { name: 'averages', type: 'float8[]', values: groupHours.map((h) => h.averages) },
  ]);
  await writeRows(db, 'occupancy_group_daily', [
    { name: 'data_source_id', type: 'int', values: repeat(groupDays.length, dataSourceId) },
    { name: 'group_kind', type: 'text', values: groupDays.map((d) => d.kind) },
    { name: 'group_id', type: 'int', values: groupDays.map((d) => d.groupId) },
    { name: 'building_id', type: 'int', values: repeat(groupDays.length, buildingId) },
    { name: 'date', type: 'date', values: groupDays.map((d) => d.date) },
    { name: 'peak', type: 'int', values: groupDays.map((d) => d.peak) },
    {
      name: 'peak_at',
      type: 'timestamptz',
      values: groupDays.map((d) => new Date(d.peakAt).toISOString()),
    },
    { name: 'working_average', type: 'float8', values: groupDays.map((d) => d.workingAverage) },
    { name: 'samples', type: 'int', values: groupDays.map((d) => d.samples) },
    { name: 'has_backfill', type: 'bool', values: groupDays.map((d) => d.hasBackfill) },
  ]);
}

/** Writes changed day rows of a data source's readings; `replaced` are those stored before. */
export async function writeReadingDays(
  db: Db,
  buildingId: number,
  dataSourceId: number,
  days: readonly ReadingDay[],
  replaced: readonly ReadingDay[],
): Promise<void> {
  if (replaced.length) {
    const dates = dateArray(replaced.map((d) => d.date));
    // Space ids with NULL for a building counter, which intArray does not take.
    const spaceIds = `{${replaced.map((d) => d.spaceId ?? 'NULL').join(',')}}`;
    await db.execute(sql`delete from occupancy_reading_days r
      using unnest(${spaceIds}::int[], ${dates}) as k(space_id, date)
      where r.data_source_id = ${dataSourceId} and r.date = any(${dates})
        and r.date = k.date and r.space_id is not distinct from k.space_id`);
  }
  const same = (value: number) => repeat(days.length, value);
  await writeRows(db, 'occupancy_reading_days', [
    { name: 'data_source_id', type: 'int', values: same(dataSourceId) },
    { name: 'building_id', type: 'int', values: same(buildingId) },
    { name: 'space_id', type: 'int', values: days.map((d) => d.spaceId) },
    { name: 'date', type: 'date', values: days.map((d) => d.date) },
    { name: 'offsets', type: 'int[]', values: days.map((d) => d.offsets) },
    { name: 'counts', type: 'int[]', values: days.map((d) => d.counts) },
    { name: 'backfilled', type: 'bool[]', values: days.map((d) => d.backfilled) },
  ]);
}
