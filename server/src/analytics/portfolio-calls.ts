// Encumbrance, building and network statistics calls of specification section 7. Each route
// names its permission and contract schemas; the services apply the caller's tenant scope.
import type { FastifyInstance } from 'fastify';
import { statisticsCalls } from '@atrium/contract';
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

  post(statisticsCalls.tenantStatistics, async (auth, body) => ({
    items: await tenantStatistics(db, auth.scope, body),
  }));
  post(statisticsCalls.expiration, (auth, body) => leaseExpiration(db, auth.scope, body));
  post(statisticsCalls.expirationByYear, (auth, body) =>
    leaseExpirationByYear(db, auth.scope, body),
  );
  post(statisticsCalls.leasedArea, (auth, body) => leasedArea(db, auth.scope, body));
  post(statisticsCalls.financialCoverage, (auth, body) =>
    financialCoverageOf(db, auth.scope, body),
  );
  post(statisticsCalls.activeLeases, (auth, body) => activeLeases(db, auth.scope, body));
  post(statisticsCalls.buildingPortfolio, (auth, body) => buildingStatistic(db, auth.scope, body));
  post(statisticsCalls.networkStatistics, (auth, body) => networkStatistics(db, auth.scope, body));
}
