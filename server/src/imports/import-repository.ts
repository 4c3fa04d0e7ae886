// The data imports the caller may read: a page of them through the list protocol, or one by uuid.
import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { dataImportsResource, type ZListRequestSchema } from '@atrium/contract';
import type { TenantScope } from '../auth/scope.ts';
import { NotFoundError } from '../http/errors.ts';
import { defineResourceTable, type Db } from '../resources/resource-table.ts';
import { ownedBy } from '../resources/visibility.ts';
import { listRows } from '../resources/repository.ts';
import { dataImports } from '../db/schema/index.ts';

export type ImportRow = typeof dataImports.$inferSelect;

const dataImportsTable = defineResourceTable({
  contract: dataImportsResource,
  table: dataImports,
  label: 'data import',
  // An organization sees the imports of its own data.
  visible: (_db, scope, t) => ownedBy(scope, t.organizationId),
  joins: {},
  defaultOrderBy: { createdAt: 'desc' },
});

/** One data import the caller may see, by its uuid; else 404. */
export async function visibleImport(db: Db, scope: TenantScope, id: string): Promise<ImportRow> {
  const [row] = await db
    .select()
    .from(dataImports)
    .where(and(eq(dataImports.id, id), dataImportsTable.visible(db, scope, dataImports)));
  if (!row) throw new NotFoundError();
  return row;
}

/** A page of the imports the caller may see, newest first unless the body orders them. */
export async function importsPage(
  db: Db,
  scope: TenantScope,
  body: z.output<typeof ZListRequestSchema> | null | undefined,
): Promise<{ rows: ImportRow[]; total: number }> {
  const { rows, total } = await listRows(db, dataImportsTable, scope, body ?? {});
  return { rows: rows as ImportRow[], total };
}
