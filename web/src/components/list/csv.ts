import type { DataTableColumn } from '../DataTable.tsx';

// CSV as spreadsheets read it (RFC 4180): comma-separated, CRLF line ends, a field quoted when it
// holds a comma, quote or line break, quotes doubled.

type Cell = string | number | boolean | null | undefined;

export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly Cell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

function plainValue(row: unknown, field: string): Cell {
  if (typeof row !== 'object' || row === null) return null;
  const value: unknown = (row as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : null;
}

/** The header line of a table's columns. */
export const csvHeader = <Row>(columns: readonly DataTableColumn<Row>[]) =>
  csvLine(columns.map((column) => column.header));

/** One line per row, each column's export value (or its plain field value). */
export const csvRows = <Row>(
  columns: readonly DataTableColumn<Row>[],
  rows: readonly Row[],
): string =>
  rows
    .map((row) =>
      csvLine(
        columns.map((column) =>
          column.exportValue ? column.exportValue(row) : plainValue(row, column.field),
        ),
      ),
    )
    .join('');

/** Hands the browser a file to save. */
export function downloadFile(parts: BlobPart[], fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}

/** A byte-order mark, so that spreadsheet programs read the file as UTF-8. */
export const UTF8_BOM = '\uFEFF';
