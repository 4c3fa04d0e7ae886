// How one resource lives in the database: its table, who may see which rows, and how its
// relations join. The list protocol, relation filters and reference checks are built from this.
import { and, eq, exists, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { ResourceContract } from '@atrium/contract';
import type { TenantScope } from '../auth/scope.ts';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { FieldMap } from '../db/where.ts';
import type { SortSpec } from '../db/order-by.ts';

/** The database or a transaction on it: data access works the same in both. */
export type Db = PgDatabase<NodePgQueryResultHKT>;
export type Columns = Record<string, PgColumn>;

export type ResourceTable<T extends PgTable = PgTable> = {
  contract: ResourceContract;
  table: T;
  /** For messages: "Building 12 not found". */
  label: string;
  /** Rows of `t` (the table or an alias of it) that the scope may see; undefined: all. */
  visible: (db: Db, scope: TenantScope, t: T) => SQL | undefined;
  /** For each relation of the contract: the condition joining this row (outer) to a related row (inner). */
  joins: Record<string, (outer: Columns, inner: Columns) => SQL>;
  /** The list's order when the request gives none (the id ascending after it, always). */
  defaultOrderBy?: Record<string, 'asc' | 'desc'>;
};

const registry = new Map<string, ResourceTable>();

/** Registers a resource's table so that other resources' relation filters can reach it. */
export function defineResourceTable<T extends PgTable>(
  definition: ResourceTable<T>,
): ResourceTable {
  const erased = definition as unknown as ResourceTable;
  registry.set(definition.contract.name, erased);
  return erased;
}

export function resourceTable(name: string): ResourceTable {
  const found = registry.get(name);
  if (!found) throw new Error(`Resource table "${name}" is not defined`);
  return found;
}

export const columnsOf = (t: PgTable): Columns => getTableColumns(t);

function column(rt: ResourceTable, t: PgTable, name: string): PgColumn {
  const found = columnsOf(t)[name];
  if (!found)
    throw new Error(
      `${rt.contract.name}: the contract lists "${name}" but the table has no such column`,
    );
  return found;
}

/** Sortable fields of the contract, as columns of the table. */
export function sortSpec(rt: ResourceTable): SortSpec {
  return Object.fromEntries(rt.contract.sortable.map((name) => [name, column(rt, rt.table, name)]));
}

/**
 * A uuid column is filtered as its text, so that any string compares (one that is no uuid
 * matches nothing, "contains" works) instead of failing the statement.
 */
const filterColumn = (c: PgColumn): PgColumn | SQL =>
  c.columnType === 'PgUUID' ? sql`${c}::text` : c;

/**
 * The filter fields of a resource for one scope: its columns, and relation filters whose
 * subqueries apply the related resource's tenant scope too, on fresh aliases so that nested
 * relations never confuse one table with another.
 */
export function fieldMap(
  db: Db,
  rt: ResourceTable,
  t: PgTable,
  scope: TenantScope,
  aliases = { next: 1 },
): FieldMap {
  const fields: FieldMap = {};
  for (const [name, filter] of Object.entries(rt.contract.filters)) {
    const filtered = filterColumn(column(rt, t, name));
    fields[name] =
      typeof filter === 'string'
        ? { kind: filter, column: filtered }
        : { kind: filter.kind, column: filtered, values: filter.values };
  }
  for (const [name, link] of Object.entries(rt.contract.relations)) {
    const join = rt.joins[name];
    if (!join) throw new Error(`${rt.contract.name}: relation "${name}" has no join`);
    const related = resourceTable(link.resource);
    let inner: PgTable | undefined;
    const innerTable = () => (inner ??= alias(related.table, `r${aliases.next++}`) as PgTable);
    fields[name] = {
      relation: link.kind,
      fields: () => fieldMap(db, related, innerTable(), scope, aliases),
      exists: (condition) =>
        exists(
          db
            .select({ one: sql`1` })
            .from(innerTable())
            .where(
              and(
                join(columnsOf(t), columnsOf(innerTable())),
                related.visible(db, scope, innerTable()),
                condition,
              ),
            ),
        ),
    };
  }
  return fields;
}

/** A column of a table's column map; a missing one is a programming error. */
export function need(columns: Columns, name: string): PgColumn {
  const found = columns[name];
  if (!found) throw new Error(`No column "${name}"`);
  return found;
}

/** The usual relation join: a column of the outer row equals a column of the related row. */
export const joinOn =
  (outerColumn: string, innerColumn: string) =>
  (outer: Columns, inner: Columns): SQL =>
    eq(need(outer, outerColumn), need(inner, innerColumn));

/** A many-to-many relation: a row of `link` joins the outer row's id to the related row's id. */
export const joinThrough =
  (link: PgTable, outerId: PgColumn, innerId: PgColumn) =>
  (outer: Columns, inner: Columns): SQL =>
    sql`exists (select 1 from ${link} where ${outerId} = ${need(outer, 'id')} and ${innerId} = ${need(inner, 'id')})`;
