// A chart's data as rows: what "Show as table" shows and "Download CSV" writes.
import { MISSING } from '@atrium/contract';
import { formatDay, formatValue, type ValueFormat } from './formats.ts';

export type ChartCell = string | number | null;
export type ChartColumn = {
  header: string;
  /** How the table view shows the column's numbers; the CSV keeps them as numbers. */
  format?: ValueFormat;
  /** Local dates 'YYYY-MM-DD': the CSV keeps them so, the table view writes '4 Mar 2026'. */
  date?: boolean;
};
export type ChartTable = {
  columns: readonly ChartColumn[];
  rows: readonly (readonly ChartCell[])[];
};

/** A cell as the table view shows it. */
export function formatCell(cell: ChartCell, column: ChartColumn | undefined): string {
  if (cell === null) return MISSING;
  if (typeof cell === 'string') return column?.date ? formatDay(cell) : cell;
  return formatValue(cell, column?.format ?? 'count');
}

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection); names
// come from imported data, so such text gets a leading apostrophe.
const formulaStart = /^[=+\-@\t\r]/;

function csvField(cell: ChartCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') {
    // Ten decimals drop floating-point tails (0.30000000000000004) without losing figures.
    return Number.isFinite(cell) ? String(Number(cell.toFixed(10))) : '';
  }
  const text = formulaStart.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The table as CSV (RFC 4180: comma-separated, CRLF line ends, quoted where needed). */
export function toCsv(table: ChartTable): string {
  const lines = [
    table.columns.map((c) => csvField(c.header)),
    ...table.rows.map((r) => r.map(csvField)),
  ];
  return lines.map((fields) => fields.join(',')).join('\r\n') + '\r\n';
}

/** A file name from the chart's title: 'Day of Week Demand' → 'day-of-week-demand.csv'. */
export function chartFileName(title: string, extension: 'csv' | 'png' | 'svg'): string {
  const base = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'chart'}.${extension}`;
}
