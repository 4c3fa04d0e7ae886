// The statistics calls of specification section 7: the scoped services' table
// (statistics-services.ts), one route each, and the calls that need more than a scope and a body.
import type { FastifyInstance } from 'fastify';
import { statisticsCalls, type StatisticsCall, type StatisticsCallName } from '@atrium/contract';
import type { Db } from '../resources/resource-table.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { scopedStatisticsRoute, statisticsRoute, type ScopedService } from './statistics-route.ts';
import { scopedServices } from './statistics-services.ts';
import {
  buildingFlexRequirements,
  registerFlexRequirementsJob,
  runFlexRequirements,
} from './occupancy-flex.ts';
import { tenantStatistics } from './portfolio-tenants.ts';
import { organizationDataSources } from './organization-lists.ts';
import { organizationRto } from './organization-rto.ts';

export function registerStatistics(app: FastifyInstance, db: Db, jobs: JobQueue): void {
  const post = statisticsRoute(app);
  const answer = scopedStatisticsRoute(app, db);
  for (const name of Object.keys(scopedServices) as StatisticsCallName[]) {
    // The table's type pairs each call with a service of its own body and answer.
    const call: StatisticsCall = statisticsCalls[name];
    const service = scopedServices[name] as ScopedService<
      typeof call.request,
      typeof call.response
    >;
    answer(call, service);
  }

  registerFlexRequirementsJob(jobs, db);
  post(statisticsCalls.runFlexRequirements, (auth, body) =>
    runFlexRequirements(db, jobs, auth.scope, body),
  );
  post(statisticsCalls.buildingFlexRequirements, (auth, body) =>
    buildingFlexRequirements(db, auth.scope, body.buildingId),
  );
  post(statisticsCalls.tenantStatistics, async (auth, body) => ({
    items: await tenantStatistics(db, auth.scope, body),
  }));
  post(statisticsCalls.organizationDataSources, (auth, body) =>
    organizationDataSources(db, auth.scope, body.organizationId),
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
}
