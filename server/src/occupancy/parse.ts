// Reading rows from CSV or JSON, each checked on its own so that every bad line is reported.
import {
  importRowsFromJson,
  parseImportCsv,
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

export function parseCsv(text: string): { rows: RawRow[]; errors: IssueLine[] } {
  const { rows, errors } = parseImportCsv(text, COLUMNS);
  return { rows: rows.map(rawRow), errors };
}

export function rowsFromJson(body: unknown): { rows: RawRow[]; errors: IssueLine[] } {
  const { rows, errors } = importRowsFromJson(body, COLUMNS, {
    what: 'readings',
    fields: 'dataSourceId, spaceId, timestamp and occupancy',
  });
  return { rows: rows.map(rawRow), errors };
}
