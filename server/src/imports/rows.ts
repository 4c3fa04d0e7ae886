// Rows of an import (occupancy readings, reservations, badge events) from CSV or JSON, each line
// on its own so that every bad line is reported. The values stay as written; importers check them.
import type { FastifyInstance } from 'fastify';
import { ImportFailedError } from '../http/errors.ts';

/** A problem of one line (CSV, header = 1) or item (JSON, first = 1); 0 for the whole body. */
export type IssueLine = { line: number; message: string };
/** One row as written. */
export type ImportRow = { line: number; values: Record<string, unknown> };
export type ParsedRows = { rows: ImportRow[]; errors: IssueLine[] };

/**
 * The columns an import takes: `columns` in this order, optionally followed by `optional` (one
 * column, or several that may follow in their order, the later ones only with the earlier).
 */
export type ImportColumns = { columns: readonly string[]; optional: string | readonly string[] };

const optionalList = (optional: string | readonly string[]): readonly string[] =>
  typeof optional === 'string' ? [optional] : optional;

/**
 * Imports may be large: a year of a 100-space building's readings every 15 minutes while open
 * is 2.2 million lines, 67 MiB with timestamps to the millisecond (docs/performance.md).
 */
export const MAX_IMPORT_BODY = 128 * 1024 * 1024;

/** CSV arrives as text; JSON is parsed as usual. */
export function acceptCsvBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: MAX_IMPORT_BODY },
    (_request, body, done) => {
      done(null, body);
    },
  );
}

/** Splits one CSV line; double quotes may enclose a field ("" is a quote). */
function splitCsvLine(line: string): string[] {
  // Most lines quote nothing: split them at once (an import may have millions).
  if (!line.includes('"')) return line.split(',').map((f) => f.trim());
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

/** The header must be the columns, optionally followed by the optional one. */
export function parseImportCsv(text: string, columns: ImportColumns): ParsedRows {
  return csvRows(text, columns, (line, fields, names) => {
    const values: Record<string, unknown> = {};
    names.forEach((name, i) => {
      values[name] = fields[i];
    });
    return { line, values };
  });
}

/**
 * The lines of a CSV import as rows made by `toRow` from their fields (as many as `names`, the
 * header's columns), or the problems of the header and of lines with another number of fields.
 */
export function csvRows<Row>(
  text: string,
  { columns, optional }: ImportColumns,
  toRow: (line: number, fields: string[], names: readonly string[]) => Row,
): { rows: Row[]; errors: IssueLine[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const header = splitCsvLine(lines[0] ?? '').join(',');
  const expected = columns.join(',');
  const extras = optionalList(optional);
  const allowed = extras.map((_, n) => [...columns, ...extras.slice(0, n + 1)]);
  const names = [columns, ...allowed].find((names) => names.join(',') === header);
  if (!names) {
    const followed = allowed.map((names) => `",${names.slice(columns.length).join(',')}"`);
    return {
      rows: [],
      errors: [
        {
          line: 1,
          message: `The header must be "${expected}" (optionally followed by ${followed.join(' or ')}), found "${header}"`,
        },
      ],
    };
  }
  const rows: Row[] = [];
  const errors: IssueLine[] = [];
  for (let index = 1; index < lines.length; index++) {
    const text = lines[index] ?? '';
    const line = index + 1;
    if (text.trim() === '') continue;
    const fields = splitCsvLine(text);
    if (fields.length !== names.length)
      errors.push({ line, message: `expected ${names.length} fields, found ${fields.length}` });
    else rows.push(toRow(line, fields, names));
  }
  return { rows, errors };
}

/**
 * A JSON array of objects with the columns' fields (the optional one may be left out); `what`
 * names the rows, `fields` the expected fields in the message about an item that is no object.
 */
export function importRowsFromJson(
  body: unknown,
  { columns, optional }: ImportColumns,
  words: { what: string; fields: string },
): ParsedRows {
  if (!Array.isArray(body))
    return { rows: [], errors: [{ line: 0, message: `Expected a JSON array of ${words.what}` }] };
  const known = [...columns, ...optionalList(optional)];
  const rows: ImportRow[] = [];
  const errors: IssueLine[] = [];
  body.forEach((item: unknown, index) => {
    const line = index + 1;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      errors.push({ line, message: `expected an object with ${words.fields}` });
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

/** The first this many problems are listed; the rest counted. */
const MAX_LISTED_ERRORS = 100;

/** Fails the whole import (nothing is written) with every problem by line or item. */
export function failImport(errors: IssueLine[], unit: 'Line' | 'Item'): never {
  const listed = errors
    .slice(0, MAX_LISTED_ERRORS)
    .map((e) => ({ message: e.line > 0 ? `${unit} ${e.line}: ${e.message}` : e.message }));
  const more =
    errors.length > MAX_LISTED_ERRORS
      ? [{ message: `…and ${errors.length - MAX_LISTED_ERRORS} more` }]
      : [];
  throw new ImportFailedError(
    `${errors.length} ${errors.length === 1 ? 'row is' : 'rows are'} invalid; nothing was imported`,
    [...listed, ...more],
  );
}
