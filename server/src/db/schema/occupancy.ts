import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { buildings } from './buildings.ts';
import { dataSources } from './data.ts';
import { spaces } from './spaces.ts';

/**
 * People counts as received: per data source, per space (null for a building-level counter such
 * as an entrance), per interval start. The same reading arriving twice replaces itself.
 */
export const occupancyReadings = pgTable(
  'occupancy_readings',
  {
    dataSourceId: integer()
      .notNull()
      .references(() => dataSources.id),
    buildingId: integer()
      .notNull()
      .references(() => buildings.id),
    spaceId: integer().references(() => spaces.id),
    at: timestamp({ withTimezone: true }).notNull(),
    occupancy: integer().notNull(),
    /** Filled in afterwards (from another system or an estimate), not counted live. */
    backfilled: boolean().notNull().default(false),
  },
  (t) => [
    unique('occupancy_readings_source_space_at')
      .on(t.dataSourceId, t.spaceId, t.at)
      .nullsNotDistinct(),
    index().on(t.buildingId, t.at),
    index().on(t.spaceId, t.at),
  ],
);

/** Per space per hour: the highest count and the mean over the hour's readings. */
export const occupancySpaceHourly = pgTable(
  'occupancy_space_hourly',
  {
    dataSourceId: integer().notNull(),
    buildingId: integer().notNull(),
    spaceId: integer().notNull(),
    hour: timestamp({ withTimezone: true }).notNull(),
    peak: integer().notNull(),
    average: doublePrecision().notNull(),
    samples: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dataSourceId, t.spaceId, t.hour] }),
    index().on(t.buildingId, t.hour),
    // Whether a space reports at all (data coverage), whatever the source.
    index().on(t.spaceId, t.hour),
  ],
);

/**
 * Per group (building, floor or tenant lease) per hour and per local day, from simultaneous sums
 * of the group's spaces: the peak is the highest sum at one instant, never a sum of peaks.
 */
export const occupancyGroupHourly = pgTable(
  'occupancy_group_hourly',
  {
    dataSourceId: integer().notNull(),
    groupKind: text().notNull(),
    groupId: integer().notNull(),
    buildingId: integer().notNull(),
    hour: timestamp({ withTimezone: true }).notNull(),
    peak: integer().notNull(),
    average: doublePrecision().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dataSourceId, t.groupKind, t.groupId, t.hour] }),
    index().on(t.buildingId, t.hour),
  ],
);

export const occupancyGroupDaily = pgTable(
  'occupancy_group_daily',
  {
    dataSourceId: integer().notNull(),
    groupKind: text().notNull(),
    groupId: integer().notNull(),
    buildingId: integer().notNull(),
    /** The day in the building's time zone. */
    date: date({ mode: 'string' }).notNull(),
    peak: integer().notNull(),
    peakAt: timestamp({ withTimezone: true }).notNull(),
    /** Mean of the simultaneous sums over working-hour intervals; null when the day has none. */
    workingAverage: doublePrecision(),
    samples: integer().notNull(),
    /** Some of the day's readings were backfilled. */
    hasBackfill: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.dataSourceId, t.groupKind, t.groupId, t.date] }),
    index().on(t.buildingId, t.date),
  ],
);
