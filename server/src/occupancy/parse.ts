// Reading rows from CSV or JSON, each checked on its own so that every bad line is reported.
import {
  csvRows,
  importRowsFromJson,
  type CsvRecord,
  type ImportRow,
  type IssueLine,
} from '../imports/rows.ts';

export type RawRow = {
  line: number;
  dataSourceId: unknown;
  spaceId: unknown;
  timestamp: unknown;
  occupancy: unknown;
  /** Optional: the reading was filled in afterwards, not counted live. */
  backfilled?: unknown;
};
export const CSV_HEADER = ['dataSourceId', 'spaceId', 'timestamp', 'occupancy'] as const;
/** The header may end with this optional column. */
export const CSV_BACKFILLED = 'backfilled';
const COLUMNS = { columns: CSV_HEADER, optional: CSV_BACKFILLED };

const rawRow = ({ line, values }: ImportRow): RawRow => ({
  line,
  dataSourceId: values.dataSourceId,
  spaceId: values.spaceId ?? null,
  timestamp: values.timestamp,
  occupancy: values.occupancy,
  backfilled: values.backfilled,
});

/** A CSV line's fields in the header's order (csvRows checked it): one object per reading. */
const csvRow = (line: number, fields: string[]): RawRow => ({
  line,
  dataSourceId: fields[0],
  spaceId: fields[1],
  timestamp: fields[2],
  occupancy: fields[3],
  backfilled: fields[4],
});

/** The readings of a CSV body's records (`readCsvRecords`). */
export function parseCsv(records: readonly CsvRecord[]): { rows: RawRow[]; errors: IssueLine[] } {
  return csvRows(records, COLUMNS, csvRow);
}

export function rowsFromJson(body: unknown): { rows: RawRow[]; errors: IssueLine[] } {
  const { rows, errors } = importRowsFromJson(body, COLUMNS, {
    what: 'readings',
    fields: 'dataSourceId, spaceId, timestamp and occupancy',
  });
  return { rows: rows.map(rawRow), errors };
}
