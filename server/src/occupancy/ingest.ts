// The one ingestion path for occupancy readings (HTTP, imports, integrations, the demo):
// every row is checked, the batch is written all-or-nothing, packed by local day, and the rollups
// of the days it touches are worked out again in the same transaction.
import { sql } from 'drizzle-orm';
import { addDays } from '@atrium/contract';
import { intArray } from '../db/any-id.ts';
import { liftedStatementTimeout } from '../db/statement-timeout.ts';
import { ConflictError, ImportFailedError } from '../http/errors.ts';
import type { Db } from '../resources/resource-table.ts';
import { ALL, type TenantScope } from '../auth/scope.ts';
import type { RawRow } from './parse.ts';
import { failImport, type IssueLine, type RowUnit } from '../imports/rows.ts';
import { readId, readInstantMs, readOptionalId, shown, wholeNumber } from '../imports/values.ts';
import { readSourcePlaces, readSpaceBuildings } from '../resources/places.ts';
import {
  buildingFrame,
  lockBuildingRollups,
  replaceRollups,
  storedDays,
  SumTooLargeError,
  writeReadingDays,
  type BuildingFrame,
} from './rollups.ts';
import { dayKey, mergeDays, Packer, type ReadingDay } from './packing.ts';
import { inClockYears, localClock } from './local-clock.ts';
import { queueRederive, repackIfZoneChanged } from './rederive.ts';

/** A batch's valid readings, packed by data source as they are checked. */
export type CheckedReadings = {
  /** Each source's readings, packed by local day in the building's zone as read when checked. */
  bySource: Map<number, { buildingId: number; timeZone: string; packer: Packer }>;
  spaceIds: number[];
  accepted: number;
  /** The first and last instants (ms). */
  first: number;
  last: number;
};
export type IngestResult = { accepted: number; from: string | null; to: string | null };

/**
 * The most people one reading counts (a space, or a building-level counter): several times the
 * largest office buildings' people (the Pentagon's some 27,000), and far below PostgreSQL's int,
 * in which counts and peaks are stored (docs/decisions.md).
 */
export const MAX_READING_COUNT = 100_000;

const count = (value: unknown): number | null => {
  const n = wholeNumber(value);
  return n !== null && n >= 0 ? n : null;
};

/** Empty or absent is false; true/false, 1/0, yes/no otherwise (1/0 as JSON numbers too). */
const flag = (value: unknown): boolean | null => {
  if (value === undefined || value === null || value === '') return false;
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (['true', '1', 'yes'].includes(text)) return true;
  if (['false', '0', 'no', ''].includes(text)) return false;
  return null;
};

/** A data source as the checks know it: its building and that building's zone (null: none). */
export type CheckedSource = { id: number; buildingId: number | null; timeZone: string | null };

/**
 * What `ReadingChecks.check` tells of each row: `problem` is null for a reading to write. The
 * source, space and instant are given when they could be read, even for a row with problems
 * (repeats are found on them).
 */
export type CheckedRow = (
  line: number,
  source: CheckedSource | undefined,
  spaceId: number | null | undefined,
  at: number | null,
  occupancy: number | null,
  backfilled: boolean,
  problem: string | null,
) => void;

/**
 * The checks of readings against the data sources, spaces and buildings they name, for rows
 * given all at once or in chunks: each chunk looks up only the ids not met before.
 */
export class ReadingChecks {
  private readonly db: Db;
  private readonly scope: TenantScope;
  private readonly sources = new Map<number, CheckedSource | null>();
  private readonly buildingOfSpace = new Map<number, number | null>();
  private readonly problems: string[] = [];
  constructor(db: Db, scope: TenantScope = ALL) {
    this.db = db;
    this.scope = scope;
  }

  /** The data sources and spaces named by valid rows so far (for holding them while writing). */
  get sourceIds(): number[] {
    return [...this.sources].flatMap(([id, s]) => (s ? [id] : []));
  }
  get spaceIds(): number[] {
    return [...this.buildingOfSpace].flatMap(([id, b]) => (b === null ? [] : [id]));
  }

  /** Checks each row, in order, telling `visit` what it found. */
  async check(rows: readonly RawRow[], visit: CheckedRow): Promise<void> {
    await this.lookUp(rows);
    const problems = this.problems;
    /** The last timestamp read (as sent), its zone and its instant. */
    const last: { text: unknown; zone: string | null; at: number | null } = {
      text: undefined,
      zone: null,
      at: null,
    };
    for (const row of rows) {
      if (problems.length) problems.length = 0;
      const sourceId = readId(row.dataSourceId, 'dataSourceId', problems);
      const source = sourceId === null ? undefined : (this.sources.get(sourceId) ?? undefined);
      if (sourceId !== null && !source) problems.push(`data source ${sourceId} does not exist`);
      else if (source?.buildingId === null)
        problems.push(`data source ${sourceId ?? ''} belongs to no building`);

      const spaceId = readOptionalId(row.spaceId, 'spaceId', problems);
      if (typeof spaceId === 'number') {
        const building = this.buildingOfSpace.get(spaceId);
        if (building === undefined || building === null)
          problems.push(`space ${spaceId} does not exist`);
        else if (source?.buildingId && building !== source.buildingId) {
          problems.push(`space ${spaceId} is not in the building of data source ${sourceId ?? ''}`);
        }
      }

      const zone = source?.timeZone ?? null;
      // A sensor export lists every space at each instant: the same text as the row before.
      let at = row.timestamp === last.text && zone === last.zone ? last.at : null;
      if (at === null) {
        at = readInstantMs(row.timestamp, 'timestamp', zone, problems);
        if (at !== null) Object.assign(last, { text: row.timestamp, zone, at });
      }
      if (at !== null && source?.timeZone && !inClockYears(source.timeZone, at))
        problems.push(
          `timestamp must be a date in the years 1000–9999 in the building's time zone, got "${shown(row.timestamp)}"`,
        );
      const occupancy = count(row.occupancy);
      if (occupancy === null)
        problems.push(
          `occupancy must be a non-negative whole number, got "${shown(row.occupancy)}"`,
        );
      else if (occupancy > MAX_READING_COUNT)
        problems.push(
          `occupancy must be at most ${MAX_READING_COUNT} people, got "${shown(row.occupancy)}"`,
        );

      const backfilled = flag(row.backfilled);
      if (backfilled === null)
        problems.push(`backfilled must be true or false, got "${shown(row.backfilled)}"`);

      visit(
        row.line,
        source,
        spaceId,
        at,
        occupancy,
        backfilled ?? false,
        problems.length ? problems.join('; ') : null,
      );
    }
  }

  /** Looks up the ids the rows name that were not met before; their problems are per row. */
  private async lookUp(rows: readonly RawRow[]): Promise<void> {
    const sourceIds = new Set<number>();
    const spaceIds = new Set<number>();
    const unused: string[] = [];
    for (const row of rows) {
      const sourceId = readOptionalId(row.dataSourceId, '', unused);
      if (typeof sourceId === 'number' && !this.sources.has(sourceId)) sourceIds.add(sourceId);
      const spaceId = readOptionalId(row.spaceId, '', unused);
      if (typeof spaceId === 'number' && !this.buildingOfSpace.has(spaceId)) spaceIds.add(spaceId);
      // Emptied only when used: setting the length is slow.
      if (unused.length) unused.length = 0;
    }
    if (sourceIds.size === 0 && spaceIds.size === 0) return;
    const [sources, spaceRows] = await Promise.all([
      readSourcePlaces(this.db, this.scope, [...sourceIds]),
      readSpaceBuildings(this.db, [...spaceIds]),
    ]);
    for (const id of sourceIds) this.sources.set(id, null);
    for (const s of sources) this.sources.set(s.id, s);
    for (const id of spaceIds) this.buildingOfSpace.set(id, null);
    for (const s of spaceRows) this.buildingOfSpace.set(s.id, s.buildingId);
  }
}

/** Checks every row against the data sources, spaces and buildings it names. */
export async function validateReadings(
  db: Db,
  rows: RawRow[],
  /** A data source outside it is "not found" (a master admin acting as an organization). */
  scope: TenantScope = ALL,
  /** How the rows are counted in problems: lines of a CSV body or items of a JSON array. */
  unit: RowUnit = 'Line',
): Promise<{ readings: CheckedReadings; errors: IssueLine[] }> {
  const checks = new ReadingChecks(db, scope);
  const readings: CheckedReadings = {
    bySource: new Map(),
    spaceIds: [],
    accepted: 0,
    first: Infinity,
    last: -Infinity,
  };
  const errors: IssueLine[] = [];
  /** The instants and lines of each data source's and space's (0: none) readings. */
  const series = new Map<number, Map<number, Series>>();
  const seriesOf = (sourceId: number, spaceId: number): Series => {
    let bySpace = series.get(sourceId);
    if (!bySpace) series.set(sourceId, (bySpace = new Map<number, Series>()));
    let found = bySpace.get(spaceId);
    if (!found) bySpace.set(spaceId, (found = { instants: [], lines: [], ascending: true }));
    return found;
  };
  await checks.check(rows, (line, source, spaceId, at, occupancy, backfilled, problem) => {
    if (at !== null && source && spaceId !== undefined) {
      const found = seriesOf(source.id, spaceId ?? 0);
      const { instants, lines } = found;
      const last = instants[instants.length - 1];
      if (last !== undefined && at <= last) found.ascending = false;
      instants.push(at);
      lines.push(line);
    }
    if (problem !== null) errors.push({ line, message: problem });
    else if (source?.buildingId && source.timeZone && at !== null && occupancy !== null) {
      let target = readings.bySource.get(source.id);
      if (!target) {
        target = {
          buildingId: source.buildingId,
          timeZone: source.timeZone,
          packer: new Packer(localClock(source.timeZone)),
        };
        readings.bySource.set(source.id, target);
      }
      target.packer.add(spaceId ?? null, at, occupancy, backfilled);
      readings.accepted++;
      if (at < readings.first) readings.first = at;
      if (at > readings.last) readings.last = at;
    }
  });
  readings.spaceIds = checks.spaceIds;
  return { readings, errors: withRepeats(errors, series, unit) };
}

type Series = { instants: number[]; lines: number[]; ascending: boolean };

/**
 * Adds a problem to each reading that repeats an earlier line's data source, space and instant.
 * Only a series that was not in strictly ascending time order can hold one.
 */
function withRepeats(
  errors: IssueLine[],
  series: Map<number, Map<number, Series>>,
  unit: RowUnit,
): IssueLine[] {
  const repeats = new Map<number, number>();
  for (const bySpace of series.values())
    for (const { instants, lines, ascending } of bySpace.values()) {
      if (ascending) continue;
      const order = [...instants.keys()].sort(
        (a, b) => (instants[a] ?? 0) - (instants[b] ?? 0) || (lines[a] ?? 0) - (lines[b] ?? 0),
      );
      let first = order[0];
      for (const i of order.slice(1)) {
        if (first !== undefined && instants[i] === instants[first])
          repeats.set(lines[i] ?? 0, lines[first] ?? 0);
        else first = i;
      }
    }
  if (repeats.size === 0) return errors;
  const byLine = new Map(errors.map((e) => [e.line, e]));
  for (const [line, firstLine] of repeats) {
    const message = `the same data source, space and timestamp as ${unit.toLowerCase()} ${firstLine}`;
    const known = byLine.get(line);
    if (known) known.message += `; ${message}`;
    else byLine.set(line, { line, message });
  }
  return [...byLine.values()].sort((a, b) => a.line - b.line);
}

/**
 * Writes checked readings (replacing any with the same source, space and time) packed by local
 * day, and replaces the rollups of the days they touch, in one transaction. A SumTooLargeError
 * when the readings add up, at one instant, to more than can be stored: nothing is written.
 */
export async function writeReadings(db: Db, readings: CheckedReadings): Promise<IngestResult> {
  if (readings.accepted === 0) return { accepted: 0, from: null, to: null };
  const { bySource } = readings;
  const buildingIds = [...new Set([...bySource.values()].map((s) => s.buildingId))];
  await db.transaction(async (tx) => {
    await holdReferences(tx, [...bySource.keys()], readings.spaceIds);
    const frames = await prepareBuildings(tx, buildingIds, (id) => nearDates(bySource, id));
    for (const [sourceId, { buildingId, timeZone, packer }] of bySource) {
      const frame = frameOf(frames, sourceId, buildingId, timeZone);
      const batch = packer.batch();
      const stored = await storedDays(tx, sourceId, buildingId, batch.dates);
      const storedDates = [...new Set([...stored.values()].map((day) => day.date))];
      const changed = mergeDays(stored, batch);
      // The stored days become the days as written: each changed one replaces its stored one.
      const replaced: ReadingDay[] = [];
      for (const day of changed) {
        const key = dayKey(day.spaceId, day.date);
        const before = stored.get(key);
        if (before) replaced.push(before);
        stored.set(key, day);
      }
      await writeReadingDays(tx, frame.buildingId, sourceId, changed, replaced);
      await replaceRollups(tx, frame, sourceId, storedDates, [...stored.values()]);
    }
  });
  return {
    accepted: readings.accepted,
    from: new Date(readings.first).toISOString(),
    to: new Date(readings.last).toISOString(),
  };
}

/**
 * Locks the buildings' rollups (in id order) and answers their frames. After a change of time
 * zone the stored readings stay on the old zone's days until the re-derive job packs them again;
 * merged as they are, a reading sent again would sit next to the stored one on another day
 * instead of replacing it. So the days `near` the batch's (a zone moves a date by at most two)
 * are packed again first when they are stale.
 */
async function prepareBuildings(
  tx: Db,
  buildingIds: readonly number[],
  near: (buildingId: number) => string[],
): Promise<Map<number, BuildingFrame>> {
  const frames = new Map<number, BuildingFrame>();
  for (const id of [...buildingIds].sort((a, b) => a - b)) {
    await lockBuildingRollups(tx, id);
    const frame = await buildingFrame(tx, id);
    frames.set(id, frame);
    if (await repackIfZoneChanged(tx, id, frame.timeZone, near(id))) await queueRederive(tx, id);
  }
  return frames;
}

/**
 * The frame of a data source's building. The readings were packed by local day before the lock;
 * a zone changed since would leave them on the wrong days (the re-derive job of that change
 * waits for the lock): a ConflictError.
 */
function frameOf(
  frames: ReadonlyMap<number, BuildingFrame>,
  sourceId: number,
  buildingId: number,
  timeZone: string,
): BuildingFrame {
  const frame = frames.get(buildingId);
  if (!frame) throw new Error(`No building for data source ${sourceId}`);
  if (frame.timeZone !== timeZone)
    throw new ConflictError(
      `The time zone of building ${buildingId} changed while these readings were imported. Send them again.`,
    );
  return frame;
}

/** Local dates a day either side of the readings' first and last instants, and two more. */
export function datesAround(timeZone: string, first: number, last: number): string[] {
  const clock = localClock(timeZone);
  const dates: string[] = [];
  const end = addDays(clock(last).date, 2);
  for (let date = addDays(clock(first).date, -2); date <= end; date = addDays(date, 1))
    // Past 9999-12-31 the date is written with a sign and six digits: no day is stored there.
    if (!date.startsWith('+') && !date.startsWith('-')) dates.push(date);
  return dates;
}

/** Days of rollups worked out at once when readings were written in batches. */
const ROLLUP_DAYS = 31;

/**
 * Writes readings that arrive in batches, in the caller's transaction (the import pipeline's
 * streamed occupancy import): `open` holds the data sources and spaces and locks the buildings,
 * each `write` merges a batch's day rows with the stored ones, and `finish` works out the
 * rollups of every day written, a month of days at a time, so that memory holds a batch or a
 * month of a source's readings, never the file. A day met by several batches is merged each
 * time and its rollups worked out once.
 */
export class BatchedReadingWriter {
  private readonly tx: Db;
  private frames = new Map<number, BuildingFrame>();
  private readonly written = new Map<number, { buildingId: number; dates: Set<string> }>();
  constructor(tx: Db) {
    this.tx = tx;
  }

  /** `spans`: each building's first and last instants, in its zone as checked. */
  async open(
    sourceIds: number[],
    spaceIds: number[],
    spans: ReadonlyMap<number, { timeZone: string; first: number; last: number }>,
  ): Promise<void> {
    await holdReferences(this.tx, sourceIds, spaceIds);
    this.frames = await prepareBuildings(this.tx, [...spans.keys()], (id) => {
      const span = spans.get(id);
      return span ? datesAround(span.timeZone, span.first, span.last) : [];
    });
  }

  async write(bySource: CheckedReadings['bySource']): Promise<void> {
    for (const [sourceId, { buildingId, timeZone, packer }] of bySource) {
      frameOf(this.frames, sourceId, buildingId, timeZone);
      const batch = packer.batch();
      const spaceIds = [...new Set(batch.days.map((d) => d.spaceId))];
      const stored = await storedDays(this.tx, sourceId, buildingId, batch.dates, spaceIds);
      const changed = mergeDays(stored, batch);
      const replaced = changed.flatMap((day) => stored.get(dayKey(day.spaceId, day.date)) ?? []);
      await writeReadingDays(this.tx, buildingId, sourceId, changed, replaced);
      let written = this.written.get(sourceId);
      if (!written) this.written.set(sourceId, (written = { buildingId, dates: new Set() }));
      for (const date of batch.dates) written.dates.add(date);
    }
  }

  /** The rollups of the days written; a SumTooLargeError as in `writeReadings`. */
  async finish(progress: (fraction: number) => void): Promise<void> {
    const total = [...this.written.values()].reduce((n, w) => n + w.dates.size, 0);
    let done = 0;
    for (const [sourceId, { buildingId, dates }] of this.written) {
      const frame = this.frames.get(buildingId);
      if (!frame) throw new Error(`No building for data source ${sourceId}`);
      const sorted = [...dates].sort();
      for (let i = 0; i < sorted.length; i += ROLLUP_DAYS) {
        const part = sorted.slice(i, i + ROLLUP_DAYS);
        const days = await storedDays(this.tx, sourceId, buildingId, part);
        await replaceRollups(this.tx, frame, sourceId, part, [...days.values()]);
        done += part.length;
        progress(done / Math.max(1, total));
      }
    }
  }
}

/** The local dates of a building's readings in the batch, and the two days either side of each. */
function nearDates(bySource: CheckedReadings['bySource'], buildingId: number): string[] {
  const dates = new Set<string>();
  for (const source of bySource.values()) {
    if (source.buildingId !== buildingId) continue;
    for (const date of source.packer.batch().dates)
      for (let d = -2; d <= 2; d++) {
        const near = addDays(date, d);
        // Past 9999-12-31 the date is written with a sign and six digits: no day is stored there.
        if (!near.startsWith('+')) dates.add(near);
      }
  }
  return [...dates];
}

/**
 * Keeps the batch's data sources and spaces from being deleted until it commits, and checks once
 * that they still exist (the readings have no foreign keys: see migration 0007). The same
 * statement lifts the transaction's statement timeout: millions of readings go in with one
 * COPY, bounded by the import's body limit instead.
 */
async function holdReferences(tx: Db, sourceIds: number[], spaceIds: number[]): Promise<void> {
  const { rows } = await tx.execute<{ sources: number; spaces: number }>(sql`
    with s as (select id from data_sources where id = any(${intArray(sourceIds)}) for key share),
      p as (select id from spaces where id = any(${intArray(spaceIds)}) for key share)
    select (select count(*)::int from s) as sources, (select count(*)::int from p) as spaces,
      ${liftedStatementTimeout} as timeout`);
  if (rows[0]?.sources !== sourceIds.length || rows[0].spaces !== spaceIds.length)
    throw new ConflictError(
      'A data source or space of these readings was deleted while they were imported. Send them again.',
    );
}

/** Validates and writes; any bad row fails the whole batch with every problem listed. */
export async function ingestReadings(
  db: Db,
  rows: RawRow[],
  unit: RowUnit,
  { parseErrors = [], scope = ALL }: { parseErrors?: IssueLine[]; scope?: TenantScope } = {},
): Promise<IngestResult> {
  const { readings, errors } = await validateReadings(db, rows, scope, unit);
  const all = [...parseErrors, ...errors].sort((a, b) => a.line - b.line);
  if (all.length) failImport(all, unit);
  try {
    return await writeReadings(db, readings);
  } catch (error) {
    // Known only once the days' readings meet the stored ones, so by instant rather than by line.
    if (error instanceof SumTooLargeError)
      throw new ImportFailedError(
        'The readings add up to more people at one instant than can be stored; nothing was imported',
        [{ message: error.message }],
      );
    throw error;
  }
}
