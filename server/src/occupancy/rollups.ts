// Rollups maintained on write. For each data source whose readings changed, the local days they
// touch are worked out again from the day's packed readings (derive.ts) and replace the stored
// ones: idempotent, so the same readings arriving twice leave the same figures.
import { sql } from 'drizzle-orm';
import type { Db } from '../resources/resource-table.ts';
import { deriveRollups, type Hours, type Layout, type Rollups } from './derive.ts';
import { localClock, type LocalClock } from './local-clock.ts';
import { dayKey, type ReadingDay } from './packing.ts';
import { insertRows } from './packed-sql.ts';

/** Advisory-lock class of rollup writes; the key is the building. */
const ROLLUP_LOCK = 7301;

/** Waits for other writers of the building's readings and rollups; held until the transaction ends. */
export async function lockBuildingRollups(db: Db, buildingId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK}, ${buildingId})`);
}

/** What rollups of a building depend on besides its readings. */
export type BuildingFrame = {
  buildingId: number;
  timeZone: string;
  hours: Hours;
  layout: Layout;
  clock: LocalClock;
};

const msOfTime = (text: string) => {
  const [h = 0, m = 0] = text.split(':').map(Number);
  return (h * 60 + m) * 60_000;
};

export async function buildingFrame(db: Db, buildingId: number): Promise<BuildingFrame> {
  const { rows } = await db.execute<{
    time_zone: string;
    working_hours: { start: string; end: string; days: number[] };
  }>(sql`select time_zone, working_hours from buildings where id = ${buildingId}`);
  const building = rows[0];
  if (!building) throw new Error(`Building ${buildingId} does not exist`);
  const { rows: spaceRows } = await db.execute<{
    id: number;
    floor_id: number;
    leases: number[];
  }>(sql`
    select s.id, s.floor_id,
      coalesce(array_agg(es.encumbrance_id) filter (where es.encumbrance_id is not null), '{}') as leases
    from spaces s join floors f on f.id = s.floor_id
      left join encumbrance_spaces es on es.space_id = s.id
    where f.building_id = ${buildingId}
    group by s.id, s.floor_id`);
  const { start, end, days } = building.working_hours;
  return {
    buildingId,
    timeZone: building.time_zone,
    hours: { start: msOfTime(start), end: end === '24:00' ? null : msOfTime(end), days },
    layout: {
      floorOf: new Map(spaceRows.map((s) => [s.id, s.floor_id])),
      leasesOf: new Map(spaceRows.map((s) => [s.id, s.leases])),
    },
    clock: localClock(building.time_zone),
  };
}

/** The stored day rows of a data source on the given local days, by `dayKey`. */
export async function storedDays(
  db: Db,
  dataSourceId: number,
  dates: readonly string[],
): Promise<Map<string, ReadingDay>> {
  const days = new Map<string, ReadingDay>();
  if (dates.length === 0) return days;
  const { rows } = await db.execute<{
    space_id: number | null;
    date: string;
    offsets: number[];
    counts: number[];
    backfilled: boolean[] | null;
  }>(sql`select space_id, to_char(date, 'YYYY-MM-DD') as date, offsets, counts, backfilled
    from occupancy_reading_days where data_source_id = ${dataSourceId} and date = any(${`{${dates.join(',')}}`}::date[])`);
  for (const r of rows) {
    const spaceId = r.space_id;
    days.set(dayKey(spaceId, r.date), {
      spaceId,
      date: r.date,
      offsets: r.offsets,
      counts: r.counts,
      backfilled: r.backfilled,
    });
  }
  return days;
}

/** Replaces the rollups of a data source on the given days with those of `days` (all the days' readings). */
export async function replaceRollups(
  db: Db,
  frame: BuildingFrame,
  dataSourceId: number,
  dates: readonly string[],
  days: readonly ReadingDay[],
): Promise<void> {
  const rollups = deriveRollups(days, frame.buildingId, frame.layout, frame.hours, frame.clock);
  const onDates = sql`data_source_id = ${dataSourceId} and building_id = ${frame.buildingId}
    and date = any(${`{${dates.join(',')}}`}::date[])`;
  for (const table of [
    'occupancy_space_hour_days',
    'occupancy_group_hour_days',
    'occupancy_group_daily',
  ])
    await db.execute(sql`delete from ${sql.identifier(table)} where ${onDates}`);
  await writeRollups(db, frame.buildingId, dataSourceId, rollups);
}

async function writeRollups(
  db: Db,
  buildingId: number,
  dataSourceId: number,
  rollups: Rollups,
): Promise<void> {
  const { spaceHours, groupHours, groupDays } = rollups;
  const same = (n: number, value: number) => Array<number>(n).fill(value);
  if (spaceHours.length)
    await db.execute(
      insertRows('occupancy_space_hour_days', [
        { name: 'data_source_id', type: 'int', values: same(spaceHours.length, dataSourceId) },
        { name: 'building_id', type: 'int', values: same(spaceHours.length, buildingId) },
        { name: 'space_id', type: 'int', values: spaceHours.map((h) => h.spaceId) },
        { name: 'date', type: 'date', values: spaceHours.map((h) => h.date) },
        { name: 'offsets', type: 'int[]', values: spaceHours.map((h) => h.offsets) },
        { name: 'peaks', type: 'int[]', values: spaceHours.map((h) => h.peaks) },
        { name: 'averages', type: 'float8[]', values: spaceHours.map((h) => h.averages) },
        { name: 'samples', type: 'int[]', values: spaceHours.map((h) => h.samples) },
      ]),
    );
  if (groupHours.length)
    await db.execute(
      insertRows('occupancy_group_hour_days', [
        { name: 'data_source_id', type: 'int', values: same(groupHours.length, dataSourceId) },
        { name: 'group_kind', type: 'text', values: groupHours.map((h) => h.kind) },
        { name: 'group_id', type: 'int', values: groupHours.map((h) => h.groupId) },
        { name: 'building_id', type: 'int', values: same(groupHours.length, buildingId) },
        { name: 'date', type: 'date', values: groupHours.map((h) => h.date) },
        { name: 'offsets', type: 'int[]', values: groupHours.map((h) => h.offsets) },
        { name: 'peaks', type: 'int[]', values: groupHours.map((h) => h.peaks) },
        { name: 'averages', type: 'float8[]', values: groupHours.map((h) => h.averages) },
      ]),
    );
  if (groupDays.length)
    await db.execute(
      insertRows('occupancy_group_daily', [
        { name: 'data_source_id', type: 'int', values: same(groupDays.length, dataSourceId) },
        { name: 'group_kind', type: 'text', values: groupDays.map((d) => d.kind) },
        { name: 'group_id', type: 'int', values: groupDays.map((d) => d.groupId) },
        { name: 'building_id', type: 'int', values: same(groupDays.length, buildingId) },
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
      ]),
    );
}

/** Writes changed day rows of a data source's readings, replacing the stored ones. */
export async function writeReadingDays(
  db: Db,
  buildingId: number,
  dataSourceId: number,
  days: readonly ReadingDay[],
): Promise<void> {
  if (days.length === 0) return;
  const same = (value: number) => Array<number>(days.length).fill(value);
  await db.execute(sql`${insertRows('occupancy_reading_days', [
    { name: 'data_source_id', type: 'int', values: same(dataSourceId) },
    { name: 'building_id', type: 'int', values: same(buildingId) },
    { name: 'space_id', type: 'int', values: days.map((d) => d.spaceId) },
    { name: 'date', type: 'date', values: days.map((d) => d.date) },
    { name: 'offsets', type: 'int[]', values: days.map((d) => d.offsets) },
    { name: 'counts', type: 'int[]', values: days.map((d) => d.counts) },
    { name: 'backfilled', type: 'bool[]', values: days.map((d) => d.backfilled) },
  ])} on conflict (data_source_id, space_id, date) do update
    set offsets = excluded.offsets, counts = excluded.counts, backfilled = excluded.backfilled`);
}
