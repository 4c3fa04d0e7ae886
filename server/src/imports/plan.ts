// What every import kind works out before it writes: the counts per kind of thing, the problems
// of each row (row, column, message), the failed rows as read (for the fix page) and what was
// left out. Nothing is written until the plan has no problem.
import type { z } from 'zod';
import type { ImportCounts, RowError } from '@atrium/contract';
import type { Cell, TableRow } from './table.ts';
import { text } from './table.ts';

/** The problems listed in full; past this they are counted. */
export const MAX_LISTED_ROW_ERRORS = 500;
/** Failed rows kept for the fix page. */
export const MAX_KEPT_FAILED_ROWS = 5000;
/** Rows shown in the preview table. */
export const SAMPLE_ROWS = 20;

export class PlanReport {
  readonly counts: Record<string, ImportCounts> = {};
  readonly errors: RowError[] = [];
  errorCount = 0;
  readonly failedRows = new Map<number, Record<string, string>>();
  readonly skipped: string[] = [];
  readonly sample: Record<string, string>[] = [];
  columns: string[] = [];
  rows = 0;
  /** Notes given, listed or not. */
  private notes = 0;

  count(kind: string, what: keyof Omit<ImportCounts, 'rows'>, n = 1): void {
    const counts = (this.counts[kind] ??= {
      created: 0,
      updated: 0,
      unchanged: 0,
      skipped: 0,
      rows: 0,
    });
    counts[what] += n;
  }

  /** A row seen: kept for the preview table. */
  seen(row: TableRow): void {
    this.rows++;
    if (this.sample.length < SAMPLE_ROWS) this.sample.push(asText(row.values));
  }

  /** A problem of a row (or of the file: row null); the row's values are kept for fixing. */
  error(row: TableRow | number | null, column: string | null, message: string): void {
    this.errorCount++;
    const number = row === null ? null : typeof row === 'number' ? row : row.row;
    if (this.errors.length < MAX_LISTED_ROW_ERRORS)
      this.errors.push({ row: number, column, message });
    if (
      typeof row === 'object' &&
      row !== null &&
      this.failedRows.size < MAX_KEPT_FAILED_ROWS &&
      !this.failedRows.has(row.row)
    )
      this.failedRows.set(row.row, asText(row.values));
  }

  /** A note on what was left out or alone (listed up to MAX_LISTED_ROW_ERRORS, then counted). */
  note(message: string): void {
    this.notes++;
    const more = this.notes - MAX_LISTED_ROW_ERRORS;
    if (more <= 0) this.skipped.push(message);
    else if (more === 1) this.skipped.push('…and 1 more');
    else this.skipped[this.skipped.length - 1] = `…and ${more} more`;
  }

  get ok(): boolean {
    return this.errorCount === 0;
  }
}

export const asText = (values: Record<string, Cell>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, text(v)]));

/**
 * Checks `value` with a contract schema and reports each issue on the column its field comes from
 * (`columnOf` maps the schema's field to the file's column). The parsed value, or null.
 */
export function checkWith<S extends z.ZodType>(
  report: PlanReport,
  row: TableRow,
  schema: S,
  value: unknown,
  columnOf: Readonly<Record<string, string>>,
): z.output<S> | null {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    const column = columnOf[field] ?? (field || null);
    report.error(row, column, `${column ?? 'row'}: ${issue.message}`);
  }
  return null;
}

/** Empty is null; otherwise a finite number, or a problem. */
export function numberCell(
  report: PlanReport,
  row: TableRow,
  column: string,
): number | null | undefined {
  const value = row.values[column];
  if (value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value.replace(/,/g, ''));
  if (Number.isFinite(n)) return n;
  report.error(row, column, `${column} must be a number, got "${text(value)}"`);
  return undefined;
}

export const textCell = (row: TableRow, column: string): string | null => {
  const value = text(row.values[column]).trim();
  return value === '' ? null : value;
};

/** Excel's day 0 (its 1900 system counts 1900 as a leap year, so serials from 61 on use 1899-12-30). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** A date cell: YYYY-MM-DD, an Excel serial date (a number), or a problem. */
export function dateCell(
  report: PlanReport,
  row: TableRow,
  column: string,
): string | null | undefined {
  const value = row.values[column];
  if (value === undefined || value === '') return null;
  const serial =
    typeof value === 'number' ? value : /^\d{1,6}(\.\d+)?$/.test(value) ? Number(value) : null;
  if (serial !== null) {
    if (serial >= 1 && serial < 2_958_466)
      return new Date(EXCEL_EPOCH + Math.floor(serial) * 86_400_000).toISOString().slice(0, 10);
  } else {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text(value).trim());
    if (match) {
      const date = `${match[1]}-${match[2]}-${match[3]}`;
      const parsed = new Date(`${date}T00:00:00Z`);
      if (!Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date)
        return date;
    }
  }
  report.error(
    row,
    column,
    `${column} must be a date as YYYY-MM-DD or an Excel date, got "${text(value)}"`,
  );
  return undefined;
}

/** Whether an existing row differs from the values an import would write (numbers nearly equal). */
export function differs(current: Record<string, unknown>, next: Record<string, unknown>): boolean {
  return Object.entries(next).some(([key, value]) => {
    const was = current[key];
    if (typeof value === 'number' && typeof was === 'number')
      return Math.abs(value - was) > 1e-9 * Math.max(1, Math.abs(value));
    return JSON.stringify(was ?? null) !== JSON.stringify(value ?? null);
  });
}

/** Splits a list in chunks for multi-row inserts. */
export function chunks<T>(items: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
