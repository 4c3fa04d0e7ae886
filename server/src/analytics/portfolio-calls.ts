// Encumbrance, building and network statistics calls of specification section 7. Each route
// names its permission and contract schemas; the services apply the caller's tenant scope.
import type { FastifyInstance } from 'fastify';
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
} from '@atrium/contract';
import type { Db } from '../resources/resource-table.ts';
import { statisticsRoute } from './statistics-route.ts';
import { tenantStatistics } from './portfolio-tenants.ts';
import { leaseExpiration, leaseExpirationByYear } from './portfolio-expiration.ts';
import { leasedArea } from './portfolio-leased-area.ts';
import { financialCoverageOf } from './portfolio-coverage.ts';
import { activeLeases } from './portfolio-active.ts';
import { buildingStatistic } from './portfolio-buildings.ts';
import { networkStatistics } from './portfolio-networks.ts';

export function registerPortfolioCalls(app: FastifyInstance, db: Db): void {
  const post = statisticsRoute(app);

  post(
    '/api/encumbrances/statistic/tenants',
    'encumbrances.read',
    'Tenants of buildings: capacity after subleases, occupancy, efficiency tier and revenue',
    ZTenantStatisticsRequestSchema,
    ZTenantStatisticsResponseSchema,
    async (auth, body) => ({ items: await tenantStatistics(db, auth.scope, body) }),
  );
  post(
    '/api/encumbrances/statistic/expiration',
    'encumbrances.read',
    'Lease expirations: months remaining per lease, area and rent expiring within 12, 24, 36 months',
    ZExpirationRequestSchema,
    ZExpirationResponseSchema,
    (auth, body) => leaseExpiration(db, auth.scope, body),
  );
  post(
    '/api/encumbrances/statistic/expiration/by-year',
    'encumbrances.read',
    'Lease expirations per calendar year of the end date, area per unit system, rent per currency',
    ZLeaseFilterSchema,
    ZExpirationByYearResponseSchema,
    (auth, body) => leaseExpirationByYear(db, auth.scope, body),
  );
  post(
    '/api/encumbrances/statistic/occupancy',
    'encumbrances.read',
    'Real-estate occupancy: leased and vacant area and the leased share per building',
    ZLeasedAreaRequestSchema,
    ZLeasedAreaResponseSchema,
    (auth, body) => leasedArea(db, auth.scope, body),
  );
  post(
    '/api/encumbrances/statistic/financial-coverage',
    'encumbrances.read',
    'Financial data coverage per building and tenant, and what each lease is missing',
    ZFinancialCoverageRequestSchema,
    ZFinancialCoverageResponseSchema,
    (auth, body) => financialCoverageOf(db, auth.scope, body),
  );
  post(
    '/api/encumbrances/active',
    'encumbrances.read',
    'Active top-level leases with building, tenant, usage type and spaces; subleases on request',
    ZActiveLeasesRequestSchema,
    ZActiveLeasesResponseSchema,
    (auth, body) => activeLeases(db, auth.scope, body),
  );
  post(
    '/api/buildings/statistic',
    'buildings.read',
    'Portfolio counts over the buildings a list filter selects',
    ZBuildingStatisticRequestSchema,
    ZBuildingPortfolioStatisticSchema,
    (auth, body) => buildingStatistic(db, auth.scope, body),
  );
  post(
    '/api/networks/statistics',
    'networks.read',
    'Networks: buildings, area, capacity and occupancy (one curve when AGGREGATED)',
    ZNetworkStatisticsRequestSchema,
    ZNetworkStatisticsResponseSchema,
    (auth, body) => networkStatistics(db, auth.scope, body),
  );
}
