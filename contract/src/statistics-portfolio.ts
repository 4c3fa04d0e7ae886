// Requests and answers of the portfolio statistics calls (specification sections 3 and 7):
// encumbrance (lease) statistics, the active leases list, building and network statistics.
import { z } from 'zod';
import {
  occupancyFigureFields,
  orderedDates,
  orderedMessage,
  rangeFields,
  ZIdsSchema,
} from './statistics-common.ts';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE, ZDateSchema, ZIdSchema } from './query.ts';
import { ZUnitsSchema } from './entities/buildings.ts';
import { ZEncumbranceStatusSchema } from './entities/encumbrances.ts';
import { reportingModes } from './entities/networks.ts';
import { ZRefSchema } from './entities/common.ts';
import { coverageStates } from './entities/organizations.ts';
import { efficiencyTiers } from './analytics/efficiency.ts';
import { FINANCIAL_FIELDS } from './analytics/financial-gaps.ts';

const ZSearchTextSchema = z
  .string()
  .max(200)
  .refine((text) => !text.includes('\u0000'), 'Text must not contain NUL characters');
const ZRangeSchema = z.object(rangeFields);

/** Areas per unit system (IMPERIAL sqft, METRIC sqm), never added together; absent when none. */
export const ZAreaByUnitsSchema = z.partialRecord(ZUnitsSchema, z.number());
/** Money per currency code, never added across currencies; absent when none is known. */
export const ZMoneyByCurrencySchema = z.record(z.string(), z.number());

// ——— /encumbrances/statistic/tenants

export const ZTenantStatisticsRequestSchema = z
  .strictObject({
    buildingId: ZIdsSchema,
    startDate: ZDateSchema.optional(),
    endDate: ZDateSchema.optional(),
  })
  .refine(orderedDates, orderedMessage);

/** One active lease (tenant) with its space, occupancy and money figures. */
export const ZTenantStatisticSchema = z.object({
  /** The lease (encumbrance) id. */
  tenantId: z.int(),
  parentId: z.int().nullable(),
  buildingId: z.int(),
  organizationId: z.int(),
  orgName: z.string(),
  industry: z.string().nullable(),
  usageType: z.string().nullable(),
  /** Occupancy analytics are for 'Office' leases only; their figures are null for the others. */
  hasOccupancyAnalytics: z.boolean(),
  rentableSF: z.number().nullable(),
  units: ZUnitsSchema,
  /** Seats after the active subleases are deducted; null when it cannot be worked out. */
  capacity: z.int().nullable(),
  /** Why the deduction failed: 'Capacity is missing in the sublease' / '… in the parent lease'. */
  issues: z.array(z.string()),
  targetDensity: z.number().nullable(),
  peakOccupancy: z.number().nullable(),
  peakOccupancyDate: z.string().nullable(),
  averageOccupancy: z.number().nullable(),
  projectedArea: z.number().nullable(),
  efficiency: z.number().nullable(),
  tier: z.enum(efficiencyTiers).nullable(),
  revenue: z.number().nullable(),
  optimizedRevenue: z.number().nullable(),
  currency: z.string(),
  /** The occupancy analysis window (the last year of the lease's data by default). */
  range: ZRangeSchema,
});
export type TenantStatistic = z.infer<typeof ZTenantStatisticSchema>;
export const ZTenantStatisticsResponseSchema = z.object({ items: z.array(ZTenantStatisticSchema) });

// ——— /encumbrances/statistic/expiration and /expiration/by-year

/** Which leases: the caller's visible, active, top-level ones, optionally narrowed. */
export const ZLeaseFilterSchema = z.strictObject({
  buildingId: ZIdsSchema.optional(),
  /** The tenant organization. */
  organizationId: ZIdSchema.optional(),
});
export const ZExpirationRequestSchema = ZLeaseFilterSchema.extend({
  /** The date months are counted from; today by default. */
  asOf: ZDateSchema.optional(),
});

export const ZExpirationTotalsSchema = z.object({
  leases: z.int(),
  rentableSF: ZAreaByUnitsSchema,
  annualRent: ZMoneyByCurrencySchema,
  leasesWithoutArea: z.int(),
  leasesWithoutRent: z.int(),
});

export const ZExpiringLeaseSchema = z.object({
  tenantId: z.int(),
  buildingId: z.int(),
  buildingName: z.string(),
  organizationId: z.int(),
  orgName: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  status: ZEncumbranceStatusSchema,
  /** Whole months left; 'EXPIRED' when the end date has passed; null when open-ended. */
  monthsRemaining: z.union([z.int(), z.literal('EXPIRED')]).nullable(),
  rentableSF: z.number().nullable(),
  units: ZUnitsSchema,
  annualRent: z.number().nullable(),
  currency: z.string(),
});
export const ZExpirationResponseSchema = z.object({
  asOf: z.string(),
  /** By end date, earliest first; open-ended leases last. */
  items: z.array(ZExpiringLeaseSchema),
  summary: z.object({
    expired: ZExpirationTotalsSchema,
    horizons: z.array(ZExpirationTotalsSchema.extend({ months: z.int() })),
  }),
});
export const ZExpirationByYearResponseSchema = z.object({
  items: z.array(ZExpirationTotalsSchema.extend({ year: z.int() })),
  /** Leases without an end date, in no year. */
  openEnded: z.int(),
});

// ——— /encumbrances/statistic/occupancy (leased share of the rentable area)

export const ZLeasedAreaRequestSchema = z.strictObject({ buildingId: ZIdsSchema.optional() });
export const ZBuildingLeasedAreaSchema = z.object({
  buildingId: z.int(),
  name: z.string(),
  units: ZUnitsSchema,
  rentableSF: z.number().nullable(),
  leasedSF: z.number(),
  vacantSF: z.number().nullable(),
  leasedShare: z.number().nullable(),
  leases: z.int(),
  leasesWithoutArea: z.int(),
});
export const ZLeasedAreaResponseSchema = z.object({
  items: z.array(ZBuildingLeasedAreaSchema),
  totals: z.array(
    z.object({
      units: ZUnitsSchema,
      buildings: z.int(),
      rentableSF: z.number().nullable(),
      leasedSF: z.number(),
      vacantSF: z.number().nullable(),
      leasedShare: z.number().nullable(),
    }),
  ),
  /** True when the caller sees only some leases (occupiers, operators): vacancy is then unknown. */
  partial: z.boolean(),
});

// ——— /encumbrances/statistic/financial-coverage

export const ZFinancialCoverageRequestSchema = z.strictObject({
  buildingId: ZIdsSchema.optional(),
  organizationId: ZIdSchema.optional(),
  /** "Today" for the EXPIRED rule; today by default. */
  asOf: ZDateSchema.optional(),
});
const ZCoverageStateSchema = z.enum(coverageStates);
const ZCoverageCountsSchema = { leases: z.int(), completeLeases: z.int() };
export const ZFinancialCoverageResponseSchema = z.object({
  items: z.array(
    z.object({
      buildingId: z.int(),
      name: z.string(),
      /** The organizations' states combined. */
      state: ZCoverageStateSchema,
      ...ZCoverageCountsSchema,
      organizations: z.array(
        z.object({
          organizationId: z.int(),
          orgName: z.string(),
          state: ZCoverageStateSchema,
          ...ZCoverageCountsSchema,
          /** The leases lacking something, and what. */
          incomplete: z.array(
            z.object({
              tenantId: z.int(),
              status: ZEncumbranceStatusSchema,
              missing: z.array(z.enum(FINANCIAL_FIELDS)),
            }),
          ),
        }),
      ),
    }),
  ),
  /** Each organization's state over the buildings above. */
  organizations: z.array(
    z.object({ organizationId: z.int(), orgName: z.string(), state: ZCoverageStateSchema }),
  ),
});

// ——— /encumbrances/active

const ZSortDirectionSchema = z.enum(['asc', 'desc']).optional();
/** `{ field: 'asc' | 'desc' }`; several fields sort in the order given. */
const ZActiveLeaseOrderSchema = z.strictObject({
  startDate: ZSortDirectionSchema,
  endDate: ZSortDirectionSchema,
  rentableSF: ZSortDirectionSchema,
  orgName: ZSortDirectionSchema,
});
export type ActiveLeaseOrder = z.infer<typeof ZActiveLeaseOrderSchema>;
export const ZActiveLeasesRequestSchema = z.strictObject({
  buildingId: ZIdsSchema.optional(),
  /** Case-insensitive "contains" on the tenant's name. */
  organizationName: ZSearchTextSchema.optional(),
  /** Add each lease's active subleases as `children`. */
  includeSubleases: z.boolean().default(false),
  /** A usage type name, e.g. 'Office'. */
  usage: ZSearchTextSchema.optional(),
  orderBy: z.union([ZActiveLeaseOrderSchema, z.array(ZActiveLeaseOrderSchema).max(4)]).optional(),
  page: z.int().min(0).default(0),
  perPage: z.int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
});

const ZActiveLeaseFields = {
  id: z.int(),
  organizationId: z.int(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  status: ZEncumbranceStatusSchema,
  rentableSF: z.number().nullable(),
  capacity: z.int().nullable(),
  /** The lease's spaces the caller can see. */
  spacesCount: z.int(),
};
export const ZActiveLeaseSchema = z.object({
  ...ZActiveLeaseFields,
  parentId: z.int().nullable(),
  buildingId: z.int(),
  building: ZRefSchema,
  organization: ZRefSchema.extend({ industry: z.object({ name: z.string() }).nullable() }),
  rentRate: z.number().nullable(),
  targetDensity: z.number().nullable(),
  usageType: z.object({ name: z.string() }).nullable(),
  /** Active subleases, only when asked for with includeSubleases. */
  children: z.array(z.object({ ...ZActiveLeaseFields, organization: ZRefSchema })).optional(),
});
export type ActiveLease = z.infer<typeof ZActiveLeaseSchema>;
export const ZActiveLeasesResponseSchema = z.object({
  items: z.array(ZActiveLeaseSchema),
  total: z.int().min(0),
});

// ——— /buildings/statistic

/** The buildings list's filter (`where`, see docs/api.md). */
export const ZBuildingStatisticRequestSchema = z.strictObject({
  where: z.record(z.string(), z.unknown()).optional(),
});
const ZCountSchema = z.object({ buildings: z.int() });
export const ZBuildingPortfolioStatisticSchema = z.object({
  buildings: z.int(),
  activeBuildings: z.int(),
  floors: z.int(),
  spaces: z.int(),
  /** Σ of the spaces' capacities; null when no space has one. */
  capacity: z.int().nullable(),
  rentableSF: ZAreaByUnitsSchema,
  leasedSF: ZAreaByUnitsSchema,
  byClass: z.array(ZCountSchema.extend({ class: z.string().nullable() })),
  byCountry: z.array(ZCountSchema.extend({ country: z.string().nullable() })),
  /** Networks (of the caller's organization) with at least one of the buildings. */
  networks: z.int(),
});

// ——— /networks/statistics

export const ZNetworkStatisticsRequestSchema = z
  .strictObject({
    networkId: ZIdsSchema.optional(),
    startDate: ZDateSchema.optional(),
    endDate: ZDateSchema.optional(),
  })
  .refine(orderedDates, orderedMessage);
export const ZOccupancySeriesSchema = z.object({
  /** The building; null for an AGGREGATED network's one curve. */
  buildingId: z.int().nullable(),
  buildingName: z.string().nullable(),
  ...occupancyFigureFields,
});
export const ZNetworkStatisticSchema = z.object({
  networkId: z.int(),
  name: z.string(),
  defaultReporting: z.enum(reportingModes),
  buildings: z.int(),
  rentableSF: ZAreaByUnitsSchema,
  capacity: z.int().nullable(),
  /** AGGREGATED: one series for the network; INDIVIDUAL: one per building. */
  occupancy: z.array(ZOccupancySeriesSchema),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export const ZNetworkStatisticsResponseSchema = z.object({
  items: z.array(ZNetworkStatisticSchema),
});
