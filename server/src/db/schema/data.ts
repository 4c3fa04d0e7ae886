import {
  bigint,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { dataSystems, taggables } from '@atrium/contract';
import { id, timestamps } from './common.ts';
import { organizations } from './organizations.ts';
import { buildings, networks } from './buildings.ts';
import { users } from './users.ts';

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
    dataSourceId: integer()
      .notNull()
      .references(() => dataSources.id, { onDelete: 'cascade' }),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.dataSourceId, t.organizationId] }),
    index().on(t.organizationId),
  ],
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
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
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
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    buildingId: integer().references(() => buildings.id),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    fileId: integer().references(() => files.id),
    summary: jsonb().$type<Record<string, number>>(),
    errors: jsonb().$type<{ message: string }[]>().notNull().default([]),
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
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    ...timestamps,
  },
  (t) => [index().on(t.organizationId, t.name)],
);
