// What reservations and badge events share in the database: who may see which rows, the list
// protocol over their columns, a profile's latest rows, and an all-or-nothing import (batched
// writes, one audit entry).
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ActivityImportResponse } from '@atrium/contract';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RequestAuth } from '../auth/guard.ts';
import type { TenantScope } from '../auth/scope.ts';
import { recordAudit, actorOf } from '../audit/audit.ts';
import { buildings } from '../db/schema/index.ts';
import { compileOrderBy, type SortSpec } from '../db/order-by.ts';
import { compileWhere, type FieldMap } from '../db/where.ts';
import { BadRequestError } from '../http/errors.ts';
import type { ListRequestBody } from '../http/resource-routes.ts';
import { countRows } from '../resources/repository.ts';
import type { Db } from '../resources/resource-table.ts';
import { visibleBuilding } from '../resources/visibility.ts';
import { failImport, type IssueLine } from '../imports/rows.ts';
import { linkingKeys } from './profile-links.ts';

/** An activity table: its rows have an id and a place (a building, an organization). */
type ActivityTable = PgTable & { id: PgColumn; buildingId: PgColumn; organizationId: PgColumn };

/**
 * Rows of buildings the scope can see; owners see all their buildings' activity, operators and
 * occupiers only their own organization's people.
 */
export function visibleActivity(
  db: Db,
  scope: TenantScope,
  t: { buildingId: PgColumn; organizationId: PgColumn },
): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  const inBuilding = sql`${t.buildingId} in (select ${buildings.id} from ${buildings} where ${visibleBuilding(db, scope)})`;
  if (scope.organizationType === 'OWNER' || scope.organizationType === 'PLATFORM')
    return inBuilding;
  return and(inBuilding, eq(t.organizationId, scope.organizationId));
}

/**
 * One page of the rows the scope sees, by the list protocol: `where` over `filters`, `orderBy`
 * over `sortable`.
 */
export async function listActivity<T extends ActivityTable>(
  db: Db,
  scope: TenantScope,
  spec: { table: T; filters: FieldMap; sortable: SortSpec },
  query: ListRequestBody,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const where = compileWhere(query.where ?? {}, spec.filters);
  if (!where.ok) throw new BadRequestError(where.issues);
  const orderBy = compileOrderBy(query.orderBy, spec.sortable);
  if (!orderBy.ok) throw new BadRequestError(orderBy.issues);
  const condition = and(visibleActivity(db, scope, spec.table), where.sql);
  const { page, perPage } = query;
  // Any table: drizzle's generic `from` cannot take a type parameter.
  const table: PgTable = spec.table;
  const found = await db
    .select({ row: table, total: sql<string>`count(*) over ()` })
    .from(table)
    .where(condition)
    .orderBy(...orderBy.sql, asc(spec.table.id))
    .limit(perPage)
    .offset(page * perPage);
  const rows = found.map((f) => f.row as T['$inferSelect']);
  if (found[0]) return { rows, total: Number(found[0].total) };
  return { rows, total: page === 0 ? 0 : await countRows(db, table, condition) };
}

/**
 * The rows whose `key` one of a profile's identifiers finds (profile-links.ts), of those the
 * scope sees: how many, and the `limit` latest by `latest`.
 */
export async function latestOfProfile<T extends ActivityTable>(
  db: Db,
  scope: TenantScope,
  spec: { table: T; key: PgColumn; latest: PgColumn },
  profile: { id: string; organizationId: number },
  limit: number,
): Promise<{ total: number; rows: T['$inferSelect'][] }> {
  const t = spec.table;
  const condition = and(
    eq(t.organizationId, profile.organizationId),
    sql`lower(${spec.key}) in ${linkingKeys(profile.id)}`,
    visibleActivity(db, scope, t),
  );
  const table: PgTable = t;
  const [found, [count]] = await Promise.all([
    db
      .select({ row: table })
      .from(table)
      .where(condition)
      .orderBy(desc(spec.latest), desc(t.id))
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(table)
      .where(condition),
  ]);
  return { total: count?.total ?? 0, rows: found.map((f) => f.row as T['$inferSelect']) };
}

/**
 * Writes an import all-or-nothing: a bad row, or a line the parser refused, fails the whole batch
 * with every problem listed by line; else the items go in batches with one audit entry.
 */
export async function writeImport<T extends { dataSourceId: number }>(
  db: Db,
  auth: RequestAuth,
  resource: 'reservations' | 'badge-events',
  checked: { items: T[]; errors: IssueLine[] },
  parsed: { unit: 'Line' | 'Item'; errors: IssueLine[] },
  write: (tx: Db, batch: T[]) => Promise<unknown>,
  instantsOf: (item: T) => Date[],
): Promise<ActivityImportResponse> {
  const all = [...parsed.errors, ...checked.errors].sort((a, b) => a.line - b.line);
  if (all.length) failImport(all, parsed.unit);
  const { items } = checked;
  if (items.length === 0) return { accepted: 0, from: null, to: null };
  await db.transaction(async (tx) => {
    await writeInBatches(items, async (batch) => {
      await write(tx, batch);
    });
    await auditImport(tx, auth, resource, items);
  });
  return { accepted: items.length, ...span(items.flatMap(instantsOf)) };
}

const BATCH = 5000;

/** Writes in batches of a few thousand rows: one statement each, within the caller's transaction. */
async function writeInBatches<T>(items: T[], write: (batch: T[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) await write(items.slice(i, i + BATCH));
}

/** The earliest and latest of the instants (a loop: a spread of 100 000 arguments overflows). */
function span(instants: Date[]): { from: string | null; to: string | null } {
  let from: Date | null = null;
  let to: Date | null = null;
  for (const at of instants) {
    if (!from || at < from) from = at;
    if (!to || at > to) to = at;
  }
  return { from: from?.toISOString() ?? null, to: to?.toISOString() ?? null };
}

/** One audit entry per import: how many rows, from which data sources. */
async function auditImport(
  tx: Db,
  auth: RequestAuth,
  resource: 'reservations' | 'badge-events',
  items: { dataSourceId: number }[],
): Promise<void> {
  await recordAudit(tx, {
    ...actorOf(auth),
    action: 'create',
    resource,
    details: {
      imported: items.length,
      dataSourceIds: [...new Set(items.map((item) => item.dataSourceId))].sort((a, b) => a - b),
    },
  });
}
