import {
  bigint,
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
  pgView,
} from 'drizzle-orm/pg-core';

/**
 * People counts as received, packed one row per data source, space (null for a building-level
 * counter such as an entrance) and local day of the building: the readings' instants as
 * milliseconds since that date's UTC midnight, ascending, with their counts and backfilled flags
 * (null when none was). The view `occupancy_readings` unpacks them into one row per reading.
 * docs/decisions.md explains the packing.
 */
export const occupancyReadingDays = pgTable(
  'occupancy_reading_days',
  {
    // No foreign keys: checked once per batch and guarded on delete (migration 0007).
    dataSourceId: integer().notNull(),
    // The data source's building.
    buildingId: integer().notNull(),
    spaceId: integer(),
    /** The day in the building's time zone. */
    date: date({ mode: 'string' }).notNull(),
    offsets: integer().array().notNull(),
    counts: integer().array().notNull(),
    backfilled: boolean().array(),
  },
  (t) => [
    unique('occupancy_reading_days_source_space_date')
      .on(t.dataSourceId, t.spaceId, t.date)
      .nullsNotDistinct(),
    index().on(t.buildingId, t.date),
    index().on(t.spaceId, t.date),
  ],
);

/** One reading per row: `occupancy_reading_days` unpacked. */
export const occupancyReadings = pgView('occupancy_readings', {
  dataSourceId: integer().notNull(),
  buildingId: integer().notNull(),
  spaceId: integer(),
  date: date({ mode: 'string' }).notNull(),
  at: timestamp({ withTimezone: true }).notNull(),
  occupancy: integer().notNull(),
  backfilled: boolean().notNull(),
}).existing();

/**
 * Per space per local hour (the highest count, the mean and the number of readings), packed one
 * row per space and local day like the readings: hour starts as milliseconds since the date's
 * UTC midnight. The view `occupancy_space_hourly` unpacks them.
 */
export const occupancySpaceHourDays = pgTable(
  'occupancy_space_hour_days',
  {
    dataSourceId: integer().notNull(),
    buildingId: integer().notNull(),
    spaceId: integer().notNull(),
    date: date({ mode: 'string' }).notNull(),
    offsets: integer().array().notNull(),
    peaks: integer().array().notNull(),
    averages: doublePrecision().array().notNull(),
    samples: integer().array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dataSourceId, t.spaceId, t.date] }),
    index().on(t.buildingId, t.date),
    // Whether a space reports at all (data coverage), whatever the source.
    index().on(t.spaceId, t.date),
  ],
);

export const occupancySpaceHourly = pgView('occupancy_space_hourly', {
  dataSourceId: integer().notNull(),
  buildingId: integer().notNull(),
  spaceId: integer().notNull(),
  date: date({ mode: 'string' }).notNull(),
  hour: timestamp({ withTimezone: true }).notNull(),
  peak: integer().notNull(),
  average: doublePrecision().notNull(),
  samples: integer().notNull(),
}).existing();

/**
 * Per group (building, floor or tenant lease) per local hour and per local day, from
 * simultaneous sums of the group's spaces: the peak is the highest sum at one instant, never a
 * sum of peaks. The hours are packed per group and day; the view `occupancy_group_hourly`
 * unpacks them.
 */
export const occupancyGroupHourDays = pgTable(
  'occupancy_group_hour_days',
  {
    dataSourceId: integer().notNull(),
    groupKind: text().notNull(),
    groupId: integer().notNull(),
    buildingId: integer().notNull(),
    date: date({ mode: 'string' }).notNull(),
    offsets: integer().array().notNull(),
    peaks: integer().array().notNull(),
    averages: doublePrecision().array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dataSourceId, t.groupKind, t.groupId, t.date] }),
    index().on(t.buildingId, t.date),
  ],
);

export const occupancyGroupHourly = pgView('occupancy_group_hourly', {
  dataSourceId: integer().notNull(),
  groupKind: text().notNull(),
  groupId: integer().notNull(),
  buildingId: integer().notNull(),
  date: date({ mode: 'string' }).notNull(),
  hour: timestamp({ withTimezone: true }).notNull(),
  peak: integer().notNull(),
  average: doublePrecision().notNull(),
}).existing();

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

/**
 * Per group, data source and calendar month: what a range's figures need of the month's daily
 * rollups (`occupancy_group_daily`), derived from them whenever they are written
 * (rollups.ts, `refreshMonths`): the first and last day with data, how many days have it, the
 * highest daily peak (never below 0) and its earliest date, and per ISO weekday (index 1 =
 * Monday … 7 = Sunday) the daily peaks (never below 0) added and how many days. A range that
 * holds all of a month's days with data reads this row instead of the days (docs/metrics.md).
 */
export const occupancyGroupMonthly = pgTable(
  'occupancy_group_monthly',
  {
    dataSourceId: integer().notNull(),
    groupKind: text().notNull(),
    groupId: integer().notNull(),
    buildingId: integer().notNull(),
    /** The month's first day. */
    month: date({ mode: 'string' }).notNull(),
    firstDate: date({ mode: 'string' }).notNull(),
    lastDate: date({ mode: 'string' }).notNull(),
    days: integer().notNull(),
    peak: integer().notNull(),
    peakDate: date({ mode: 'string' }).notNull(),
    weekdayTotals: bigint({ mode: 'number' }).array().notNull(),
    weekdayDays: integer().array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dataSourceId, t.groupKind, t.groupId, t.month] }),
    index().on(t.buildingId, t.month),
  ],
);

/**
 * Each space's last local day with data from a data source (its latest `occupancy_space_hour_days`
 * row), kept whenever those are written (rollups.ts, `refreshLastDays`): whether a space
 * reported in a window is then one comparison for nearly every space (data coverage).
 */
export const occupancySpaceLastDays = pgTable(
  'occupancy_space_last_days',
  {
    dataSourceId: integer().notNull(),
    spaceId: integer().notNull(),
    buildingId: integer().notNull(),
    lastDate: date({ mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.dataSourceId, t.spaceId] }), index().on(t.buildingId)],
);
