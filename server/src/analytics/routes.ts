// The occupancy statistics calls of one target. Each route is one line of the contract's table
// handing the verified scope to its service (occupancy-statistics.ts).
import type { FastifyInstance } from 'fastify';
import { statisticsCalls } from '@atrium/contract';
import type { Db } from '../resources/resource-table.ts';
import { siteStatistics } from './operator-site-statistics.ts';
import { statisticsRoute } from './statistics-route.ts';
import {
  buildingCosts,
  dailyOccupancy,
  flexSummary,
  floorOccupancy,
  monthlyOccupancyOf,
  occupancyStatistic,
  tenantsAverageOccupancy,
} from './occupancy-statistics.ts';

export function registerStatistics(app: FastifyInstance, db: Db): void {
  const post = statisticsRoute(app);
  post(statisticsCalls.occupancyStatistic, (auth, body) =>
    occupancyStatistic(db, auth.scope, body),
  );
  post(statisticsCalls.dailyOccupancy, (auth, body) => dailyOccupancy(db, auth.scope, body));
  post(statisticsCalls.monthlyOccupancy, (auth, body) => monthlyOccupancyOf(db, auth.scope, body));
  post(statisticsCalls.flex, (auth, body) => flexSummary(db, auth.scope, body));
  post(statisticsCalls.buildingFlexSummary, (auth, body) => flexSummary(db, auth.scope, body));
  post(statisticsCalls.tenantsAverageOccupancy, (auth, body) =>
    tenantsAverageOccupancy(db, auth.scope, body),
  );
  post(statisticsCalls.floorOccupancy, (auth, body) => floorOccupancy(db, auth.scope, body));
  post(statisticsCalls.buildingCosts, (auth, body) => buildingCosts(db, auth.scope, body));
  post(statisticsCalls.siteStatistics, (auth, body) => siteStatistics(db, auth.scope, body));
}
