// Requests and answers of the occupancy statistics calls (specification sections 3 and 7): the
// hourly series, raw readings, peak days, coverage, per-organization and per-building figures,
// and flex requirements.
import { z } from 'zod';
import {
  occupancyFigureFields,
  orderedDates,
  orderedMessage,
  rangeFields,
} from './statistics-common.ts';
import { DEFAULT_PER_PAGE, listResponseOf, MAX_PER_PAGE, ZDateSchema, ZIdSchema } from './query.ts';
import { ZOccupancyRequestSchema } from './statistics.ts';
import { coverageStates } from './entities/organizations.ts';
import { daysBetween } from './analytics/time.ts';
import { flexScenarios } from './analytics/flex-requirements.ts';

/** The states of a background job (the server's jobs table). */
const jobStatuses = ['QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED'] as const;

/** The longest range `/occupancy` answers, in days (both ends included): about a quarter. */
export const MAX_HOURLY_RANGE_DAYS = 92;

/**
 * `/occupancy` and `/occupancy/full` hand over a building's hours or raw readings: one building
 * a request (a list of one is fine), so that the answer stays bounded (docs/decisions.md).
 */
const oneBuilding = {
  check: (r: { buildingId: number | number[] }) => new Set([r.buildingId].flat()).size === 1,
  message: 'This call answers one building at a time: ask once per building',
  path: ['buildingId'],
};

/** `/occupancy`: the common request about one building, its range at most 92 days. */
export const ZOccupancyHoursRequestSchema = ZOccupancyRequestSchema.refine(
  (r) => !r.startDate || !r.endDate || daysBetween(r.startDate, r.endDate) < MAX_HOURLY_RANGE_DAYS,
  { message: `The range may cover at most ${MAX_HOURLY_RANGE_DAYS} days`, path: ['endDate'] },
).refine(oneBuilding.check, { message: oneBuilding.message, path: oneBuilding.path });
/** One hour of the group (building, floor or lease) from one data source. */
export const ZOccupancyHourSchema = z.object({
  /** ISO instant of the hour's start. */
  at: z.string(),
  /** The same hour on the building's wall clock, `YYYY-MM-DDTHH:MM`. */
  local: z.string(),
  buildingId: z.int(),
  dataSourceId: z.int(),
  /** Highest simultaneous count in the hour. */
  peak: z.number(),
  /** Mean of the hour's simultaneous counts. */
  average: z.number(),
});
export const ZOccupancyHoursResponseSchema = z.object({
  items: z.array(ZOccupancyHourSchema),
  ...rangeFields,
});

/**
 * The longest range `/occupancy/full` lists, in days: a month of raw readings (a building with
 * 100 sensors at 15 minutes has about 290,000), so that counting them stays quick.
 */
export const MAX_READINGS_RANGE_DAYS = 31;

/** `/occupancy/full`: the common request about one building, paged like a list (page from 0), at most 31 days. */
export const ZOccupancyReadingsRequestSchema = ZOccupancyRequestSchema.safeExtend({
  page: z.int().min(0).default(0),
  perPage: z.int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
})
  .refine(
    (r) =>
      !r.startDate || !r.endDate || daysBetween(r.startDate, r.endDate) < MAX_READINGS_RANGE_DAYS,
    { message: `The range may cover at most ${MAX_READINGS_RANGE_DAYS} days`, path: ['endDate'] },
  )
  .refine(oneBuilding.check, { message: oneBuilding.message, path: oneBuilding.path });
/** A reading as received. */
export const ZOccupancyReadingSchema = z.object({
  at: z.string(),
  buildingId: z.int(),
  dataSourceId: z.int(),
  dataSource: z.string(),
  /** Null for a building-level counter (an entrance). */
  spaceId: z.int().nullable(),
  space: z.string().nullable(),
  occupancy: z.int(),
  backfilled: z.boolean(),
});
export const ZOccupancyReadingsSchema = listResponseOf(ZOccupancyReadingSchema).extend(rangeFields);

/** Calls about whole buildings (every lease in them): no tenant or floor. */
export const ZOccupancyBuildingsRequestSchema = z
  .strictObject({
    buildingId: ZOccupancyRequestSchema.shape.buildingId,
    isPrimary: z.boolean().optional(),
    startDate: ZDateSchema.optional(),
    endDate: ZDateSchema.optional(),
  })
  .refine(orderedDates, orderedMessage);

export const ZOrganizationPeakOccupancySchema = z.object({
  organizationId: z.int(),
  orgName: z.string(),
  peakOccupancy: z.number().nullable(),
  peakOccupancyDate: z.string().nullable(),
  averageOccupancy: z.number().nullable(),
  capacity: z.int().nullable(),
  peakUtilization: z.number().nullable(),
});
export const ZOrganizationsPeakOccupancySchema = z.object({
  items: z.array(ZOrganizationPeakOccupancySchema),
  ...rangeFields,
});

/** `/occupancy/peak-days`: the common request and how many days (10 unless said, at most 100). */
export const ZPeakDaysRequestSchema = ZOccupancyRequestSchema.safeExtend({
  limit: z.int().min(1).max(100).default(10),
});
export const ZPeakDaySummarySchema = z.object({
  date: z.string(),
  peak: z.number(),
  /** Local `HH:MM` of the peak; null when several buildings add up. */
  peakAt: z.string().nullable(),
  utilization: z.number().nullable(),
});
export const ZPeakDaysSchema = z.object({
  items: z.array(ZPeakDaySummarySchema),
  capacity: z.int().nullable(),
  ...rangeFields,
});

/** `/occupancy/peak-day`: one day (by default the range's peak day). */
export const ZPeakDayRequestSchema = ZOccupancyRequestSchema.safeExtend({
  date: ZDateSchema.optional(),
});
export const ZPeakDaySchema = z.object({
  /** Null when there is no data to choose a day from. */
  date: z.string().nullable(),
  peak: z.number().nullable(),
  peakAt: z.string().nullable(),
  /** The day's mean over working hours. */
  average: z.number().nullable(),
  utilization: z.number().nullable(),
  averageUtilization: z.number().nullable(),
  /** Hours in local time; empty when the day has no data ('No data for selected date'). */
  items: z.array(z.object({ start: z.string(), peak: z.number(), average: z.number() })),
});

export const ZOccupancyCoverageItemSchema = z.object({
  buildingId: z.int(),
  state: z.enum(coverageStates),
  /** First and last day with data, whatever the range (the state's staleness uses the last). */
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  /** The rest is about the range. */
  daysWithData: z.int(),
  workingDays: z.int().nullable(),
  coverage: z.number().nullable(),
  gaps: z.array(z.object({ startDate: z.string(), endDate: z.string() })),
  backfilledDays: z.int(),
});
export const ZOccupancyCoverageSchema = z.object({
  items: z.array(ZOccupancyCoverageItemSchema),
  ...rangeFields,
});

export const ZFlexRequirementsRunSchema = z.object({
  jobId: z.int(),
  status: z.enum(jobStatuses),
});
export const ZBuildingFlexRequirementsRequestSchema = z.strictObject({
  buildingId: ZIdSchema,
});
export const ZFlexScenarioSchema = z.object({
  scenario: z.enum(flexScenarios),
  seats: z.number().nullable(),
  flexSeats: z.number().nullable(),
  seatsToRelease: z.number().nullable(),
  area: z.number().nullable(),
  areaToRelease: z.number().nullable(),
});
/** One lease's flex requirements (the figures of flexRequirements, plus who and why not). */
export const ZFlexRequirementSchema = z.object({
  tenantId: z.int(),
  parentId: z.int().nullable(),
  organizationId: z.int(),
  orgName: z.string(),
  targetDensity: z.number().nullable(),
  capacity: z.number().nullable(),
  rentableArea: z.number().nullable(),
  newCapacity: z.number().nullable(),
  peak: z.number().nullable(),
  peakDate: z.string().nullable(),
  average: z.number().nullable(),
  seatsToRelease: z.number().nullable(),
  /** Why the capacity is missing: 'Capacity is missing in the sublease' or '… parent lease'. */
  message: z.string().nullable(),
  scenarios: z.array(ZFlexScenarioSchema),
});
/**
 * What a flex-requirements job stores per building: the figures of every source, and, for each
 * organization that a source of the building excludes, its own figures without that source
 * (docs/metrics.md, "Excluded organizations"). Results stored before had no such list.
 */
export const ZBuildingFlexResultSchema = z.object({
  buildingId: z.int(),
  ...rangeFields,
  items: z.array(ZFlexRequirementSchema),
  forOrganizations: z
    .array(
      z.object({
        organizationId: z.int(),
        ...rangeFields,
        items: z.array(ZFlexRequirementSchema),
      }),
    )
    .default([]),
});
export const ZFlexRequirementsJobResultSchema = z.object({
  buildings: z.array(ZBuildingFlexResultSchema),
});
export const flexRequirementsStatuses = ['NOT_RUN', ...jobStatuses] as const;
export const ZBuildingFlexRequirementsSchema = z.object({
  /** The latest run's status for the building; NOT_RUN when none. */
  status: z.enum(flexRequirementsStatuses),
  /** When the result below was computed (the latest run that succeeded). */
  computedAt: z.string().nullable(),
  /** The latest run's error when it FAILED. */
  error: z.string().nullable(),
  ...rangeFields,
  items: z.array(ZFlexRequirementSchema),
});

export const ZBuildingAverageOccupancySchema = z.object({
  buildingId: z.int(),
  name: z.string(),
  ...occupancyFigureFields,
  /** Change of the last completed month's average from the month before (a fraction). */
  change: z.number().nullable(),
  ...rangeFields,
});
export const ZBuildingsAverageOccupancySchema = z.object({
  items: z.array(ZBuildingAverageOccupancySchema),
});
