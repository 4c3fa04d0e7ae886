// Compiles the list protocol's `orderBy` (`{ name: 'asc' }` or an array of such objects)
// into drizzle ORDER BY terms, reporting every problem with its path.
import { asc, desc } from 'drizzle-orm';
import type { Column, SQL } from 'drizzle-orm';
import { isPlainObject, type FilterIssue } from './where.ts';

export type SortSpec = Record<string, Column | SQL>; // sortable fields
export type CompiledOrderBy = { ok: true; sql: SQL[] } | { ok: false; issues: FilterIssue[] };

type Path = readonly (string | number)[];

/** `undefined` means no ordering. NULLs sort as PostgreSQL's default: last for asc, first for desc. */
export function compileOrderBy(
  orderBy: unknown,
  sortable: SortSpec,
  basePath: Path = ['orderBy'],
): CompiledOrderBy {
  if (orderBy === undefined) return { ok: true, sql: [] };
  const issues: FilterIssue[] = [];
  const terms = Array.isArray(orderBy)
    ? orderBy.map((term, index) => compileTerm(term, sortable, [...basePath, index], issues))
    : [compileTerm(orderBy, sortable, basePath, issues)];
  return issues.length === 0
    ? { ok: true, sql: terms.filter((term) => term !== undefined) }
    : { ok: false, issues };
}

function compileTerm(
  term: unknown,
  sortable: SortSpec,
  path: Path,
  issues: FilterIssue[],
): SQL | undefined {
  if (!isPlainObject(term)) {
    report(issues, path, 'Expected an object like { "name": "asc" }');
    return undefined;
  }
  const entries = Object.entries(term);
  const [entry] = entries;
  // One field per object, so that the order of several fields is the array's, not the keys'.
  if (entry === undefined || entries.length > 1) {
    report(issues, path, 'Expected exactly one field per sort object');
    return undefined;
  }
  const [field, direction] = entry;
  // Own keys only: `constructor` must not reach Object.prototype.
  const column = Object.hasOwn(sortable, field) ? sortable[field] : undefined;
  if (column === undefined) {
    report(issues, [...path, field], `Field "${field}" cannot be sorted`);
    return undefined;
  }
  if (direction !== 'asc' && direction !== 'desc') {
    report(issues, [...path, field], 'Expected "asc" or "desc"');
    return undefined;
  }
  return direction === 'asc' ? asc(column) : desc(column);
}

function report(issues: FilterIssue[], path: Path, message: string): void {
  issues.push({ path: [...path], message });
}
