import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { reportingModes, unitSystems, type WorkingHours } from '@atrium/contract';
import { id, timestamps, requiredRef, linkKeys, nameTrigramIndex } from './common.ts';
import { organizations } from './organizations.ts';
import { dataSources } from './data.ts';

export const unitSystem = pgEnum('unit_system', unitSystems);
export const reportingMode = pgEnum('reporting_mode', reportingModes);

export const buildings = pgTable(
  'buildings',
  {
    id: id(),
    name: text().notNull(),
    isActive: boolean().notNull().default(true),
    street1: text(),
    street2: text(),
    city: text(),
    region: text(),
    postalCode: text(),
    country: text(),
    description: text(),
    yearBuilt: integer(),
    yearRenovated: integer(),
    class: text(),
    floorCount: integer(),
    totalSF: doublePrecision('total_sf'),
    rentableSF: doublePrecision('rentable_sf'),
    avgRentableSFPerFloor: doublePrecision('avg_rentable_sf_per_floor'),
    units: unitSystem().notNull().default('IMPERIAL'),
    currency: text().notNull().default('USD'),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    images: integer().array().notNull().default([]),
    externalSpatialId: text(),
    primaryOccupancyDataSourceId: integer().references((): AnyPgColumn => dataSources.id, {
      onDelete: 'set null',
    }),
    /** The landlord organization; OWNER users see its buildings. */
    ownerOrganizationId: requiredRef(() => organizations.id),
    timeZone: text().notNull().default('UTC'),
    /** Local working hours for daily averages (docs/metrics.md); 08:00–18:00 Monday to Friday. */
    workingHours: jsonb()
      .$type<WorkingHours>()
      .notNull()
      .default({ start: '08:00', end: '18:00', days: [1, 2, 3, 4, 5] }),
    ...timestamps,
  },
  (t) => [
    index().on(t.ownerOrganizationId),
    index().on(t.name),
    index().on(t.isActive),
    nameTrigramIndex('buildings_name_trgm', t.name),
  ],
);

export const networks = pgTable(
  'networks',
  {
    id: id(),
    name: text().notNull(),
    description: text(),
    defaultReporting: reportingMode().notNull().default('INDIVIDUAL'),
    organizationId: requiredRef(() => organizations.id),
    ...timestamps,
  },
  (t) => [index().on(t.organizationId), index().on(t.name)],
);

export const networkLevels = pgTable(
  'network_levels',
  {
    id: id(),
    networkId: requiredRef(() => networks.id, { onDelete: 'cascade' }),
    parentId: integer().references((): AnyPgColumn => networkLevels.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    position: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index().on(t.networkId), index().on(t.parentId)],
);

export const networkBuildings = pgTable(
  'network_buildings',
  {
    networkId: requiredRef(() => networks.id, { onDelete: 'cascade' }),
    buildingId: requiredRef(() => buildings.id, { onDelete: 'cascade' }),
    networkLevelId: integer().references(() => networkLevels.id, { onDelete: 'set null' }),
  },
  (t) => linkKeys(t.networkId, t.buildingId),
);
