// The occupancy import through the pipeline: the readings file streamed row by row into the one
// ingestion path (occupancy/ingest.ts), with column mapping for vendor exports: a date and a time
// in two columns (local time, the building's zone), counts in a column of another name (the
// import's `mapping`), and the import's data source for rows that name none.
import type { TableRow } from './table.ts';
import { text } from './table.ts';
import type { RawRow } from '../occupancy/parse.ts';
import type { PlanReport } from './plan.ts';

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

/** The rows as readings; a file without a timestamp (or date and time) column is one problem. */
export async function readingsFromRows(
  rows: AsyncIterable<TableRow>,
  report: PlanReport,
  dataSourceId: number | undefined,
  progress: (rows: number) => void,
): Promise<RawRow[]> {
  const readings: RawRow[] = [];
  for await (const row of rows) {
    if (report.rows === 0) {
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
      if (!report.ok) return [];
    }
    report.seen(row);
    if (report.rows % 10_000 === 0) progress(report.rows);
    readings.push(readingOf(row, dataSourceId));
  }
  return readings;
}
