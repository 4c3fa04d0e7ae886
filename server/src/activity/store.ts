// What reservations and badge events share in the database: who may see which rows, the list
// protocol over their columns, batched writes and the audit entry of an import.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RequestAuth } from '../auth/guard.ts';
import type { TenantScope } from '../auth/scope.ts';
import { recordAudit } from '../audit/audit.ts';
import { buildings } from '../db/schema/index.ts';
import { compileOrderBy, type SortSpec } from '../db/order-by.ts';
import { compileWhere, type FieldMap } from '../db/where.ts';
import { BadRequestError } from '../http/errors.ts';
import type { ListRequestBody } from '../http/resource-routes.ts';
import { countRows } from '../resources/repository.ts';
import type { Db } from '../resources/resource-table.ts';
import { visibleBuilding } from '../resources/visibility.ts';

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

/** One page of a table by the list protocol: `where` over `filters`, `orderBy` over `sortable`. */
export async function listPage<T extends PgTable>(
  db: Db,
  spec: {
    table: T;
    id: PgColumn;
    filters: FieldMap;
    sortable: SortSpec;
    visible: SQL | undefined;
    query: ListRequestBody;
  },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const where = compileWhere(spec.query.where ?? {}, spec.filters);
  if (!where.ok) throw new BadRequestError(where.issues);
  const orderBy = compileOrderBy(spec.query.orderBy, spec.sortable);
  if (!orderBy.ok) throw new BadRequestError(orderBy.issues);
  const condition = and(spec.visible, where.sql);
  const { page, perPage } = spec.query;
  // Any table: drizzle's generic `from` cannot take a type parameter.
  const table: PgTable = spec.table;
  const found = await db
    .select({ row: table, total: sql<string>`count(*) over ()` })
    .from(table)
    .where(condition)
    .orderBy(...orderBy.sql, asc(spec.id))
    .limit(perPage)
    .offset(page * perPage);
  const rows = found.map((f) => f.row as T['$inferSelect']);
  if (found[0]) return { rows, total: Number(found[0].total) };
  return { rows, total: page === 0 ? 0 : await countRows(db, table, condition) };
}

const BATCH = 5000;

/** Writes in batches of a few thousand rows: one statement each, within the caller's transaction. */
export async function writeInBatches<T>(
  items: T[],
  write: (batch: T[]) => Promise<void>,
): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) await write(items.slice(i, i + BATCH));
}

/** The earliest and latest of the instants (a loop: a spread of 100 000 arguments overflows). */
export function span(instants: Date[]): { from: string | null; to: string | null } {
  let from: Date | null = null;
  let to: Date | null = null;
  for (const at of instants) {
    if (!from || at < from) from = at;
    if (!to || at > to) to = at;
  }
  return { from: from?.toISOString() ?? null, to: to?.toISOString() ?? null };
}

/** One audit entry per import: how many rows, from which data sources. */
export async function auditImport(
  tx: Db,
  auth: RequestAuth,
  resource: 'reservations' | 'badge-events',
  items: { dataSourceId: number }[],
): Promise<void> {
  await recordAudit(tx, {
    actorEmail: auth.user.email,
    actorOrganizationId: auth.user.organization.id,
    impersonatedOrganizationId: auth.impersonating?.id ?? null,
    action: 'create',
    resource,
    details: {
      imported: items.length,
      dataSourceIds: [...new Set(items.map((item) => item.dataSourceId))].sort((a, b) => a - b),
    },
    requestId: auth.requestId,
  });
}
