// The occupancy import through the pipeline: the readings file streamed row by row through the
// one ingestion path's checks and writes (occupancy/ingest.ts), with column mapping for vendor
// exports: a date and a time in two columns (local time, the building's zone), counts in a column
// of another name (the import's `mapping`), and the import's data source for rows that name none.
import type { TableRow } from './table.ts';
import { text } from './table.ts';
import type { RawRow } from '../occupancy/parse.ts';
import type { PlanReport } from './plan.ts';
import type { Db } from '../resources/resource-table.ts';
import type { TenantScope } from '../auth/scope.ts';
import { liftStatementTimeout } from '../db/statement-timeout.ts';
import { BatchedReadingWriter, ReadingChecks, type CheckedReadings } from '../occupancy/ingest.ts';
import { Packer } from '../occupancy/packing.ts';
import { localClock } from '../occupancy/local-clock.ts';
import { SumTooLargeError } from '../occupancy/rollups.ts';

const FIELDS = ['dataSourceId', 'spaceId', 'timestamp', 'occupancy', 'backfilled'] as const;

/** A row as the ingestion path reads it: the timestamp from `date` and `time` when split. */
export function readingOf(row: TableRow, dataSourceId: number | undefined): RawRow {
  const v = row.values;
  const date = text(v.date).trim();
  const time = text(v.time).trim();
  const timestamp =
    v.timestamp !== undefined
      ? text(v.timestamp)
      : date && time
        ? `${date}T${time.length === 5 ? `${time}:00` : time}`
        : undefined;
  return {
    line: row.row,
    dataSourceId:
      v.dataSourceId !== undefined
        ? text(v.dataSourceId)
        : dataSourceId === undefined
          ? undefined
          : String(dataSourceId),
    spaceId: v.spaceId === undefined ? '' : text(v.spaceId),
    timestamp,
    occupancy: v.occupancy === undefined ? undefined : text(v.occupancy),
    backfilled: v.backfilled === undefined ? undefined : text(v.backfilled),
  };
}

/** The column a reading's problem is about: its message starts with the field's name. */
export function columnOfMessage(message: string): string | null {
  return FIELDS.find((f) => message.startsWith(f)) ?? null;
}

/** A row of the file and the reading it gives. */
export type ReadingRow = { row: TableRow; reading: RawRow };

/**
 * The rows as readings in chunks of up to `size`, so that a file is never held whole. With a
 * `report` (the first pass) each row is counted and the header checked first: a file without a
 * timestamp (or date and time) column is one problem, and no row is read.
 */
export async function* readingChunks(
  rows: AsyncIterable<TableRow>,
  size: number,
  dataSourceId: number | undefined,
  report: PlanReport | null,
): AsyncGenerator<ReadingRow[]> {
  let chunk: ReadingRow[] = [];
  let first = true;
  for await (const row of rows) {
    if (first && report) {
      const columns = new Set(report.columns);
      if (!columns.has('timestamp') && !(columns.has('date') && columns.has('time')))
        report.error(
          null,
          'timestamp',
          'The file needs a timestamp column, or date and time columns (map the vendor’s columns to them)',
        );
      if (!columns.has('occupancy'))
        report.error(
          null,
          'occupancy',
          'The file needs an occupancy column (map the vendor’s count column to it)',
        );
      if (!columns.has('dataSourceId') && dataSourceId === undefined)
        report.error(
          null,
          'dataSourceId',
          'The file has no dataSourceId column: choose the data source of the import',
        );
      if (!report.ok) return;
    }
    first = false;
    report?.seen(row);
    chunk.push({ row, reading: readingOf(row, dataSourceId) });
    if (chunk.length >= size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length) yield chunk;
}

/** Rows checked and written at a time, unless the import service is told otherwise. */
export const OCCUPANCY_BATCH_ROWS = 50_000;

type Series = { last: number; ascending: boolean };

/** How the streamed occupancy import reports the share of each pass it has done (0–1). */
export type OccupancyPhases = {
  checking: (fraction: number) => void;
  writing: (fraction: number) => void;
  rollups: (fraction: number) => void;
};

/**
 * The occupancy import, streamed (issue 33): the file is read twice, never held. The first pass
 * checks every row, a chunk at a time, through the ingestion path's checks (`ReadingChecks`),
 * collecting the problems (row and column) and each data source's first and last instant; a
 * data source and space whose readings were not in time order are read again to find readings
 * given twice. Only when no row has a problem (and `write`), the second pass packs the readings
 * by local day and writes them a batch at a time, then the days' rollups, all in one transaction:
 * one bad row, or a failure on the way, writes nothing. `rows()` opens the file again, reporting
 * the bytes read to the given progress.
 */
export async function importOccupancy(
  db: Db,
  rows: (progress: (fraction: number) => void) => Promise<AsyncIterable<TableRow>>,
  report: PlanReport,
  {
    dataSourceId,
    scope,
    write,
    batchRows,
  }: { dataSourceId: number | undefined; scope: TenantScope; write: boolean; batchRows: number },
  phases: OccupancyPhases,
): Promise<void> {
  const checks = new ReadingChecks(db, scope);
  /** Each data source's and space's (0: none) last instant, and whether they came in order. */
  const series = new Map<number, Map<number, Series>>();
  const spans = new Map<number, { timeZone: string; first: number; last: number }>();
  let accepted = 0;
  /** Whether some series was not in time order (set in the checks' callback). */
  const order = { broken: false };

  for await (const chunk of readingChunks(
    await rows(phases.checking),
    batchRows,
    dataSourceId,
    report,
  )) {
    let i = 0;
    await checks.check(
      chunk.map((c) => c.reading),
      (line, source, spaceId, at, _occupancy, _backfilled, problem) => {
        const { row } = chunk[i++] ?? {};
        if (at !== null && source && spaceId !== undefined) {
          let bySpace = series.get(source.id);
          if (!bySpace) series.set(source.id, (bySpace = new Map<number, Series>()));
          const known = bySpace.get(spaceId ?? 0);
          if (!known) bySpace.set(spaceId ?? 0, { last: at, ascending: true });
          else {
            if (at <= known.last) {
              known.ascending = false;
              order.broken = true;
            }
            known.last = Math.max(known.last, at);
          }
        }
        if (problem !== null) {
          report.error(row ?? line, columnOfMessage(problem), problem);
          return;
        }
        if (!source?.buildingId || !source.timeZone || at === null) return;
        accepted++;
        const span = spans.get(source.buildingId);
        if (!span) spans.set(source.buildingId, { timeZone: source.timeZone, first: at, last: at });
        else {
          span.first = Math.min(span.first, at);
          span.last = Math.max(span.last, at);
        }
      },
    );
  }
  if (order.broken)
    await findRepeats(await rows(() => undefined), checks, series, batchRows, dataSourceId, report);
  report.count('readings', 'created', accepted);
  phases.checking(1);
  if (!write || !report.ok || accepted === 0) return;

  try {
    await db.transaction(async (tx) => {
      // Millions of readings: bounded by the batches, not by a statement's time.
      await liftStatementTimeout(tx);
      const writer = new BatchedReadingWriter(tx);
      await writer.open(checks.sourceIds, checks.spaceIds, spans);
      for await (const chunk of readingChunks(
        await rows(phases.writing),
        batchRows,
        dataSourceId,
        null,
      )) {
        const bySource: CheckedReadings['bySource'] = new Map();
        await checks.check(
          chunk.map((c) => c.reading),
          (line, source, spaceId, at, occupancy, backfilled, problem) => {
            if (problem !== null || !source?.buildingId || !source.timeZone)
              throw new Error(`Row ${line} of the file changed after it was checked`);
            if (at === null || occupancy === null) return;
            let target = bySource.get(source.id);
            if (!target) {
              target = {
                buildingId: source.buildingId,
                timeZone: source.timeZone,
                packer: new Packer(localClock(source.timeZone)),
              };
              bySource.set(source.id, target);
            }
            target.packer.add(spaceId ?? null, at, occupancy, backfilled);
          },
        );
        await writer.write(bySource);
      }
      phases.writing(1);
      await writer.finish(phases.rollups);
    });
  } catch (error) {
    // Known only once the days' readings meet the stored ones, so by instant rather than by row.
    if (!(error instanceof SumTooLargeError)) throw error;
    report.error(null, 'occupancy', error.message);
  }
}

/**
 * Readings given twice (the same data source, space and instant) among the series that were not
 * in time order: those series' instants are read again and sorted. A file in time order per
 * space (the usual export) never comes here.
 */
async function findRepeats(
  rows: AsyncIterable<TableRow>,
  checks: ReadingChecks,
  series: ReadonlyMap<number, ReadonlyMap<number, Series>>,
  batchRows: number,
  dataSourceId: number | undefined,
  report: PlanReport,
): Promise<void> {
  const instants = new Map<number, Map<number, { at: number[]; lines: number[] }>>();
  for await (const chunk of readingChunks(rows, batchRows, dataSourceId, null))
    await checks.check(
      chunk.map((c) => c.reading),
      (line, source, spaceId, at) => {
        if (at === null || !source || spaceId === undefined) return;
        if (series.get(source.id)?.get(spaceId ?? 0)?.ascending !== false) return;
        let bySpace = instants.get(source.id);
        if (!bySpace)
          instants.set(source.id, (bySpace = new Map<number, { at: number[]; lines: number[] }>()));
        let found = bySpace.get(spaceId ?? 0);
        if (!found) bySpace.set(spaceId ?? 0, (found = { at: [], lines: [] }));
        found.at.push(at);
        found.lines.push(line);
      },
    );
  const repeats: [line: number, first: number][] = [];
  for (const bySpace of instants.values())
    for (const { at, lines } of bySpace.values()) {
      const order = [...at.keys()].sort(
        (a, b) => (at[a] ?? 0) - (at[b] ?? 0) || (lines[a] ?? 0) - (lines[b] ?? 0),
      );
      let first = order[0];
      for (const i of order.slice(1)) {
        if (first !== undefined && at[i] === at[first])
          repeats.push([lines[i] ?? 0, lines[first] ?? 0]);
        else first = i;
      }
    }
  repeats.sort((a, b) => a[0] - b[0]);
  for (const [line, first] of repeats)
    report.error(line, 'timestamp', `the same data source, space and timestamp as row ${first}`);
}
