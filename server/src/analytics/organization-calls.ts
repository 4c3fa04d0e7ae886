// Organization, floor and operator statistics calls of specification section 7. Each route names
// its permission and contract schemas; the services resolve the organization within the caller's
// tenant scope and apply the shared definitions of contract/src/analytics.
import type { FastifyInstance } from 'fastify';
import { statisticsCalls } from '@atrium/contract';
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

  post(statisticsCalls.organizationStatistics, (auth, body) =>
    organizationStatistics(db, auth.scope, body),
  );

  post(statisticsCalls.organizationTenantStatistics, (auth, body) =>
    tenantStatistics(db, auth.scope, body),
  );

  post(statisticsCalls.organizationEfficiencyMonthly, (auth, body) =>
    efficiencyMonthly(db, auth.scope, body),
  );

  post(statisticsCalls.organizationDataSources, (auth, body) =>
    organizationDataSources(db, auth.scope, body.organizationId),
  );

  post(statisticsCalls.organizationSegments, (auth, body) =>
    industrySegments(db, auth.scope, body),
  );

  post(statisticsCalls.organizationTenants, (auth, body) => tenantList(db, auth.scope, body));

  post(statisticsCalls.organizationListGlobal, (auth, body) =>
    listOrganizations(db, auth.scope, body),
  );

  post(statisticsCalls.rto, async (auth, body) => {
    const { figures, ...rto } = await organizationRto(db, auth.scope, body.organizationId);
    if (figures === null) return { ...rto, summary: null };
    const { trend: _trend, ...summary } = figures;
    return { ...rto, summary };
  });

  post(statisticsCalls.rtoTrends, async (auth, body) => {
    const { figures, ...rto } = await organizationRto(db, auth.scope, body.organizationId);
    return { ...rto, items: figures?.trend ?? null };
  });

  post(statisticsCalls.floorStatistics, (auth, body) => floorStatistics(db, auth.scope, body));

  post(statisticsCalls.spacesByCategory, (auth, body) =>
    floorCapacityByCategory(db, auth.scope, body),
  );

  post(statisticsCalls.operatorStatistics, (auth, body) =>
    operatorStatistics(db, auth.scope, body),
  );
}
