// What reservations and badge events share in the database: who may see which rows, the list
// protocol over their columns, a profile's latest rows, and an all-or-nothing import (batched
// writes, one audit entry).
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ActivityImportResponse, ListResponse } from '@atrium/contract';
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
import { failImport, type ImportRow, type IssueLine, type RowUnit } from '../imports/rows.ts';
import { linkingKeys, profilesOfRows } from './profile-links.ts';
import { checkRows, type RowChecker } from './place.ts';

/** An activity table: its rows have an id and a place (a building, an organization). */
type ActivityTable = PgTable & { id: PgColumn; buildingId: PgColumn; organizationId: PgColumn };
type ActivityRow = { organizationId: number | null };

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
 * What the store needs of one kind of activity (reservations, badge events): how its rows are
 * listed and answered, and how an import of them is checked and written.
 */
export type ActivityKind<Row extends ActivityRow, E, N> = ListedActivity<Row, E> &
  ImportedActivity<N>;

/**
 * Its table, the list protocol's columns, the column by which a row finds its profile
 * (profile-links.ts) and the one its latest rows go by, and a row as the API answers it.
 */
type ListedActivity<Row extends ActivityRow, E> = {
  table: ActivityTable;
  filters: FieldMap;
  sortable: SortSpec;
  key: PgColumn;
  keyOf: (row: Row) => string | null;
  latest: PgColumn;
  toEntity: (row: Row, profileId: string | null) => E;
};

type ImportedActivity<N> = {
  /** The audit's resource of an import. */
  resource: 'reservations' | 'badge-events';
  /** Whether a row names a space (`readPlace`), and the check of its own fields. */
  withSpace: boolean;
  checkRow: RowChecker<N>;
  /** One statement writing a batch of checked items. */
  write: (tx: Db, batch: N[]) => Promise<unknown>;
  /** The instants of an item, for the span an import answers. */
  instantsOf: (item: N) => Date[];
};

/** The rows as the API answers them, each with the profile its key finds. */
async function answer<Row extends ActivityRow, E>(
  db: Db,
  kind: ListedActivity<Row, E>,
  rows: Row[],
): Promise<E[]> {
  const profileIds = await profilesOfRows(
    db,
    rows.map((row) => ({ organizationId: row.organizationId, key: kind.keyOf(row) })),
  );
  return rows.map((row, n) => kind.toEntity(row, profileIds[n] ?? null));
}

/**
 * One page of the rows the scope sees, by the list protocol: `where` over the kind's `filters`,
 * `orderBy` over its `sortable`.
 */
export async function listActivity<Row extends ActivityRow, E>(
  db: Db,
  scope: TenantScope,
  kind: ListedActivity<Row, E>,
  query: ListRequestBody,
): Promise<ListResponse<E>> {
  const where = compileWhere(query.where ?? {}, kind.filters);
  if (!where.ok) throw new BadRequestError(where.issues);
  const orderBy = compileOrderBy(query.orderBy, kind.sortable);
  if (!orderBy.ok) throw new BadRequestError(orderBy.issues);
  const condition = and(visibleActivity(db, scope, kind.table), where.sql);
  const { page, perPage } = query;
  // Any table: drizzle's generic `from` cannot take a type parameter.
  const table: PgTable = kind.table;
  const found = await db
    .select({ row: table, total: sql<string>`count(*) over ()` })
    .from(table)
    .where(condition)
    .orderBy(...orderBy.sql, asc(kind.table.id))
    .limit(perPage)
    .offset(page * perPage);
  const items = await answer(
    db,
    kind,
    found.map((f) => f.row as Row),
  );
  if (found[0]) return { items, total: Number(found[0].total) };
  return { items, total: page === 0 ? 0 : await countRows(db, table, condition) };
}

/**
 * The rows a profile's identifiers find (profile-links.ts), of those the scope sees: how many,
 * and the `limit` latest.
 */
export async function activityOfProfile<Row extends ActivityRow, E>(
  db: Db,
  scope: TenantScope,
  kind: ListedActivity<Row, E>,
  profile: { id: string; organizationId: number },
  limit: number,
): Promise<{ total: number; recent: E[] }> {
  const t = kind.table;
  const condition = and(
    eq(t.organizationId, profile.organizationId),
    sql`lower(${kind.key}) in ${linkingKeys(profile.id)}`,
    visibleActivity(db, scope, t),
  );
  const table: PgTable = t;
  const [found, [count]] = await Promise.all([
    db
      .select({ row: table })
      .from(table)
      .where(condition)
      .orderBy(desc(kind.latest), desc(t.id))
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(table)
      .where(condition),
  ]);
  const rows = found.map((f) => f.row as Row);
  return { total: count?.total ?? 0, recent: await answer(db, kind, rows) };
}

/**
 * Imports rows all-or-nothing: a bad row, or a line the parser refused (`parseErrors`), fails the
 * whole batch with every problem listed by line; else the items go in batches with one audit
 * entry.
 */
export async function importActivity<N extends { dataSourceId: number }>(
  db: Db,
  auth: RequestAuth,
  kind: ImportedActivity<N>,
  rows: ImportRow[],
  unit: RowUnit,
  parseErrors: IssueLine[] = [],
): Promise<ActivityImportResponse> {
  const checked = await checkRows(db, auth.scope, rows, kind.withSpace, kind.checkRow);
  const all = [...parseErrors, ...checked.errors].sort((a, b) => a.line - b.line);
  if (all.length) failImport(all, unit);
  const { items } = checked;
  if (items.length === 0) return { accepted: 0, from: null, to: null };
  await db.transaction(async (tx) => {
    await writeInBatches(items, async (batch) => {
      await kind.write(tx, batch);
    });
    await auditImport(tx, auth, kind.resource, items);
  });
  return { accepted: items.length, ...span(items.flatMap(kind.instantsOf)) };
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
