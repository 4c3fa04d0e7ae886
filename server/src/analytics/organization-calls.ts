// Organization, floor and operator statistics calls of specification section 7. Each route names
// its permission and contract schemas; the services resolve the organization within the caller's
// tenant scope and apply the shared definitions of contract/src/analytics.
import type { FastifyInstance } from 'fastify';
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
} from '@atrium/contract';
import type { Db } from '../resources/resource-table.ts';
import { statisticsRoute } from './statistics-route.ts';
import { organizationStatistics } from './organization-statistics.ts';
import { efficiencyMonthly, tenantStatistics } from './organization-leases.ts';
import { industrySegments, tenantList } from './organization-tenants.ts';
import { listOrganizations, organizationDataSources } from './organization-lists.ts';
import { organizationRto } from './organization-rto.ts';
import { floorCapacityByCategory, floorStatistics } from './floor-statistics.ts';
import { operatorStatistics } from './organization-operator-sites.ts';

export function registerOrganizationCalls(app: FastifyInstance, db: Db): void {
  const post = statisticsRoute(app);

  post(
    '/api/organizations/statistics',
    'organizations.read',
    'An organization’s portfolio: buildings, leases, area, seats, utilization and data coverage',
    ZOrganizationStatisticsRequestSchema,
    ZOrganizationStatisticsSchema,
    (auth, body) => organizationStatistics(db, auth.scope, body),
  );

  post(
    '/api/organizations/tenant/statistics',
    'organizations.read',
    'An organization’s active leases with subleases deducted: occupancy, utilization, efficiency',
    ZOrganizationStatisticsRequestSchema,
    ZOrganizationTenantStatisticsSchema,
    (auth, body) => tenantStatistics(db, auth.scope, body),
  );

  post(
    '/api/organizations/tenant/efficiency-monthly',
    'organizations.read',
    'An organization’s efficiency per completed month, per lease and in total',
    ZOrganizationStatisticsRequestSchema,
    ZOrganizationEfficiencyMonthlySchema,
    (auth, body) => efficiencyMonthly(db, auth.scope, body),
  );

  post(
    '/api/organizations/data-sources',
    'organizations.read',
    'The data sources of the buildings an organization can see, with their first and last readings',
    ZOrganizationRequestSchema,
    ZOrganizationDataSourcesSchema,
    (auth, body) => organizationDataSources(db, auth.scope, body.organizationId),
  );

  post(
    '/api/organizations/statistics/segments',
    'organizations.read',
    'An owner’s tenants grouped by industry',
    ZOrganizationStatisticsRequestSchema,
    ZIndustrySegmentsSchema,
    (auth, body) => industrySegments(db, auth.scope, body),
  );

  post(
    '/api/organizations/statistics/tenants',
    'organizations.read',
    'The tenants (occupiers) in the caller’s buildings with their area, seats, utilization and coverage',
    ZOrganizationTenantsRequestSchema,
    ZOrganizationTenantsSchema,
    (auth, body) => tenantList(db, auth.scope, body),
  );

  post(
    '/api/organizations/list/global',
    'organizations.read',
    'Organizations for pickers: id, key, name and type, by name',
    ZOrganizationListGlobalRequestSchema,
    ZOrganizationListGlobalSchema,
    (auth, body) => listOrganizations(db, auth.scope, body),
  );

  post(
    '/api/organizations/rto',
    'organizations.read',
    'Return to office: the RTO period against as many days before it',
    ZOrganizationRequestSchema,
    ZRtoSummarySchema,
    async (auth, body) => {
      const { figures, ...rto } = await organizationRto(db, auth.scope, body.organizationId);
      if (figures === null) return { ...rto, summary: null };
      const { trend: _trend, ...summary } = figures;
      return { ...rto, summary };
    },
  );

  post(
    '/api/organizations/rto/trends',
    'organizations.read',
    'Return to office: each month of the RTO period',
    ZOrganizationRequestSchema,
    ZRtoTrendsSchema,
    async (auth, body) => {
      const { figures, ...rto } = await organizationRto(db, auth.scope, body.organizationId);
      return { ...rto, items: figures?.trend ?? null };
    },
  );

  post(
    '/api/floors/statistics',
    'floors.read',
    'Per floor of a building: spaces, area, seats, peak and average occupancy and utilization',
    ZFloorStatisticsRequestSchema,
    ZFloorStatisticsSchema,
    (auth, body) => floorStatistics(db, auth.scope, body),
  );

  post(
    '/api/floors/spaces-by-category',
    'spaces.read',
    'Floor capacity by category: seats per space category and in total',
    ZSpacesByCategoryRequestSchema,
    ZFloorCapacityByCategorySchema,
    (auth, body) => floorCapacityByCategory(db, auth.scope, body),
  );

  post(
    // Spelled as the specification has it.
    '/api/operators/statistcs',
    'occupancy.read',
    'An operator’s sites: per building, its floors, rooms, area, seats and utilization',
    ZOperatorStatisticsRequestSchema,
    ZOperatorStatisticsSchema,
    (auth, body) => operatorStatistics(db, auth.scope, body),
  );
}
