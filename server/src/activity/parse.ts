// Import rows from CSV or JSON, as the occupancy import reads them: each line on its own, so that
// every bad line is reported. The values stay as written; the importers check them.
import { ACTIVITY_ORGANIZATION_COLUMN } from '@atrium/contract';
import type { IssueLine } from '../occupancy/ingest.ts';
import { splitCsvLine } from '../occupancy/parse.ts';

/** One row as written: `line` is the CSV line (header = 1) or the JSON item (first = 1). */
export type ActivityRow = { line: number; values: Record<string, unknown> };
export type ParsedRows = { rows: ActivityRow[]; errors: IssueLine[] };

/** The header must be `columns`, optionally followed by `organizationId`. */
export function parseActivityCsv(text: string, columns: readonly string[]): ParsedRows {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const header = splitCsvLine(lines[0] ?? '').join(',');
  const expected = columns.join(',');
  const withOrganization = header === `${expected},${ACTIVITY_ORGANIZATION_COLUMN}`;
  if (header !== expected && !withOrganization) {
    return {
      rows: [],
      errors: [
        {
          line: 1,
          message: `The header must be "${expected}" (optionally followed by ",${ACTIVITY_ORGANIZATION_COLUMN}"), found "${header}"`,
        },
      ],
    };
  }
  const names = withOrganization ? [...columns, ACTIVITY_ORGANIZATION_COLUMN] : columns;
  const rows: ActivityRow[] = [];
  const errors: IssueLine[] = [];
  lines.slice(1).forEach((text, index) => {
    const line = index + 2;
    if (text.trim() === '') return;
    const fields = splitCsvLine(text);
    if (fields.length !== names.length) {
      errors.push({ line, message: `expected ${names.length} fields, found ${fields.length}` });
      return;
    }
    rows.push({ line, values: Object.fromEntries(names.map((name, i) => [name, fields[i]])) });
  });
  return { rows, errors };
}

/** A JSON array of objects with the CSV's fields; `organizationId` may be given or left out. */
export function activityRowsFromJson(
  body: unknown,
  columns: readonly string[],
  what: string,
): ParsedRows {
  if (!Array.isArray(body))
    return { rows: [], errors: [{ line: 0, message: `Expected a JSON array of ${what}` }] };
  const known = [...columns, ACTIVITY_ORGANIZATION_COLUMN];
  const rows: ActivityRow[] = [];
  const errors: IssueLine[] = [];
  body.forEach((item: unknown, index) => {
    const line = index + 1;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      errors.push({ line, message: `expected an object with ${columns.join(', ')}` });
      return;
    }
    const values = item as Record<string, unknown>;
    const unknownKeys = Object.keys(values).filter((key) => !known.includes(key));
    if (unknownKeys.length)
      errors.push({
        line,
        message: `unknown field ${unknownKeys.map((k) => `"${k}"`).join(', ')}`,
      });
    rows.push({ line, values });
  });
  return { rows, errors };
}
