// The occupancy statistics calls of specification section 7 beyond those in routes.ts. Each
// route names its permission and contract schemas and hands the verified scope to a service.
import type { FastifyInstance } from 'fastify';
import { statisticsCalls } from '@atrium/contract';
import type { Db } from '../resources/resource-table.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { statisticsRoute } from './statistics-route.ts';
import { occupancyHours, occupancyReadings, peakDay, peakDays } from './occupancy-series.ts';
import { occupancyCoverageOf } from './occupancy-coverage.ts';
import { buildingsAverageOccupancy, organizationsPeakOccupancy } from './occupancy-leases.ts';
import {
  buildingFlexRequirements,
  registerFlexRequirementsJob,
  runFlexRequirements,
} from './occupancy-flex.ts';

export function registerOccupancyCalls(app: FastifyInstance, db: Db, jobs: JobQueue): void {
  const post = statisticsRoute(app);
  registerFlexRequirementsJob(jobs, db);

  post(statisticsCalls.occupancyHours, (auth, body) => occupancyHours(db, auth.scope, body));
  post(statisticsCalls.occupancyReadings, (auth, body) => occupancyReadings(db, auth.scope, body));
  post(statisticsCalls.organizationsPeakOccupancy, (auth, body) =>
    organizationsPeakOccupancy(db, auth.scope, body),
  );
  post(statisticsCalls.peakDays, (auth, body) => peakDays(db, auth.scope, body));
  post(statisticsCalls.peakDay, (auth, body) => peakDay(db, auth.scope, body));
  post(statisticsCalls.occupancyCoverage, (auth, body) =>
    occupancyCoverageOf(db, auth.scope, body),
  );
  post(statisticsCalls.runFlexRequirements, (auth, body) =>
    runFlexRequirements(db, jobs, auth.scope, body),
  );
  post(statisticsCalls.buildingFlexRequirements, (auth, body) =>
    buildingFlexRequirements(db, auth.scope, body.buildingId),
  );
  post(statisticsCalls.buildingsAverageOccupancy, (auth, body) =>
    buildingsAverageOccupancy(db, auth.scope, body),
  );
}
