import {
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { encumbranceStatuses, externalIdTypes, spaceCategories } from '@atrium/contract';
import { id, localDate, timestamps, requiredRef, linkKeys } from './common.ts';
import { organizations } from './organizations.ts';
import { buildings } from './buildings.ts';
import { leaseTypes, usageTypes } from './catalogues.ts';

export const spaceCategory = pgEnum('space_category', spaceCategories);
export const externalIdType = pgEnum('external_id_type', externalIdTypes);
export const encumbranceStatus = pgEnum('encumbrance_status', encumbranceStatuses);

export const floors = pgTable(
  'floors',
  {
    id: id(),
    buildingId: requiredRef(() => buildings.id),
    name: text().notNull(),
    position: integer().notNull(),
    rentableSF: doublePrecision('rentable_sf'),
    images: integer().array().notNull().default([]),
    /** The OPERATOR organization running this floor, if any. */
    operatorOrganizationId: integer().references(() => organizations.id),
    ...timestamps,
  },
  (t) => [index().on(t.buildingId, t.position), index().on(t.operatorOrganizationId)],
);

export const spaces = pgTable(
  'spaces',
  {
    id: id(),
    floorId: requiredRef(() => floors.id),
    parentId: integer().references((): AnyPgColumn => spaces.id),
    name: text().notNull(),
    category: spaceCategory().notNull(),
    type: text(),
    rentableSF: doublePrecision('rentable_sf'),
    usableSF: doublePrecision('usable_sf'),
    capacity: integer(),
    ...timestamps,
  },
  (t) => [index().on(t.floorId), index().on(t.parentId)],
);

export const spaceExternalIds = pgTable(
  'space_external_ids',
  {
    id: id(),
    spaceId: requiredRef(() => spaces.id, { onDelete: 'cascade' }),
    type: externalIdType().notNull(),
    value: text().notNull(),
  },
  (t) => [unique().on(t.spaceId, t.type), index().on(t.type, t.value)],
);

/** Things placed in a space; the first asset's position holds the space's polygon (JSON). */
export const assets = pgTable(
  'assets',
  {
    id: id(),
    spaceId: requiredRef(() => spaces.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    position: text().notNull(),
    ...timestamps,
  },
  (t) => [index().on(t.spaceId)],
);

export const encumbrances = pgTable(
  'encumbrances',
  {
    id: id(),
    parentId: integer().references((): AnyPgColumn => encumbrances.id),
    buildingId: requiredRef(() => buildings.id),
    /** The tenant. */
    organizationId: requiredRef(() => organizations.id),
    startDate: localDate().notNull(),
    endDate: localDate(),
    status: encumbranceStatus().notNull().default('ACTIVE'),
    rentRate: doublePrecision(),
    rentableSF: doublePrecision('rentable_sf'),
    capacity: integer(),
    targetDensity: doublePrecision(),
    usageTypeId: integer().references(() => usageTypes.id),
    leaseTypeId: integer().references(() => leaseTypes.id),
    /** The lease's number in the system it came from; imports match on it (idempotent). */
    externalId: text(),
    ...timestamps,
  },
  (t) => [
    index().on(t.externalId),
    index().on(t.buildingId),
    index().on(t.organizationId),
    index().on(t.parentId),
    index().on(t.status),
  ],
);

export const encumbranceSpaces = pgTable(
  'encumbrance_spaces',
  {
    encumbranceId: requiredRef(() => encumbrances.id, { onDelete: 'cascade' }),
    spaceId: requiredRef(() => spaces.id),
  },
  (t) => linkKeys(t.encumbranceId, t.spaceId),
);

export const encumbranceOrganizations = pgTable(
  'encumbrance_organizations',
  {
    encumbranceId: requiredRef(() => encumbrances.id, { onDelete: 'cascade' }),
    organizationId: requiredRef(() => organizations.id),
  },
  (t) => linkKeys(t.encumbranceId, t.organizationId),
);
