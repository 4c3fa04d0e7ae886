// Reading an import file as rows of named cells, with maintained parsers: csv-parse (streamed, so a
// quoted field may hold a newline and a large file is never one string) and exceljs (XLSX, the
// first sheet). Cells are text as written, except XLSX numbers and dates, which stay numbers
// (Excel serial dates are read by the importers). Row numbers are the file's: the header is row 1.
import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { csvProblem, failImport, lineCounter } from './rows.ts';

export type Cell = string | number;
export type TableRow = { row: number; values: Record<string, Cell> };
export type TableFormat = 'csv' | 'xlsx';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function formatOf(mimetype: string, filename: string): TableFormat | null {
  if (mimetype === XLSX_TYPE || /\.xlsx$/i.test(filename)) return 'xlsx';
  if (mimetype === 'text/csv' || mimetype === 'text/plain' || /\.(csv|txt)$/i.test(filename))
    return 'csv';
  return null;
}

/** `mapping` renames the file's columns to the template's (vendor exports); the rest keep theirs. */
export type Mapping = Readonly<Record<string, string>>;

const headerOf = (names: string[], mapping: Mapping): string[] => {
  const fileToTemplate = new Map(Object.entries(mapping).map(([to, from]) => [from.trim(), to]));
  return names.map((name) => {
    const trimmed = name.replace(/^\uFEFF/, '').trim();
    return fileToTemplate.get(trimmed) ?? trimmed;
  });
};

/** The rows of a CSV stream, one at a time; `onHeader` sees the header first. */
export async function* csvTable(
  input: Readable,
  mapping: Mapping,
  onHeader?: (columns: string[]) => void,
): AsyncGenerator<TableRow> {
  const parser = input.pipe(
    parse({
      bom: true,
      // Old Mac files end lines with CR alone: csv-parse finds the ending from the first line.
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }),
  );
  let header: string[] | null = null;
  const lines = lineCounter();
  try {
    for await (const record of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      const line = lines(record.record, record.info.lines);
      if (!header) {
        header = headerOf(record.record, mapping);
        onHeader?.(header);
        continue;
      }
      const values: Record<string, Cell> = {};
      header.forEach((name, i) => {
        const value = record.record[i];
        if (name !== '' && value !== undefined && value !== '') values[name] = value;
      });
      // The row number is the line the record ends on (a quoted newline spans lines).
      yield { row: line, values };
    }
  } catch (error) {
    // A file csv-parse cannot read (a quote never closed) fails the import naming the line.
    if (!(error instanceof CsvError)) throw error;
    const line: unknown = 'lines' in error ? error.lines : undefined;
    failImport([{ line: typeof line === 'number' ? line : 0, message: csvProblem(error) }], 'Line');
  }
}

const cellValue = (value: ExcelJS.CellValue): Cell | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellValue(value.result);
    if ('richText' in value)
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
  }
  return null;
};

/** The rows of the first sheet of an XLSX file. */
export async function* xlsxTable(
  input: Readable,
  mapping: Mapping,
  onHeader?: (columns: string[]) => void,
): AsyncGenerator<TableRow> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.read(input);
  } catch (error) {
    failImport(
      [
        {
          line: 0,
          message: `The file could not be read as an XLSX workbook (${error instanceof Error ? error.message : String(error)}): save it again from the spreadsheet program, or as CSV`,
        },
      ],
      'Line',
    );
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return;
  let header: string[] | null = null;
  const rows: TableRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells = (row.values as ExcelJS.CellValue[]).slice(1);
    if (!header) {
      header = headerOf(
        cells.map((c) => String(cellValue(c) ?? '')),
        mapping,
      );
      onHeader?.(header);
      return;
    }
    const values: Record<string, Cell> = {};
    header.forEach((name, i) => {
      const value = cellValue(cells[i] ?? null);
      if (name !== '' && value !== null) values[name] = value;
    });
    if (Object.keys(values).length > 0) rows.push({ row: number, values });
  });
  yield* rows;
}

export function readTable(
  format: TableFormat,
  input: Readable,
  mapping: Mapping = {},
  onHeader?: (columns: string[]) => void,
): AsyncGenerator<TableRow> {
  return format === 'csv'
    ? csvTable(input, mapping, onHeader)
    : xlsxTable(input, mapping, onHeader);
}

/** A cell as text (numbers as written by JavaScript). */
export const text = (value: Cell | undefined): string =>
  value === undefined ? '' : typeof value === 'number' ? String(value) : value;
