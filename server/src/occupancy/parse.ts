// Reading rows from CSV or JSON, each checked on its own so that every bad line is reported.
import type { IssueLine } from './ingest.ts';

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
const CSV_HEADER_TEXT = CSV_HEADER.join(',');
const JSON_FIELDS: readonly string[] = [...CSV_HEADER, CSV_BACKFILLED];

/** Splits one CSV line; double quotes may enclose a field ("" is a quote). */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line.charAt(i);
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else field += c;
  }
  fields.push(field);
  return fields.map((f) => f.trim());
}

export function parseCsv(text: string): { rows: RawRow[]; errors: IssueLine[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const header = splitCsvLine(lines[0] ?? '');
  const withBackfilled = header.join(',') === `${CSV_HEADER_TEXT},${CSV_BACKFILLED}`;
  if (header.join(',') !== CSV_HEADER_TEXT && !withBackfilled) {
    return {
      rows: [],
      errors: [
        {
          line: 1,
          message: `The header must be "${CSV_HEADER_TEXT}" (optionally followed by ",${CSV_BACKFILLED}"), found "${header.join(',')}"`,
        },
      ],
    };
  }
  const columns = header.length;
  const rows: RawRow[] = [];
  const errors: IssueLine[] = [];
  lines.slice(1).forEach((text, index) => {
    const line = index + 2;
    if (text.trim() === '') return;
    const fields = splitCsvLine(text);
    if (fields.length !== columns) {
      errors.push({ line, message: `expected ${columns} fields, found ${fields.length}` });
      return;
    }
    const [dataSourceId, spaceId, timestamp, occupancy, backfilled] = fields;
    rows.push({ line, dataSourceId, spaceId, timestamp, occupancy, backfilled });
  });
  return { rows, errors };
}

export function rowsFromJson(body: unknown): { rows: RawRow[]; errors: IssueLine[] } {
  if (!Array.isArray(body))
    return { rows: [], errors: [{ line: 0, message: 'Expected a JSON array of readings' }] };
  const rows: RawRow[] = [];
  const errors: IssueLine[] = [];
  body.forEach((item: unknown, index) => {
    const line = index + 1;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      errors.push({
        line,
        message: 'expected an object with dataSourceId, spaceId, timestamp and occupancy',
      });
      return;
    }
    const record = item as Record<string, unknown>;
    const unknownKeys = Object.keys(record).filter((k) => !JSON_FIELDS.includes(k));
    if (unknownKeys.length)
      errors.push({
        line,
        message: `unknown field ${unknownKeys.map((k) => `"${k}"`).join(', ')}`,
      });
    rows.push({
      line,
      dataSourceId: record.dataSourceId,
      spaceId: record.spaceId ?? null,
      timestamp: record.timestamp,
      occupancy: record.occupancy,
      backfilled: record.backfilled,
    });
  });
  return { rows, errors };
}
