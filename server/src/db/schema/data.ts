import { bigint, index, integer, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { dataSystems, taggables } from '@atrium/contract';
import { id, timestamps, requiredRef, linkKeys } from './common.ts';
import { organizations } from './organizations.ts';
import { buildings, networks } from './buildings.ts';
import { users } from './users.ts';
import { jobs } from './jobs.ts';

export const dataSystem = pgEnum('data_system', dataSystems);
export const taggable = pgEnum('taggable', taggables);
export const dataImportType = pgEnum('data_import_type', [
  'SPATIAL',
  'FINANCIAL',
  'OCCUPANCY',
  'PROFILE',
  'RESERVATIONS',
  'EVENTS',
]);
export const dataImportStatus = pgEnum('data_import_status', [
  'PENDING',
  'PROCESSING',
  'COMPLETED',
  'FAILED',
]);

export const dataSources = pgTable(
  'data_sources',
  {
    id: id(),
    name: text().notNull(),
    dataSystem: dataSystem().notNull().default('CSV'),
    buildingId: integer().references(() => buildings.id),
    networkId: integer().references(() => networks.id),
    ...timestamps,
  },
  (t) => [index().on(t.buildingId), index().on(t.networkId)],
);

/** Organizations that do not see a data source nor the figures worked out from it. */
export const dataSourceExcludedOrganizations = pgTable(
  'data_source_excluded_organizations',
  {
    dataSourceId: requiredRef(() => dataSources.id, { onDelete: 'cascade' }),
    organizationId: requiredRef(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => linkKeys(t.dataSourceId, t.organizationId),
);

/** Uploaded files; the bytes live in the storage backend under `storageKey`. */
export const files = pgTable(
  'files',
  {
    id: id(),
    filename: text().notNull(),
    mimetype: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    storageKey: text().notNull().unique(),
    organizationId: requiredRef(() => organizations.id),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index().on(t.organizationId)],
);

export const dataImports = pgTable(
  'data_imports',
  {
    id: uuid().primaryKey().defaultRandom(),
    type: dataImportType().notNull(),
    status: dataImportStatus().notNull().default('PENDING'),
    organizationId: requiredRef(() => organizations.id),
    buildingId: integer().references(() => buildings.id),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    fileId: integer().references(() => files.id),
    summary: jsonb().$type<Record<string, number>>(),
    /** Row-level problems: the row (as in the file, header = 1), the column and the message. */
    errors: jsonb()
      .$type<{ message: string; row?: number | null; column?: string | null }[]>()
      .notNull()
      .default([]),
    /** The file's name as uploaded (the file itself may be deleted later). */
    filename: text(),
    /** The import's options (owner organization, tenant, data source, column mapping…). */
    options: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** The rows that failed, as read, for the fix page (at most a few thousand). */
    failedRows: jsonb()
      .$type<{ row: number; values: Record<string, string> }[]>()
      .notNull()
      .default([]),
    /** What the import wrote: ids per kind (buildings, floors, spaces, encumbrances…). */
    created: jsonb().$type<Record<string, number[]>>().notNull().default({}),
    /** The job that commits it. */
    jobId: integer().references(() => jobs.id, { onDelete: 'set null' }),
    /** The import this one re-runs the corrected rows of. */
    fixOf: uuid(),
    ...timestamps,
  },
  (t) => [
    index().on(t.organizationId, t.createdAt),
    index().on(t.buildingId),
    index().on(t.status),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: id(),
    name: text().notNull(),
    availableFor: taggable().notNull(),
    colour: text().notNull().default('#00AAEF'),
    organizationId: requiredRef(() => organizations.id),
    ...timestamps,
  },
  (t) => [index().on(t.organizationId, t.name)],
);
