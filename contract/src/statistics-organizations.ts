// Requests and answers of the organization, floor and operator statistics calls (specification
// sections 3 and 7). Figures that cannot be computed are null; fractions are 0..1 (0.25 = 25 %).
import { z } from 'zod';
import {
  occupancyFigureFields,
  orderedDates,
  orderedMessage,
  rangeFields,
  ZIdsSchema,
} from './statistics-common.ts';
import { ZDateSchema, ZIdSchema } from './query.ts';
import { ZUnitsSchema } from './entities/buildings.ts';
import { coverageStates, ZOrganizationTypeSchema } from './entities/organizations.ts';
import { ZSpaceCategorySchema } from './entities/spaces.ts';
import { dataSystems } from './entities/data-sources.ts';
import { efficiencyTiers } from './analytics/efficiency.ts';
import { ZAreaByUnitsSchema } from './statistics-portfolio.ts';

const ZCoverageStateSchema = z.enum(coverageStates);
const dateFields = { startDate: ZDateSchema.optional(), endDate: ZDateSchema.optional() };

/**
 * Which organization: a master admin names one (required); anyone else gets their own, and
 * naming another is Not found. Without dates, the last year of the organization's data.
 */
export const ZOrganizationStatisticsRequestSchema = z
  .strictObject({ organizationId: ZIdSchema.optional(), ...dateFields })
  .refine(orderedDates, orderedMessage);
export type OrganizationStatisticsRequest = z.infer<typeof ZOrganizationStatisticsRequestSchema>;

/** The same without dates (data sources, RTO: the period comes from the organization). */
export const ZOrganizationRequestSchema = z.strictObject({ organizationId: ZIdSchema.optional() });

/** Capacity, the range's peak and workday average, and both as a share of the capacity. */

export const ZOrganizationRefSchema = z.object({
  id: z.int(),
  key: z.string(),
  name: z.string(),
  type: ZOrganizationTypeSchema,
});

// ——— /organizations/statistics

/** Organization.dataCoverages (specification section 3): one organization in one building. */
export const ZDataCoverageSchema = z.object({
  buildingId: z.int(),
  spatial: ZCoverageStateSchema,
  financial: ZCoverageStateSchema,
  occupancy: ZCoverageStateSchema,
});
export type DataCoverage = z.infer<typeof ZDataCoverageSchema>;

export const ZOrganizationBuildingSchema = z.object({
  buildingId: z.int(),
  name: z.string(),
  units: ZUnitsSchema,
  /** The organization's area there: the building's (owner), its leases' (occupier), its floors' (operator). */
  rentableSF: z.number().nullable(),
  leases: z.int(),
  ...occupancyFigureFields,
});

export const ZOrganizationStatisticsSchema = z.object({
  organization: ZOrganizationRefSchema.extend({ industry: z.string().nullable() }),
  buildingCount: z.int(),
  leaseCount: z.int(),
  rentableSF: ZAreaByUnitsSchema,
  ...occupancyFigureFields,
  buildings: z.array(ZOrganizationBuildingSchema),
  dataCoverages: z.array(ZDataCoverageSchema),
  /** Every building's three states combined (combineCoverage). */
  coverage: ZCoverageStateSchema,
  ...rangeFields,
});
export type OrganizationStatistics = z.infer<typeof ZOrganizationStatisticsSchema>;

// ——— /organizations/tenant/statistics

export const ZOrganizationLeaseStatisticSchema = z.object({
  /** The lease (encumbrance) id. */
  tenantId: z.int(),
  parentId: z.int().nullable(),
  buildingId: z.int(),
  buildingName: z.string(),
  units: ZUnitsSchema,
  usageType: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** Area and seats after the active subleases are deducted (today). */
  rentableSF: z.number().nullable(),
  capacity: z.int().nullable(),
  activeSubleases: z.int(),
  /** Why the deduction failed: 'Capacity is missing in the sublease' / '… in the parent lease'. */
  issues: z.array(z.string()),
  targetDensity: z.number().nullable(),
  /**
   * Occupancy of the lease's own people: while active subleases hold some of its spaces, those
   * of the spaces it keeps (an upper bound, docs/metrics.md); null when the deduction fails.
   */
  peakOccupancy: z.number().nullable(),
  peakOccupancyDate: z.string().nullable(),
  averageOccupancy: z.number().nullable(),
  peakUtilization: z.number().nullable(),
  averageUtilization: z.number().nullable(),
  projectedArea: z.number().nullable(),
  efficiency: z.number().nullable(),
  efficiencyTier: z.enum(efficiencyTiers).nullable(),
});
export const ZOrganizationTenantStatisticsSchema = z.object({
  organizationId: z.int(),
  items: z.array(ZOrganizationLeaseStatisticSchema),
  ...rangeFields,
});

// ——— /organizations/tenant/efficiency-monthly

export const ZLeaseMonthEfficiencySchema = z.object({
  tenantId: z.int(),
  buildingId: z.int(),
  /** The month's highest daily peak. */
  peakOccupancy: z.number().nullable(),
  projectedArea: z.number().nullable(),
  /** After the subleases active on the month's last day. */
  rentableSF: z.number().nullable(),
  efficiency: z.number().nullable(),
});
export const ZMonthEfficiencySchema = z.object({
  year: z.int(),
  month: z.int().min(1).max(12),
  /** All the month's leases together (combinedEfficiency). */
  efficiency: z.number().nullable(),
  efficiencyTier: z.enum(efficiencyTiers).nullable(),
  items: z.array(ZLeaseMonthEfficiencySchema),
});
export const ZOrganizationEfficiencyMonthlySchema = z.object({
  organizationId: z.int(),
  items: z.array(ZMonthEfficiencySchema),
  ...rangeFields,
});

// ——— /organizations/data-sources

export const ZOrganizationDataSourceSchema = z.object({
  id: z.int(),
  name: z.string(),
  dataSystem: z.enum(dataSystems),
  buildingId: z.int(),
  buildingName: z.string(),
  /** The building's primary occupancy data source. */
  isPrimary: z.boolean(),
  firstReadingDate: z.string().nullable(),
  lastReadingDate: z.string().nullable(),
});
export const ZOrganizationDataSourcesSchema = z.object({
  items: z.array(ZOrganizationDataSourceSchema),
});

// ——— /organizations/statistics/segments

export const ZIndustrySegmentSchema = z.object({
  /** null: tenants without an industry. */
  industryId: z.int().nullable(),
  industry: z.string().nullable(),
  tenants: z.int(),
  leases: z.int(),
  rentableSF: ZAreaByUnitsSchema,
  capacity: z.int().nullable(),
  averageOccupancy: z.number().nullable(),
  averageUtilization: z.number().nullable(),
});
export const ZIndustrySegmentsSchema = z.object({
  items: z.array(ZIndustrySegmentSchema),
  ...rangeFields,
});

// ——— /organizations/statistics/tenants

export const ZOrganizationTenantsRequestSchema = z
  .strictObject({ buildingId: ZIdsSchema.optional(), ...dateFields })
  .refine(orderedDates, orderedMessage);
export const ZOrganizationTenantSchema = z.object({
  organizationId: z.int(),
  name: z.string(),
  industry: z.string().nullable(),
  leases: z.int(),
  buildings: z.int(),
  rentableSF: ZAreaByUnitsSchema,
  capacity: z.int().nullable(),
  averageOccupancy: z.number().nullable(),
  averageUtilization: z.number().nullable(),
  coverage: ZCoverageStateSchema,
});
export const ZOrganizationTenantsSchema = z.object({
  items: z.array(ZOrganizationTenantSchema),
  ...rangeFields,
});

// ——— /organizations/list/global

export const ORGANIZATION_PICKER_LIMIT = 500;
export const ZOrganizationListGlobalRequestSchema = z.strictObject({
  /** Case-insensitive "contains". */
  name: z.string().trim().max(200).optional(),
  types: z.array(ZOrganizationTypeSchema).min(1).max(4).optional(),
});
export const ZOrganizationListGlobalSchema = z.object({ items: z.array(ZOrganizationRefSchema) });

// ——— /organizations/rto and /rto/trends

const ZRtoPeriodAnswerSchema = z
  .object({ startDate: z.string(), endDate: z.string().nullable() })
  .nullable();
export const ZRtoSummarySchema = z.object({
  organizationId: z.int(),
  /** The organization's rtoPeriod; null when none is set. */
  period: ZRtoPeriodAnswerSchema,
  capacity: z.int().nullable(),
  /** null without a period or when it starts after today. */
  summary: z
    .object({
      startDate: z.string(),
      endDate: z.string(),
      baselineStartDate: z.string(),
      baselineEndDate: z.string(),
      averageOccupancy: z.number().nullable(),
      baselineAverageOccupancy: z.number().nullable(),
      rtoRate: z.number().nullable(),
      utilization: z.number().nullable(),
    })
    .nullable(),
});
export const ZRtoTrendsSchema = z.object({
  organizationId: z.int(),
  period: ZRtoPeriodAnswerSchema,
  capacity: z.int().nullable(),
  /** Calendar months of the period; null without a period or when it starts after today. */
  items: z
    .array(
      z.object({
        year: z.int(),
        month: z.int(),
        average: z.number().nullable(),
        peak: z.number().nullable(),
        days: z.int(),
        utilization: z.number().nullable(),
      }),
    )
    .nullable(),
});

// ——— /floors/statistics

export const ZFloorStatisticsRequestSchema = z
  .strictObject({ buildingId: ZIdSchema, ...dateFields })
  .refine(orderedDates, orderedMessage);
export const ZFloorStatisticSchema = z.object({
  floorId: z.int(),
  name: z.string(),
  position: z.int(),
  spaces: z.int(),
  rentableSF: z.number().nullable(),
  ...occupancyFigureFields,
});
export const ZFloorStatisticsSchema = z.object({
  buildingId: z.int(),
  items: z.array(ZFloorStatisticSchema),
  ...rangeFields,
});

// ——— /floors/spaces-by-category

export const ZSpacesByCategoryRequestSchema = z.strictObject({
  floorId: ZIdSchema,
  /** Count only child spaces (parentId set); otherwise only top-level spaces. */
  onlyChildren: z.boolean().optional(),
});
/** Floor capacity by category (specification section 3); every category is present. */
export const ZFloorCapacityByCategorySchema = z.object({
  totalCapacity: z.int().nullable(),
  capacityByCategory: z.record(ZSpaceCategorySchema, z.int().nullable()),
});

// ——— /operators/statistcs

export const ZOperatorStatisticsRequestSchema = ZOrganizationStatisticsRequestSchema;
/** One building where the operator runs floors: the figures of its site statistics. */
export const ZOperatorSiteSchema = z.object({
  buildingId: z.int(),
  name: z.string(),
  floorCount: z.int(),
  roomCount: z.int(),
  rentableArea: z.number().nullable(),
  capacity: z.int(),
  peakOccupancy: z.number().nullable(),
  peakOccupancyDate: z.string().nullable(),
  peakUtilization: z.number().nullable(),
  avgUtilization: z.number().nullable(),
  ...rangeFields,
});
export const ZOperatorStatisticsSchema = z.object({
  organizationId: z.int(),
  items: z.array(ZOperatorSiteSchema),
});

export type OrganizationTenantStatistics = z.infer<typeof ZOrganizationTenantStatisticsSchema>;
export type OrganizationEfficiencyMonthly = z.infer<typeof ZOrganizationEfficiencyMonthlySchema>;
export type OrganizationDataSources = z.infer<typeof ZOrganizationDataSourcesSchema>;
export type IndustrySegments = z.infer<typeof ZIndustrySegmentsSchema>;
export type OrganizationTenantsRequest = z.infer<typeof ZOrganizationTenantsRequestSchema>;
export type OrganizationTenants = z.infer<typeof ZOrganizationTenantsSchema>;
export type OrganizationListGlobalRequest = z.infer<typeof ZOrganizationListGlobalRequestSchema>;
export type OrganizationListGlobal = z.infer<typeof ZOrganizationListGlobalSchema>;
export type RtoSummary = z.infer<typeof ZRtoSummarySchema>;
export type RtoTrends = z.infer<typeof ZRtoTrendsSchema>;
export type FloorStatisticsRequest = z.infer<typeof ZFloorStatisticsRequestSchema>;
export type FloorStatistics = z.infer<typeof ZFloorStatisticsSchema>;
export type SpacesByCategoryRequest = z.infer<typeof ZSpacesByCategoryRequestSchema>;
export type FloorCapacityByCategory = z.infer<typeof ZFloorCapacityByCategorySchema>;
export type OperatorStatistics = z.infer<typeof ZOperatorStatisticsSchema>;
