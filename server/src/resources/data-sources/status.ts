// `/data-sources/get-status`: per data source and per sensor (a space, or the building counter),
// the last reading, the readings of the last day and week, the working days without data over
// the last 30 days, and a health state (contract/src/analytics/sensor-health.ts). Read from the
// packed readings through the (data source, space, date) index: the last day of each series,
// the dates of the last 30 days and the instants of the last 8.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  dayCoverage,
  DEFAULT_WORKING_HOURS,
  healthRank,
  localDate,
  sensorHealth,
  STATUS_GAP_DAYS,
  type DataSourceStatus,
  type DataSourceStatusResponse,
  type SensorStatus,
  type WorkingHours,
} from '@atrium/contract';
import type { z } from 'zod';
import type { ZDataSourceStatusRequestSchema } from '@atrium/contract';
import { anyId, intArray } from '../../db/any-id.ts';
import { buildings, dataSources } from '../../db/schema/index.ts';
import type { TenantScope } from '../../auth/scope.ts';
import { NotFoundError } from '../../http/errors.ts';
import type { Db } from '../resource-table.ts';
import { visibleDataSource } from '../visibility.ts';

type Request = z.output<typeof ZDataSourceStatusRequestSchema>;

const DAY_MS = 86_400_000;
/** `null` space ids as a key part. */
const seriesKey = (sourceId: number, spaceId: number | null) => `${sourceId}|${spaceId ?? ''}`;
/** The instant of a packed offset: ms since the date's UTC midnight. */
const instantOf = (date: string, offset: number) => Date.parse(`${date}T00:00:00Z`) + offset;

type SourceRow = {
  id: number;
  name: string;
  dataSystem: DataSourceStatus['dataSystem'];
  buildingId: number | null;
  building: string | null;
  timeZone: string | null;
  workingHours: WorkingHours | null;
};

/** One sensor's readings as far as the status needs them. */
type Series = {
  sourceId: number;
  spaceId: number | null;
  lastAt: number | null;
  lastDate: string | null;
  dates: Set<string>;
  lastDay: number;
  lastWeek: number;
};

async function visibleSources(db: Db, scope: TenantScope, request: Request): Promise<SourceRow[]> {
  const conditions: (SQL | undefined)[] = [visibleDataSource(db, scope)];
  if (request.dataSourceIds) conditions.push(anyId(dataSources.id, request.dataSourceIds));
  if (request.buildingId !== undefined)
    conditions.push(eq(dataSources.buildingId, request.buildingId));
  const rows = await db
    .select({
      id: dataSources.id,
      name: dataSources.name,
      dataSystem: dataSources.dataSystem,
      buildingId: dataSources.buildingId,
      building: buildings.name,
      timeZone: buildings.timeZone,
      workingHours: buildings.workingHours,
    })
    .from(dataSources)
    .leftJoin(buildings, eq(buildings.id, dataSources.buildingId))
    .where(and(...conditions))
    .orderBy(asc(dataSources.name), asc(dataSources.id));
  // Asked by id, every one must be the caller's to see.
  if (request.dataSourceIds && rows.length !== new Set(request.dataSourceIds).size)
    throw new NotFoundError();
  return rows;
}

async function readSeries(db: Db, sourceIds: number[], now: number): Promise<Series[]> {
  const ids = intArray(sourceIds);
  // A building's local day can be a day either side of UTC's: a day more at each end.
  const since = new Date(now - (STATUS_GAP_DAYS + 2) * DAY_MS).toISOString().slice(0, 10);
  const recent = new Date(now - 9 * DAY_MS).toISOString().slice(0, 10);
  const [last, dates, instants] = await Promise.all([
    db.execute<{ data_source_id: number; space_id: number | null; date: string; at: number }>(sql`
      with last as (select data_source_id, space_id, max(date) as date
        from occupancy_reading_days where data_source_id = any(${ids}) group by 1, 2)
      select l.data_source_id, l.space_id, to_char(l.date, 'YYYY-MM-DD') as date,
        r.offsets[array_length(r.offsets, 1)] as at
      from last l join occupancy_reading_days r on r.data_source_id = l.data_source_id
        and r.space_id is not distinct from l.space_id and r.date = l.date`),
    db.execute<{ data_source_id: number; space_id: number | null; date: string }>(sql`
      select data_source_id, space_id, to_char(date, 'YYYY-MM-DD') as date
      from occupancy_reading_days where data_source_id = any(${ids}) and date >= ${since}::date`),
    db.execute<{
      data_source_id: number;
      space_id: number | null;
      date: string;
      offsets: number[];
    }>(
      sql`select data_source_id, space_id, to_char(date, 'YYYY-MM-DD') as date, offsets
      from occupancy_reading_days where data_source_id = any(${ids}) and date >= ${recent}::date`,
    ),
  ]);
  const series = new Map<string, Series>();
  const seriesOf = (sourceId: number, spaceId: number | null): Series => {
    const key = seriesKey(sourceId, spaceId);
    let found = series.get(key);
    if (!found)
      series.set(
        key,
        (found = {
          sourceId,
          spaceId,
          lastAt: null,
          lastDate: null,
          dates: new Set(),
          lastDay: 0,
          lastWeek: 0,
        }),
      );
    return found;
  };
  for (const r of last.rows) {
    const s = seriesOf(r.data_source_id, r.space_id);
    s.lastDate = r.date;
    s.lastAt = instantOf(r.date, r.at);
  }
  for (const r of dates.rows) seriesOf(r.data_source_id, r.space_id).dates.add(r.date);
  for (const r of instants.rows) {
    const s = seriesOf(r.data_source_id, r.space_id);
    const midnight = Date.parse(`${r.date}T00:00:00Z`);
    for (const offset of r.offsets) {
      const age = now - (midnight + offset);
      if (age < 0) continue;
      if (age <= 7 * DAY_MS) s.lastWeek += 1;
      if (age <= DAY_MS) s.lastDay += 1;
    }
  }
  return [...series.values()];
}

async function spaceNames(
  db: Db,
  spaceIds: number[],
): Promise<Map<number, { space: string; floor: string }>> {
  if (spaceIds.length === 0) return new Map();
  const { rows } = await db.execute<{ id: number; space: string; floor: string }>(sql`
    select s.id, s.name as space, f.name as floor from spaces s join floors f on f.id = s.floor_id
    where s.id = any(${intArray(spaceIds)})`);
  return new Map(rows.map((r) => [r.id, { space: r.space, floor: r.floor }]));
}

const byHealthThenName = <T extends { health: SensorStatus['health'] }>(
  name: (item: T) => string,
) => {
  return (a: T, b: T) =>
    healthRank(a.health) - healthRank(b.health) || name(a).localeCompare(name(b));
};

export async function dataSourceStatus(
  db: Db,
  scope: TenantScope,
  request: Request,
  now: Date = new Date(),
): Promise<DataSourceStatusResponse> {
  const sources = await visibleSources(db, scope, request);
  const at = now.getTime();
  const series = sources.length
    ? await readSeries(
        db,
        sources.map((s) => s.id),
        at,
      )
    : [];
  const names = request.sensors
    ? await spaceNames(db, [
        ...new Set(series.flatMap((s) => (s.spaceId === null ? [] : [s.spaceId]))),
      ])
    : new Map<number, { space: string; floor: string }>();
  const bySource = new Map<number, Series[]>();
  for (const s of series) bySource.set(s.sourceId, [...(bySource.get(s.sourceId) ?? []), s]);

  const items = sources.map((source): DataSourceStatus => {
    const hours = source.workingHours ?? DEFAULT_WORKING_HOURS;
    const today = localDate(now, source.timeZone ?? 'UTC');
    const from = addDays(today, -STATUS_GAP_DAYS);
    const to = addDays(today, -1);
    const own = bySource.get(source.id) ?? [];
    const statusOf = (dates: Iterable<string>, lastAt: number | null, lastDate: string | null) => ({
      lastReadingAt: lastAt === null ? null : new Date(lastAt).toISOString(),
      gaps: lastDate === null ? [] : dayCoverage(dates, from, to, hours).gaps,
      health: sensorHealth(lastDate, today, hours),
    });
    const sensors = own.map((s): SensorStatus => ({
      spaceId: s.spaceId,
      space: s.spaceId === null ? null : (names.get(s.spaceId)?.space ?? null),
      floor: s.spaceId === null ? null : (names.get(s.spaceId)?.floor ?? null),
      readingsLastDay: s.lastDay,
      readingsLastWeek: s.lastWeek,
      ...statusOf(s.dates, s.lastAt, s.lastDate),
    }));
    const last = own.reduce<Series | null>(
      (latest, s) => (s.lastAt !== null && (latest?.lastAt ?? -Infinity) < s.lastAt ? s : latest),
      null,
    );
    return {
      dataSourceId: source.id,
      name: source.name,
      dataSystem: source.dataSystem,
      buildingId: source.buildingId,
      building: source.building,
      timeZone: source.timeZone,
      readingsLastDay: own.reduce((sum, s) => sum + s.lastDay, 0),
      readingsLastWeek: own.reduce((sum, s) => sum + s.lastWeek, 0),
      ...statusOf(
        own.flatMap((s) => [...s.dates]),
        last?.lastAt ?? null,
        last?.lastDate ?? null,
      ),
      sensorCount: own.length,
      stoppedSensors: sensors.filter((s) => s.health === 'STOPPED').length,
      sensors: request.sensors ? sensors.sort(byHealthThenName((s) => s.space ?? '')) : [],
    };
  });
  items.sort(byHealthThenName((s) => s.name));
  return { items, checkedAt: now.toISOString() };
}
