// The files table within a tenant scope. A file belongs to the organization that uploaded it;
// others may see it too when it is an image of a building or floor they can see.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { fileLink, type StoredFile } from '@atrium/contract';
import type { TenantScope } from '../auth/scope.ts';
import { buildings, dataImports, files, floors, users } from '../db/schema/index.ts';
import type { Db } from '../resources/resource-table.ts';
import { ownedBy, visibleBuilding, visibleFloor } from '../resources/visibility.ts';

export type FileRow = typeof files.$inferSelect;

export const toFile = (row: FileRow): StoredFile => ({
  id: row.id,
  link: fileLink(row.id),
  filename: row.filename,
  mimetype: row.mimetype,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
});

/** File `fileId` is among the `images` ids of a building or floor. */
const listedIn = (fileId: PgColumn | number, images: PgColumn) => sql`${fileId} = any(${images})`;

/** Files the scope may read: its own, and images of the buildings and floors it can see. */
export function visibleFile(db: Db, scope: TenantScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  const buildingImage = sql`exists (select 1 from ${buildings} where ${listedIn(files.id, buildings.images)} and ${visibleBuilding(db, scope)})`;
  const floorImage = sql`exists (select 1 from ${floors} where ${listedIn(files.id, floors.images)} and ${visibleFloor(db, scope)})`;
  return sql`(${eq(files.organizationId, scope.organizationId)} or ${buildingImage} or ${floorImage})`;
}

/** Only the uploading organization (or a master admin) may change or delete a file. */
export const ownsFile = (scope: TenantScope, row: FileRow): boolean =>
  scope.kind === 'all' || row.organizationId === scope.organizationId;

export async function findVisibleFile(
  db: Db,
  scope: TenantScope,
  id: number,
): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), visibleFile(db, scope)))
    .limit(1);
  return row ?? null;
}

export async function findVisibleFiles(
  db: Db,
  scope: TenantScope,
  ids: number[],
): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(and(inArray(files.id, ids), visibleFile(db, scope)))
    .orderBy(asc(files.id));
}

export type NewFile = {
  filename: string;
  mimetype: string;
  size: number;
  storageKey: string;
  organizationId: number;
  /** The uploader's email: their user row, when they have one, becomes `createdById`. */
  createdByEmail: string;
  /** The uploader's own organization: an address is unique only within one. */
  createdByOrganizationId: number;
};

export async function insertFile(db: Db, file: NewFile): Promise<FileRow> {
  const { createdByEmail, createdByOrganizationId, ...values } = file;
  const [row] = await db
    .insert(files)
    .values({
      ...values,
      createdById: sql`(select ${users.id} from ${users} where ${users.email} = ${createdByEmail}
        and ${users.organizationId} = ${createdByOrganizationId})`,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** Changes a file the scope owns; null when there is no such file (any more). */
export async function updateFile(
  db: Db,
  scope: TenantScope,
  id: number,
  values: Partial<Pick<FileRow, 'filename' | 'mimetype' | 'size' | 'storageKey'>>,
): Promise<FileRow | null> {
  const [row] = await db
    .update(files)
    .set(values)
    .where(and(eq(files.id, id), ownedBy(scope, files.organizationId)))
    .returning();
  return row ?? null;
}

export async function deleteFile(db: Db, scope: TenantScope, id: number): Promise<boolean> {
  const deleted = await db
    .delete(files)
    .where(and(eq(files.id, id), ownedBy(scope, files.organizationId)))
    .returning({ id: files.id });
  return deleted.length > 0;
}

/**
 * What still refers to a file, in words: the buildings and floors listing it as an image and the
 * data imports made from it. Rows the scope cannot see are counted, never named.
 */
export async function fileUsages(db: Db, scope: TenantScope, id: number): Promise<string[]> {
  const shown = (condition: SQL | undefined) =>
    condition ? sql<boolean>`(${condition})` : sql<boolean>`true`;
  const [buildingRows, floorRows, imports] = await Promise.all([
    db
      .select({ name: buildings.name, shown: shown(visibleBuilding(db, scope)) })
      .from(buildings)
      .where(listedIn(id, buildings.images))
      .orderBy(asc(buildings.name)),
    db
      .select({
        name: floors.name,
        building: buildings.name,
        shown: shown(visibleFloor(db, scope)),
      })
      .from(floors)
      .innerJoin(buildings, eq(buildings.id, floors.buildingId))
      .where(listedIn(id, floors.images))
      .orderBy(asc(buildings.name), asc(floors.position)),
    db.select({ id: dataImports.id }).from(dataImports).where(eq(dataImports.fileId, id)),
  ]);
  const named = <T extends { shown: boolean }>(
    rows: T[],
    describe: (row: T) => string,
    kind: string,
  ) => {
    const words = rows.filter((row) => row.shown).map(describe);
    const hidden = rows.length - words.length;
    if (hidden > 0) words.push(`${hidden} other ${kind}${hidden === 1 ? '' : 's'}`);
    return words;
  };
  return [
    ...named(buildingRows, (b) => `building "${b.name}"`, 'building'),
    ...named(floorRows, (f) => `floor "${f.name}" of "${f.building}"`, 'floor'),
    ...(imports.length > 0
      ? [`${imports.length} data import${imports.length === 1 ? '' : 's'}`]
      : []),
  ];
}
