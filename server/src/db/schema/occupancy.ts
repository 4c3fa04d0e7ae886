import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  pgView,
  primaryKey,
  text,
  unique,
  type ExtraConfigColumn,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { instant, localDate } from './common.ts';

// The columns and keys that the packed tables, their views and the rollups share.

/**
 * A space's local day at a data source: the data source, the data source's building, the space
 * and the day in the building's time zone.
 */
function spaceDayKey<SpaceId extends PgColumnBuilderBase>(spaceId: SpaceId) {
  return {
    dataSourceId: integer().notNull(),
    buildingId: integer().notNull(),
    spaceId,
    date: localDate().notNull(),
  };
}

/** A group (building, floor or tenant lease) at a data source, and the group's building. */
function groupKey() {
  return {
    dataSourceId: integer().notNull(),
    groupKind: text().notNull(),
    groupId: integer().notNull(),
    buildingId: integer().notNull(),
  };
}

/** A day's hours packed: hour starts as milliseconds since the date's UTC midnight, peaks, means. */
function packedHours() {
  return {
    offsets: integer().array().notNull(),
    peaks: integer().array().notNull(),
    averages: doublePrecision().array().notNull(),
  };
}

/** One hour of `packedHours`, as its view unpacks it. */
function unpackedHour() {
  return {
    hour: instant().notNull(),
    peak: integer().notNull(),
    average: doublePrecision().notNull(),
  };
}

type GroupKeyColumns = Record<keyof ReturnType<typeof groupKey>, ExtraConfigColumn>;

/** One row per data source, group and day (or month); a building's rows found by day. */
function groupKeyIndexes(t: GroupKeyColumns, day: ExtraConfigColumn) {
  return [
    primaryKey({ columns: [t.dataSourceId, t.groupKind, t.groupId, day] }),
    index().on(t.buildingId, day),
  ];
}

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
    ...spaceDayKey(integer()),
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
  ...spaceDayKey(integer()),
  at: instant().notNull(),
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
    ...spaceDayKey(integer().notNull()),
    ...packedHours(),
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
  ...spaceDayKey(integer().notNull()),
  ...unpackedHour(),
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
    ...groupKey(),
    date: localDate().notNull(),
    ...packedHours(),
  },
  (t) => groupKeyIndexes(t, t.date),
);

export const occupancyGroupHourly = pgView('occupancy_group_hourly', {
  ...groupKey(),
  date: localDate().notNull(),
  ...unpackedHour(),
}).existing();

export const occupancyGroupDaily = pgTable(
  'occupancy_group_daily',
  {
    ...groupKey(),
    /** The day in the building's time zone. */
    date: localDate().notNull(),
    peak: integer().notNull(),
    peakAt: instant().notNull(),
    /** Mean of the simultaneous sums over working-hour intervals; null when the day has none. */
    workingAverage: doublePrecision(),
    samples: integer().notNull(),
    /** Some of the day's readings were backfilled. */
    hasBackfill: boolean().notNull().default(false),
  },
  (t) => groupKeyIndexes(t, t.date),
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
    ...groupKey(),
    /** The month's first day. */
    month: localDate().notNull(),
    firstDate: localDate().notNull(),
    lastDate: localDate().notNull(),
    days: integer().notNull(),
    peak: integer().notNull(),
    peakDate: localDate().notNull(),
    weekdayTotals: bigint({ mode: 'number' }).array().notNull(),
    weekdayDays: integer().array().notNull(),
  },
  (t) => groupKeyIndexes(t, t.month),
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
    lastDate: localDate().notNull(),
  },
  (t) => [primaryKey({ columns: [t.dataSourceId, t.spaceId] }), index().on(t.buildingId)],
);
