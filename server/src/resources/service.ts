// A resource's service from its definition: reads through the list protocol, writes in one
// transaction that checks references against the tenant scope first.
import type { z } from 'zod';
import type { ResourceContract } from '@atrium/contract';
import type { RequestAuth } from '../auth/guard.ts';
import type { TenantScope } from '../auth/scope.ts';
import type { ResourceService } from '../http/resource-routes.ts';
import { NotFoundError } from '../http/errors.ts';
import { recordAudit, type AuditEntry, actorOf } from '../audit/audit.ts';
import type { Db, ResourceTable } from './resource-table.ts';
import {
  assertReferences,
  deleteRow,
  findVisibleRow,
  insertRow,
  listRows,
  updateRow,
  type Reference,
  type Row,
} from './repository.ts';

export type Entity<C extends ResourceContract> = z.output<C['entity']>;
type Full<C extends ResourceContract> = z.output<C['full']>;
export type WriteData<C extends ResourceContract> = Partial<z.output<C['create']>> &
  Partial<z.output<C['update']>>;

export type ResourceDefinition<C extends ResourceContract> = {
  contract: C;
  table: ResourceTable;
  toEntity(row: Row): Entity<C>;
  /**
   * The entities with their relations, as `/full` answers them (relations scoped too); called
   * with at least one entity.
   */
  loadFull(db: Db, scope: TenantScope, items: Entity<C>[]): Promise<Full<C>[]>;
  /** Column values for a create or update body; `current` is the row being updated. */
  toRow(data: WriteData<C>, auth: RequestAuth, current: Entity<C> | null): Row;
  /** Rows the body names, which must exist and be visible to the caller. */
  references?(data: WriteData<C>): Reference[];
  /** Domain rules beyond the schema, given the row as it will be; throws BadRequestError. */
  validate?(
    db: Db,
    auth: RequestAuth,
    data: WriteData<C>,
    current: Entity<C> | null,
  ): Promise<void>;
  /**
   * Join-table writes after the row is saved, in the same transaction; `current` is the row as it
   * was before an update (null on create).
   */
  afterWrite?(db: Db, id: number, data: WriteData<C>, current: Entity<C> | null): Promise<void>;
  /** Work after the row is deleted, in the same transaction; `removed` is the row as it was. */
  afterDelete?(db: Db, removed: Entity<C>): Promise<void>;
};

export function createResourceService<C extends ResourceContract>(
  db: Db,
  definition: ResourceDefinition<C>,
): ResourceService<C> {
  const { table } = definition;
  const audited = (
    auth: RequestAuth,
    action: 'create' | 'update' | 'delete',
    entityId: number,
    details: AuditEntry['details'],
  ): AuditEntry => ({
    ...actorOf(auth),
    action,
    resource: definition.contract.name,
    entityId,
    details,
  });
  const toEntities = (rows: Row[]) => rows.map((row) => definition.toEntity(row));

  async function write(
    auth: RequestAuth,
    data: WriteData<C>,
    id: number | null,
  ): Promise<Entity<C>> {
    return db.transaction(async (tx) => {
      let current: Entity<C> | null = null;
      if (id !== null) {
        const row = await findVisibleRow(tx, table, auth.scope, id);
        if (!row) throw new NotFoundError();
        current = definition.toEntity(row);
      }
      await assertReferences(tx, auth.scope, definition.references?.(data) ?? []);
      await definition.validate?.(tx, auth, data, current);
      const values = definition.toRow(data, auth, current);
      const row =
        id === null
          ? await insertRow(tx, table, values)
          : await updateRow(tx, table, auth.scope, id, values);
      const saved = definition.toEntity(row);
      const savedId = (saved as { id: number }).id;
      await definition.afterWrite?.(tx, savedId, data, current);
      await recordAudit(
        tx,
        audited(auth, id === null ? 'create' : 'update', savedId, {
          fields: Object.keys(data).sort(),
        }),
      );
      return saved;
    });
  }

  return {
    async list(auth, query) {
      const { rows, total } = await listRows(db, table, auth.scope, query);
      return { items: toEntities(rows), total };
    },
    async listFull(auth, query) {
      const { rows, total } = await listRows(db, table, auth.scope, query);
      const items = toEntities(rows);
      return { items: items.length ? await definition.loadFull(db, auth.scope, items) : [], total };
    },
    create: (auth, data) => write(auth, data, null),
    update: (auth, id, data) => write(auth, data, id),
    remove: (auth, id) =>
      db.transaction(async (tx) => {
        const removed = definition.afterDelete
          ? await findVisibleRow(tx, table, auth.scope, id)
          : undefined;
        await deleteRow(tx, table, auth.scope, id);
        if (removed) await definition.afterDelete?.(tx, definition.toEntity(removed));
        await recordAudit(tx, audited(auth, 'delete', id, null));
      }),
  };
}

/** Copies the keys present in `data` (an update may leave any out), renamed where needed. */
export function pick<T extends object>(data: T, keys: readonly (keyof T & string)[]): Row {
  const row: Row = {};
  for (const key of keys) if (key in data && data[key] !== undefined) row[key] = data[key];
  return row;
}

export const iso = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : String(value);

/** A row with its two timestamps as the contract's ISO strings. */
export const withDates = <T extends { createdAt: unknown; updatedAt: unknown }>(
  row: T,
): Omit<T, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string } => ({
  ...row,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});
