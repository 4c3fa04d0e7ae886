// Every statistics call of specification section 7 as data: its path under the API base, the
// permission it needs, its request and response schemas. The server registers its routes from
// this table and the web calls them through `useStatistic(call, body)`, so a path, a body or an
// answer's type is written once.
import type { z } from 'zod';
import type { Permission } from './permissions.ts';
import {
  ZBuildingCostRequestSchema,
  ZBuildingCostSchema,
  ZBuildingStatisticSchema,
  ZDailyOccupancySchema,
  ZFloorOccupancyRequestSchema,
  ZFloorOccupancyResponseSchema,
  ZMonthlyOccupancyResponseSchema,
  ZOccupancyRequestSchema,
  ZSiteStatisticsRequestSchema,
  ZSiteStatisticsSchema,
  ZTenantAverageOccupancyResponseSchema,
  ZTenantFlexSummarySchema,
} from './statistics.ts';
import {
  ZBuildingFlexRequirementsRequestSchema,
  ZBuildingFlexRequirementsSchema,
  ZBuildingsAverageOccupancySchema,
  ZFlexRequirementsRunSchema,
  ZOccupancyBuildingsRequestSchema,
  ZOccupancyCoverageSchema,
  ZOccupancyHoursRequestSchema,
  ZOccupancyHoursResponseSchema,
  ZOccupancyReadingsRequestSchema,
  ZOccupancyReadingsSchema,
  ZOrganizationsPeakOccupancySchema,
  ZPeakDayRequestSchema,
  ZPeakDaySchema,
  ZPeakDaysRequestSchema,
  ZPeakDaysSchema,
} from './statistics-occupancy.ts';
import {
  ZActiveLeasesRequestSchema,
  ZActiveLeasesResponseSchema,
  ZBuildingPortfolioStatisticSchema,
  ZBuildingStatisticRequestSchema,
  ZExpirationByYearResponseSchema,
  ZExpirationRequestSchema,
  ZExpirationResponseSchema,
  ZFinancialCoverageRequestSchema,
  ZFinancialCoverageResponseSchema,
  ZLeasedAreaRequestSchema,
  ZLeasedAreaResponseSchema,
  ZLeaseFilterSchema,
  ZNetworkStatisticsRequestSchema,
  ZNetworkStatisticsResponseSchema,
  ZTenantStatisticsRequestSchema,
  ZTenantStatisticsResponseSchema,
} from './statistics-portfolio.ts';
import {
  ZFloorCapacityByCategorySchema,
  ZFloorStatisticsRequestSchema,
  ZFloorStatisticsSchema,
  ZIndustrySegmentsSchema,
  ZOperatorStatisticsRequestSchema,
  ZOperatorStatisticsSchema,
  ZOrganizationDataSourcesSchema,
  ZOrganizationEfficiencyMonthlySchema,
  ZOrganizationListGlobalRequestSchema,
  ZOrganizationListGlobalSchema,
  ZOrganizationRequestSchema,
  ZOrganizationStatisticsRequestSchema,
  ZOrganizationStatisticsSchema,
  ZOrganizationTenantsRequestSchema,
  ZOrganizationTenantsSchema,
  ZOrganizationTenantStatisticsSchema,
  ZRtoSummarySchema,
  ZRtoTrendsSchema,
  ZSpacesByCategoryRequestSchema,
} from './statistics-organizations.ts';
import {
  ZBuildingActivityRequestSchema,
  ZBuildingActivitySchema,
  ZRoomBookingsRequestSchema,
  ZRoomBookingsSchema,
} from './statistics-activity.ts';

export type StatisticsCall<
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> = {
  /** Under the API base, without a leading slash: `occupancy/statistic`. */
  path: string;
  permission: Permission;
  /** One line for the API docs. */
  summary: string;
  request: Request;
  response: Response;
  /** A call that changes something (queues a job): never answered from the read cache. */
  mutation?: true;
};

/** The body a call takes (before defaults) and the answer it gives. */
export type StatisticsRequest<C extends StatisticsCall> = z.input<C['request']>;
export type StatisticsResponse<C extends StatisticsCall> = z.output<C['response']>;

const call = <Request extends z.ZodType, Response extends z.ZodType>(
  definition: StatisticsCall<Request, Response>,
): StatisticsCall<Request, Response> => definition;

export const statisticsCalls = {
  // Occupancy of a building, floor or lease.
  occupancyStatistic: call({
    path: 'occupancy/statistic',
    permission: 'occupancy.read',
    summary: 'Building statistic: day-of-week statistics over daily peaks, peak and average',
    request: ZOccupancyRequestSchema,
    response: ZBuildingStatisticSchema,
  }),
  dailyOccupancy: call({
    path: 'occupancy/daily-occupancy',
    permission: 'occupancy.read',
    summary: 'Daily occupancy records: the day’s peak per data source',
    request: ZOccupancyRequestSchema,
    response: ZDailyOccupancySchema,
  }),
  monthlyOccupancy: call({
    path: 'occupancy/tenants/monthly-occupancy',
    permission: 'occupancy.read',
    summary: 'Monthly occupancy (completed months): average of workday peaks, peak, days with data',
    request: ZOccupancyRequestSchema,
    response: ZMonthlyOccupancyResponseSchema,
  }),
  flex: call({
    path: 'occupancy/flex',
    permission: 'occupancy.read',
    summary: 'Tenant flex summary: demand and the capacity that covers 80 % of days',
    request: ZOccupancyRequestSchema,
    response: ZTenantFlexSummarySchema,
  }),
  buildingFlexSummary: call({
    path: 'occupancy/building-flex-summary',
    permission: 'occupancy.read',
    summary: 'Building flex summary: demand and the capacity that covers 80 % of days',
    request: ZOccupancyRequestSchema,
    response: ZTenantFlexSummarySchema,
  }),
  tenantsAverageOccupancy: call({
    path: 'occupancy/tenants/average-occupancy',
    permission: 'occupancy.read',
    summary:
      'Average occupancy per tenant in the last completed month, with the change from the month before',
    request: ZOccupancyRequestSchema,
    response: ZTenantAverageOccupancyResponseSchema,
  }),
  floorOccupancy: call({
    path: 'floors/occupancy',
    permission: 'occupancy.read',
    summary: 'Floor occupancy: each space’s hourly peaks on a day (local HH:MM)',
    request: ZFloorOccupancyRequestSchema,
    response: ZFloorOccupancyResponseSchema,
  }),
  buildingCosts: call({
    path: 'encumbrances/statistic/building-costs',
    permission: 'encumbrances.read',
    summary: 'Building cost of a lease split into utilized, underutilized and unused',
    request: ZBuildingCostRequestSchema,
    response: ZBuildingCostSchema,
  }),
  siteStatistics: call({
    path: 'operators/site-statistics',
    permission: 'occupancy.read',
    summary: 'Site statistics of an operator’s floors in a building',
    request: ZSiteStatisticsRequestSchema,
    response: ZSiteStatisticsSchema,
  }),
  occupancyHours: call({
    path: 'occupancy',
    permission: 'occupancy.read',
    summary: 'Hourly occupancy of a building, floor or lease per data source (at most 92 days)',
    request: ZOccupancyHoursRequestSchema,
    response: ZOccupancyHoursResponseSchema,
  }),
  occupancyReadings: call({
    path: 'occupancy/full',
    permission: 'occupancy.read',
    summary: 'Raw readings as received of the target’s spaces, paged',
    request: ZOccupancyReadingsRequestSchema,
    response: ZOccupancyReadingsSchema,
  }),
  organizationsPeakOccupancy: call({
    path: 'occupancy/organizations-peak-occupancy',
    permission: 'occupancy.read',
    summary: 'Peak and average occupancy per organization holding an active lease in the buildings',
    request: ZOccupancyBuildingsRequestSchema,
    response: ZOrganizationsPeakOccupancySchema,
  }),
  peakDays: call({
    path: 'occupancy/peak-days',
    permission: 'occupancy.read',
    summary: 'The days with the highest daily peak in the range',
    request: ZPeakDaysRequestSchema,
    response: ZPeakDaysSchema,
  }),
  peakDay: call({
    path: 'occupancy/peak-day',
    permission: 'occupancy.read',
    summary: 'One day’s hourly curve in local time (by default the range’s peak day)',
    request: ZPeakDayRequestSchema,
    response: ZPeakDaySchema,
  }),
  occupancyCoverage: call({
    path: 'occupancy/occupancy-coverage',
    permission: 'occupancy.read',
    summary: 'Occupancy data coverage per building: state, working days with data, gaps',
    request: ZOccupancyRequestSchema,
    response: ZOccupancyCoverageSchema,
  }),
  runFlexRequirements: call({
    path: 'occupancy/run-flex-requirements',
    permission: 'occupancy.read',
    summary: 'Queue the flex requirements of every active lease of the buildings',
    request: ZOccupancyBuildingsRequestSchema,
    response: ZFlexRequirementsRunSchema,
    mutation: true,
  }),
  buildingFlexRequirements: call({
    path: 'occupancy/building-flex-requirements',
    permission: 'occupancy.read',
    summary: 'The building’s latest flex requirements and the state of its latest run',
    request: ZBuildingFlexRequirementsRequestSchema,
    response: ZBuildingFlexRequirementsSchema,
  }),
  buildingActivity: call({
    path: 'occupancy/activity',
    permission: 'occupancy.read',
    summary:
      'A building per day: reservations booked, checked in and no-shows, badge visitors, sensor peak',
    request: ZBuildingActivityRequestSchema,
    response: ZBuildingActivitySchema,
  }),
  roomBookings: call({
    path: 'occupancy/room-bookings',
    permission: 'occupancy.read',
    summary:
      'Meeting rooms: booked hours against the hours their sensors measured someone, used share and no-shows',
    request: ZRoomBookingsRequestSchema,
    response: ZRoomBookingsSchema,
  }),
  buildingsAverageOccupancy: call({
    path: 'occupancy/buildings/average-occupancy',
    permission: 'occupancy.read',
    summary: 'Average and peak occupancy per building, with the month-over-month change',
    request: ZOccupancyBuildingsRequestSchema,
    response: ZBuildingsAverageOccupancySchema,
  }),

  // Leases and the portfolio.
  tenantStatistics: call({
    path: 'encumbrances/statistic/tenants',
    permission: 'encumbrances.read',
    summary:
      'Tenants of buildings: capacity after subleases, occupancy, efficiency tier and revenue',
    request: ZTenantStatisticsRequestSchema,
    response: ZTenantStatisticsResponseSchema,
  }),
  expiration: call({
    path: 'encumbrances/statistic/expiration',
    permission: 'encumbrances.read',
    summary:
      'Lease expirations: months remaining per lease, area and rent expiring within 12, 24, 36 months',
    request: ZExpirationRequestSchema,
    response: ZExpirationResponseSchema,
  }),
  expirationByYear: call({
    path: 'encumbrances/statistic/expiration/by-year',
    permission: 'encumbrances.read',
    summary:
      'Lease expirations per calendar year of the end date, area per unit system, rent per currency',
    request: ZLeaseFilterSchema,
    response: ZExpirationByYearResponseSchema,
  }),
  leasedArea: call({
    path: 'encumbrances/statistic/occupancy',
    permission: 'encumbrances.read',
    summary: 'Real-estate occupancy: leased and vacant area and the leased share per building',
    request: ZLeasedAreaRequestSchema,
    response: ZLeasedAreaResponseSchema,
  }),
  financialCoverage: call({
    path: 'encumbrances/statistic/financial-coverage',
    permission: 'encumbrances.read',
    summary: 'Financial data coverage per building and tenant, and what each lease is missing',
    request: ZFinancialCoverageRequestSchema,
    response: ZFinancialCoverageResponseSchema,
  }),
  activeLeases: call({
    path: 'encumbrances/active',
    permission: 'encumbrances.read',
    summary:
      'Active top-level leases with building, tenant, usage type and spaces; subleases on request',
    request: ZActiveLeasesRequestSchema,
    response: ZActiveLeasesResponseSchema,
  }),
  buildingPortfolio: call({
    path: 'buildings/statistic',
    permission: 'buildings.read',
    summary: 'Portfolio counts over the buildings a list filter selects',
    request: ZBuildingStatisticRequestSchema,
    response: ZBuildingPortfolioStatisticSchema,
  }),
  networkStatistics: call({
    path: 'networks/statistics',
    permission: 'networks.read',
    summary: 'Networks: buildings, area, capacity and occupancy (one curve when AGGREGATED)',
    request: ZNetworkStatisticsRequestSchema,
    response: ZNetworkStatisticsResponseSchema,
  }),

  // Organizations, floors and operators.
  organizationStatistics: call({
    path: 'organizations/statistics',
    permission: 'organizations.read',
    summary:
      'An organization’s portfolio: buildings, leases, area, seats, utilization and data coverage',
    request: ZOrganizationStatisticsRequestSchema,
    response: ZOrganizationStatisticsSchema,
  }),
  organizationTenantStatistics: call({
    path: 'organizations/tenant/statistics',
    permission: 'organizations.read',
    summary:
      'An organization’s active leases with subleases deducted: occupancy, utilization, efficiency',
    request: ZOrganizationStatisticsRequestSchema,
    response: ZOrganizationTenantStatisticsSchema,
  }),
  organizationEfficiencyMonthly: call({
    path: 'organizations/tenant/efficiency-monthly',
    permission: 'organizations.read',
    summary: 'An organization’s efficiency per completed month, per lease and in total',
    request: ZOrganizationStatisticsRequestSchema,
    response: ZOrganizationEfficiencyMonthlySchema,
  }),
  organizationDataSources: call({
    path: 'organizations/data-sources',
    permission: 'organizations.read',
    summary:
      'The data sources of the buildings an organization can see, with their first and last readings',
    request: ZOrganizationRequestSchema,
    response: ZOrganizationDataSourcesSchema,
  }),
  organizationSegments: call({
    path: 'organizations/statistics/segments',
    permission: 'organizations.read',
    summary: 'An owner’s tenants grouped by industry',
    request: ZOrganizationStatisticsRequestSchema,
    response: ZIndustrySegmentsSchema,
  }),
  organizationTenants: call({
    path: 'organizations/statistics/tenants',
    permission: 'organizations.read',
    summary:
      'The tenants (occupiers) in the caller’s buildings with their area, seats, utilization and coverage',
    request: ZOrganizationTenantsRequestSchema,
    response: ZOrganizationTenantsSchema,
  }),
  organizationListGlobal: call({
    path: 'organizations/list/global',
    permission: 'organizations.read',
    summary: 'Organizations for pickers: id, key, name and type, by name',
    request: ZOrganizationListGlobalRequestSchema,
    response: ZOrganizationListGlobalSchema,
  }),
  rto: call({
    path: 'organizations/rto',
    permission: 'organizations.read',
    summary: 'Return to office: the RTO period against as many days before it',
    request: ZOrganizationRequestSchema,
    response: ZRtoSummarySchema,
  }),
  rtoTrends: call({
    path: 'organizations/rto/trends',
    permission: 'organizations.read',
    summary: 'Return to office: each month of the RTO period',
    request: ZOrganizationRequestSchema,
    response: ZRtoTrendsSchema,
  }),
  floorStatistics: call({
    path: 'floors/statistics',
    permission: 'floors.read',
    summary:
      'Per floor of a building: spaces, area, seats, peak and average occupancy and utilization',
    request: ZFloorStatisticsRequestSchema,
    response: ZFloorStatisticsSchema,
  }),
  spacesByCategory: call({
    path: 'floors/spaces-by-category',
    permission: 'spaces.read',
    summary: 'Floor capacity by category: seats per space category and in total',
    request: ZSpacesByCategoryRequestSchema,
    response: ZFloorCapacityByCategorySchema,
  }),
  operatorStatistics: call({
    // Spelled as the specification has it.
    path: 'operators/statistcs',
    permission: 'occupancy.read',
    summary: 'An operator’s sites: per building, its floors, rooms, area, seats and utilization',
    request: ZOperatorStatisticsRequestSchema,
    response: ZOperatorStatisticsSchema,
  }),
} as const;

export type StatisticsCallName = keyof typeof statisticsCalls;
