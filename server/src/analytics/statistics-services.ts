// Which service answers each statistics call of the contract's table (statistics-calls.ts) from
// the database, the caller's tenant scope and the body alone. The calls that need more (the job
// queue, an answer reshaped) are registered beside this table in routes.ts.
import type { StatisticsCall, StatisticsCallName, statisticsCalls } from '@atrium/contract';
import type { ScopedService } from './statistics-route.ts';
import { siteStatistics } from './operator-site-statistics.ts';
import {
  buildingCosts,
  dailyOccupancy,
  flexSummary,
  floorOccupancy,
  monthlyOccupancyOf,
  occupancyStatistic,
  tenantsAverageOccupancy,
} from './occupancy-statistics.ts';
import { occupancyHours, occupancyReadings, peakDay, peakDays } from './occupancy-series.ts';
import { occupancyCoverageOf } from './occupancy-coverage.ts';
import { buildingsAverageOccupancy, organizationsPeakOccupancy } from './occupancy-leases.ts';
import { leaseExpiration, leaseExpirationByYear } from './portfolio-expiration.ts';
import { leasedArea } from './portfolio-leased-area.ts';
import { financialCoverageOf } from './portfolio-coverage.ts';
import { activeLeases } from './portfolio-active.ts';
import { buildingStatistic } from './portfolio-buildings.ts';
import { networkStatistics } from './portfolio-networks.ts';
import { organizationStatistics } from './organization-statistics.ts';
import { efficiencyMonthly, tenantStatistics } from './organization-leases.ts';
import { industrySegments, tenantList } from './organization-tenants.ts';
import { listOrganizations } from './organization-lists.ts';
import { floorCapacityByCategory, floorStatistics } from './floor-statistics.ts';
import { operatorStatistics } from './organization-operator-sites.ts';
import { buildingActivity } from '../activity/activity-daily.ts';
import { roomBookings } from '../activity/room-bookings.ts';

type ServiceOf<C> = C extends StatisticsCall<infer B, infer R> ? ScopedService<B, R> : never;

export type ScopedServices = {
  [K in StatisticsCallName]?: ServiceOf<(typeof statisticsCalls)[K]>;
};

export const scopedServices: ScopedServices = {
  // A building, floor or lease's occupancy.
  occupancyStatistic,
  dailyOccupancy,
  monthlyOccupancy: monthlyOccupancyOf,
  flex: flexSummary,
  buildingFlexSummary: flexSummary,
  tenantsAverageOccupancy,
  floorOccupancy,
  buildingCosts,
  siteStatistics,
  occupancyHours,
  occupancyReadings,
  organizationsPeakOccupancy,
  peakDays,
  peakDay,
  occupancyCoverage: occupancyCoverageOf,
  buildingsAverageOccupancy,
  // Leases, buildings and networks.
  expiration: leaseExpiration,
  expirationByYear: leaseExpirationByYear,
  leasedArea,
  financialCoverage: financialCoverageOf,
  activeLeases,
  buildingPortfolio: buildingStatistic,
  networkStatistics,
  // Organizations, floors and operators.
  organizationStatistics,
  organizationTenantStatistics: tenantStatistics,
  organizationEfficiencyMonthly: efficiencyMonthly,
  organizationSegments: industrySegments,
  organizationTenants: tenantList,
  organizationListGlobal: listOrganizations,
  floorStatistics,
  spacesByCategory: floorCapacityByCategory,
  operatorStatistics,
  // Activity: reservations, badge events and room bookings.
  buildingActivity,
  roomBookings,
};
