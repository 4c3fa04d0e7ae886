// The list protocol and plain row writes for any resource table, always within a tenant scope.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DEFAULT_PER_PAGE, type Issue } from '@atrium/contract';
import type { TenantScope } from '../auth/scope.ts';
import { compileWhere } from '../db/where.ts';
import { compileOrderBy } from '../db/order-by.ts';
import { BadRequestError, NotFoundError } from '../http/errors.ts';
import {
  columnsOf,
  fieldMap,
  resourceTable,
  sortSpec,
  type Db,
  type ResourceTable,
} from './resource-table.ts';
import { translateDatabaseError } from './database-errors.ts';

export type ListQuery = {
  where?: Record<string, unknown> | undefined;
  orderBy?: unknown;
  page?: number;
  perPage?: number;
};
export type Row = Record<string, unknown>;

const idOf = (rt: ResourceTable): PgColumn => columnsOf(rt.table).id as PgColumn;

/** The `where` of a list request as SQL for this scope, or a 400 naming what is wrong. */
export function whereFor(
  db: Db,
  rt: ResourceTable,
  scope: TenantScope,
  where: unknown,
): SQL | undefined {
  const compiled = compileWhere(where ?? {}, fieldMap(db, rt, rt.table, scope));
  if (!compiled.ok) throw new BadRequestError(compiled.issues);
  return and(rt.visible(db, scope, rt.table), compiled.sql);
}

export async function listRows(
  db: Db,
  rt: ResourceTable,
  scope: TenantScope,
  query: ListQuery,
): Promise<{ rows: Row[]; total: number }> {
  const condition = whereFor(db, rt, scope, query.where);
  const orderBy = compileOrderBy(query.orderBy ?? rt.defaultOrderBy, sortSpec(rt));
  if (!orderBy.ok) throw new BadRequestError(orderBy.issues);
  const perPage = query.perPage ?? DEFAULT_PER_PAGE;
  const page = query.page ?? 0;

  // One round trip: the page and the total (a window count over the filtered rows).
  const found = await db
    .select({ row: rt.table, total: sql<string>`count(*) over ()` })
    .from(rt.table)
    .where(condition)
    .orderBy(...orderBy.sql, asc(idOf(rt)))
    .limit(perPage)
    .offset(page * perPage);
  const rows: Row[] = found.map((f) => f.row);
  if (found[0]) return { rows, total: Number(found[0].total) };
  if (page === 0) return { rows, total: 0 };
  return { rows, total: await countRows(db, rt.table, condition) };
}

export async function countRows(
  db: Db,
  table: PgTable,
  condition: SQL | undefined,
): Promise<number> {
  const [result] = await db
    .select({ n: sql<string>`count(*)` })
    .from(table)
    .where(condition);
  return Number(result?.n ?? 0);
}

export async function findVisibleRow(
  db: Db,
  rt: ResourceTable,
  scope: TenantScope,
  id: number,
): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(rt.table)
    .where(and(eq(idOf(rt), id), rt.visible(db, scope, rt.table)))
    .limit(1);
  return row ?? null;
}

export async function insertRow(db: Db, rt: ResourceTable, values: Row): Promise<Row> {
  try {
    const [row] = await db.insert(rt.table).values(values).returning();
    return row as Row;
  } catch (error) {
    throw translateDatabaseError(error, rt);
  }
}

/** Updates a row the scope may see; a row it may not see is "Not found", like a missing one. */
export async function updateRow(
  db: Db,
  rt: ResourceTable,
  scope: TenantScope,
  id: number,
  values: Row,
): Promise<Row> {
  if (Object.keys(values).length === 0) {
    const row = await findVisibleRow(db, rt, scope, id);
    if (!row) throw new NotFoundError();
    return row;
  }
  try {
    const [row] = await db
      .update(rt.table)
      .set(values)
      .where(and(eq(idOf(rt), id), rt.visible(db, scope, rt.table)))
      .returning();
    if (!row) throw new NotFoundError();
    return row;
  } catch (error) {
    throw translateDatabaseError(error, rt);
  }
}

export async function deleteRow(
  db: Db,
  rt: ResourceTable,
  scope: TenantScope,
  id: number,
): Promise<void> {
  try {
    const deleted = await db
      .delete(rt.table)
      .where(and(eq(idOf(rt), id), rt.visible(db, scope, rt.table)))
      .returning({ id: idOf(rt) });
    if (deleted.length === 0) throw new NotFoundError();
  } catch (error) {
    throw translateDatabaseError(error, rt);
  }
}

/** A field of a write that names other rows: they must exist and be visible to the scope. */
export type Reference = {
  path: (string | number)[];
  resource: string;
  /** One id, or (`many`) a list whose entries are named by index. */
  ids: readonly (number | null | undefined)[];
  many?: boolean;
};

/** Refuses (400, by field) references to rows that do not exist or that the scope may not see. */
export async function assertReferences(
  db: Db,
  scope: TenantScope,
  references: Reference[],
): Promise<void> {
  const issues: Issue[] = [];
  for (const reference of references) {
    const ids = [...new Set(reference.ids.filter((id): id is number => typeof id === 'number'))];
    if (ids.length === 0) continue;
    const rt = resourceTable(reference.resource);
    const found = await db
      .select({ id: idOf(rt) })
      .from(rt.table)
      .where(and(inArray(idOf(rt), ids), rt.visible(db, scope, rt.table)));
    const present = new Set(found.map((f) => f.id as number));
    reference.ids.forEach((id, index) => {
      if (typeof id !== 'number' || present.has(id)) return;
      const path = reference.many ? [...reference.path, index] : reference.path;
      issues.push({ path, message: `${capitalize(rt.label)} ${id} not found` });
    });
  }
  if (issues.length > 0) throw new BadRequestError(issues);
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
