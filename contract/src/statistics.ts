// Requests and answers of the occupancy statistics calls (specification sections 3 and 7).
import { z } from 'zod';
import { orderedDates, orderedMessage, rangeFields, ZIdsSchema } from './statistics-common.ts';
import { ZDateSchema, ZIdSchema } from './query.ts';

/** The common request: a building (or several), optionally narrowed to a tenant lease or a floor. */
export const ZOccupancyRequestSchema = z
  .strictObject({
    buildingId: ZIdsSchema,
    /** A lease (encumbrance) id: the tenant's spaces in the building. */
    tenantId: ZIdSchema.optional(),
    floorId: ZIdSchema.optional(),
    /** The building's primary data source (default) or its other sources. */
    isPrimary: z.boolean().optional(),
    startDate: ZDateSchema.optional(),
    endDate: ZDateSchema.optional(),
  })
  .refine(orderedDates, orderedMessage)
  // A lease's people on one floor have no figures of their own (no rollup group holds them).
  .refine((r) => r.tenantId === undefined || r.floorId === undefined, {
    message: 'Give a lease (tenantId) or a floor (floorId), not both',
    path: ['floorId'],
  });
export type OccupancyRequest = z.infer<typeof ZOccupancyRequestSchema>;

export const ZDayStatsSchema = z.object({
  avg: z.number(),
  min: z.number(),
  max: z.number(),
  median: z.number(),
  percentile25: z.number(),
  percentile75: z.number(),
  whiskerLow: z.number(),
  whiskerHigh: z.number(),
  count: z.int(),
});

/** Building statistic: day-of-week statistics over daily peaks (0 = Sunday), and the range's peak. */
export const ZBuildingStatisticSchema = z.object({
  occupancyByDayOfWeek: z.record(z.string(), ZDayStatsSchema.nullable()),
  peakOccupancy: z.number().nullable(),
  peakOccupancyDate: z.string().nullable(),
  averageOccupancy: z.number().nullable(),
  capacity: z.int().nullable(),
  peakUtilization: z.number().nullable(),
  averageUtilization: z.number().nullable(),
  ...rangeFields,
});
export type BuildingStatistic = z.infer<typeof ZBuildingStatisticSchema>;

export const ZSourceCountSchema = z.object({
  occupancy: z.number(),
  hasBackfill: z.boolean(),
  isPrimary: z.boolean(),
});
/** Daily occupancy record: the day's peak per data source (keys are data source ids). */
export const ZDailyOccupancyRecordSchema = z.object({
  date: z.string(),
  counts: z.record(z.string(), ZSourceCountSchema),
});
export const ZDailyOccupancySchema = z.object({
  items: z.array(ZDailyOccupancyRecordSchema),
  ...rangeFields,
});

export const ZMonthlyOccupancySchema = z.object({
  year: z.int(),
  month: z.int(),
  average: z.number().nullable(),
  peak: z.number().nullable(),
  days: z.int(),
  utilization: z.number().nullable(),
});
export const ZMonthlyOccupancyResponseSchema = z.object({
  items: z.array(ZMonthlyOccupancySchema),
  capacity: z.int().nullable(),
});

/** Average occupancy per tenant, with the month-over-month change (a fraction; 0.25 = +25 %). */
export const ZTenantAverageOccupancySchema = z.object({
  tenantId: z.int(),
  orgName: z.string(),
  industry: z.string().nullable(),
  capacity: z.int().nullable(),
  average: z.number().nullable(),
  change: z.number().nullable(),
});
export const ZTenantAverageOccupancyResponseSchema = z.object({
  items: z.array(ZTenantAverageOccupancySchema),
});

export const ZTenantFlexSummarySchema = z.object({
  demand: z.array(z.object({ date: z.string(), occupancy: z.number() })),
  demandCurve: z.array(z.object({ share: z.number(), occupancy: z.number() })),
  flexSummary: z.object({ newCapacity: z.int().nullable(), percentile: z.number() }),
  ...rangeFields,
});

export const ZFloorOccupancyRequestSchema = z.strictObject({
  floorId: ZIdSchema,
  date: ZDateSchema,
  isPrimary: z.boolean().optional(),
});
/** Floor occupancy entry: a space's hourly peaks on the day, hours as local `HH:MM`. */
export const ZFloorOccupancyEntrySchema = z.object({
  spaceId: z.int(),
  items: z.array(z.object({ start: z.string(), occupancy: z.number() })),
});
export const ZFloorOccupancyResponseSchema = z.object({
  items: z.array(ZFloorOccupancyEntrySchema),
});

export const ZBuildingCostRequestSchema = z
  .strictObject({
    buildingId: ZIdSchema,
    tenantId: ZIdSchema,
    /** What-if values; the lease's own when left out. */
    capacity: z.int().min(0).optional(),
    rentableSF: z.number().nonnegative().optional(),
    rentRate: z.number().nonnegative().optional(),
    startDate: ZDateSchema.optional(),
    endDate: ZDateSchema.optional(),
  })
  .refine(orderedDates, orderedMessage);
/** The slices are null when the cost cannot be worked out (no rent, seats or occupancy data). */
export const ZBuildingCostSchema = z.object({
  utilizedCost: z.number().nullable(),
  underutilizedCost: z.number().nullable(),
  unusedCost: z.number().nullable(),
  currency: z.string(),
});

export const ZSiteStatisticsRequestSchema = z
  .strictObject({
    buildingId: ZIdSchema,
    organizationId: ZIdSchema,
    startDate: ZDateSchema.optional(),
    endDate: ZDateSchema.optional(),
  })
  .refine(orderedDates, orderedMessage);
/** Site statistics: an operator's floors in a building. */
export const ZSiteStatisticsSchema = z.object({
  floorCount: z.int(),
  roomCount: z.int(),
  rentableArea: z.number().nullable(),
  capacity: z.int(),
  peakUtilization: z.number().nullable(),
  peakOccupancyDate: z.string().nullable(),
  peakOccupancy: z.number().nullable(),
  avgUtilization: z.number().nullable(),
  avgUtilizationMoM: z.number().nullable(),
  occupancies: z.array(ZDailyOccupancyRecordSchema),
  dowDemand: z.array(
    z.object({
      dow: z.int().min(0).max(6),
      avg: z.number().nullable(),
      values: z.array(z.number()),
    }),
  ),
  ...rangeFields,
});
