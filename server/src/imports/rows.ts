// Rows of an import (occupancy readings, reservations, badge events) from CSV or JSON, each line
// on its own so that every bad line is reported. The values stay as written; importers check them.
// A CSV body is streamed through csv-parse as it arrives (a quoted field may hold a newline or a
// comma; the body is never one string), counting its bytes against the import's limit.
import { pipeline, Readable, Transform } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import { ImportFailedError } from '../http/errors.ts';

/** A problem of one line (CSV, header = 1) or item (JSON, first = 1); 0 for the whole body. */
export type IssueLine = { line: number; message: string };
/** One row as written. */
export type ImportRow = { line: number; values: Record<string, unknown> };
export type ParsedRows = { rows: ImportRow[]; errors: IssueLine[] };
/** One CSV record: its fields, trimmed, and the line of the file it ends on (header = 1). */
export type CsvRecord = { line: number; fields: string[] };

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

/**
 * The records of a CSV stream (or text), read with csv-parse: a byte-order mark, Windows, Unix
 * and old Mac line ends, quoted fields with commas, doubled quotes and newlines. Blank lines are
 * left out. Past `limit` bytes it fails with Fastify's body-too-large error (a 413 naming the
 * limit); a file csv-parse cannot read (a quote never closed) is an ImportFailedError naming the
 * line.
 */
export async function readCsvRecords(
  input: Readable | string,
  limit = MAX_IMPORT_BODY,
): Promise<CsvRecord[]> {
  let received = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > limit) done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      else done(null, chunk);
    },
  });
  const parser = parse({
    bom: true,
    // Any mix of line ends (csv-parse would otherwise keep the first line's).
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
    info: true,
  });
  const source = typeof input === 'string' ? Readable.from([input]) : input;
  // Errors of any stage end the iteration below with that error.
  pipeline(source, counted, parser, () => undefined);
  const records: CsvRecord[] = [];
  const lines = lineCounter();
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      const line = lines(record, info.lines);
      // A line of blanks is a blank line; a quoted field keeps no blanks around its text either.
      if (record.length === 1 && record[0]?.trim() === '') continue;
      records.push({ line, fields: record.map((f) => f.trim()) });
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line: unknown = 'lines' in error ? error.lines : undefined;
    failImport([{ line: typeof line === 'number' ? line : 0, message: csvProblem(error) }], 'Line');
  }
  return records;
}

/** A CSV syntax error in words a person fixing the file can act on (its line is given apart). */
export function csvProblem(error: CsvError): string {
  if (
    error.code === 'CSV_INVALID_CLOSING_QUOTE' ||
    error.code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE'
  )
    return 'a quoted field is followed by other text: a field that starts with " must end with " right before the comma or the end of the line';
  if (error.code === 'CSV_QUOTE_NOT_CLOSED')
    return 'a quoted field is never closed: a field that starts with " must end with "';
  return error.message.replace(/ at line \d+$/, '');
}

/**
 * The file's line a csv-parse record ends on. csv-parse's `info.lines` counts a CR LF inside a
 * quoted field as two lines (CR and LF each), though one outside quotes as one: each record's
 * quoted CR LFs are taken off, from then on.
 */
export function lineCounter(): (record: readonly string[], lines: number) => number {
  let extra = 0;
  return (record, lines) => {
    for (const field of record) if (field.includes('\r\n')) extra += field.split('\r\n').length - 1;
    return lines - extra;
  };
}

const csvBodies = new WeakMap<FastifyRequest, CsvRecord[]>();

/**
 * CSV arrives as records, streamed through csv-parse (`readCsvRecords`); the handler takes them
 * with `csvBodyOf`. JSON is parsed as usual.
 */
export function acceptCsvBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser('text/csv', async (request: FastifyRequest, payload: Readable) => {
    const limit = request.routeOptions.bodyLimit;
    if (Number(request.headers['content-length']) > limit)
      throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    const records = await readCsvRecords(payload, limit);
    csvBodies.set(request, records);
    return records;
  });
}

/** The records of the request's CSV body; undefined when it sent another type (JSON). */
export const csvBodyOf = (request: FastifyRequest): CsvRecord[] | undefined =>
  csvBodies.get(request);

/** The header must be the columns, optionally followed by the optional one. */
export function parseImportCsv(records: readonly CsvRecord[], columns: ImportColumns): ParsedRows {
  return csvRows(records, columns, (line, fields, names) => {
    const values: Record<string, unknown> = {};
    names.forEach((name, i) => {
      values[name] = fields[i];
    });
    return { line, values };
  });
}

/**
 * The records of a CSV import as rows made by `toRow` from their fields (as many as `names`, the
 * header's columns), or the problems of the header and of lines with another number of fields.
 */
export function csvRows<Row>(
  records: readonly CsvRecord[],
  { columns, optional }: ImportColumns,
  toRow: (line: number, fields: string[], names: readonly string[]) => Row,
): { rows: Row[]; errors: IssueLine[] } {
  const first = records[0];
  const header = (first?.fields ?? []).join(',');
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
          line: first?.line ?? 1,
          message: `The header must be "${expected}" (optionally followed by ${followed.join(' or ')}), found "${header}"`,
        },
      ],
    };
  }
  const rows: Row[] = [];
  const errors: IssueLine[] = [];
  for (let index = 1; index < records.length; index++) {
    const record = records[index];
    if (!record) continue;
    const { line, fields } = record;
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

/** How a batch's rows are counted: lines of a CSV body or items of a JSON array. */
export type RowUnit = 'Line' | 'Item';

/** Fails the whole import (nothing is written) with every problem by line or item. */
export function failImport(errors: IssueLine[], unit: RowUnit): never {
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
