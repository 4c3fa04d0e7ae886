// The occupancy statistics calls of specification section 7 beyond those in routes.ts. Each
// route names its permission and contract schemas and hands the verified scope to a service.
import type { FastifyInstance } from 'fastify';
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
  ZOccupancyRequestSchema,
  ZOrganizationsPeakOccupancySchema,
  ZPeakDayRequestSchema,
  ZPeakDaySchema,
  ZPeakDaysRequestSchema,
  ZPeakDaysSchema,
} from '@atrium/contract';
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

  post(
    '/api/occupancy',
    'occupancy.read',
    'Hourly occupancy of a building, floor or lease per data source (at most 92 days)',
    ZOccupancyHoursRequestSchema,
    ZOccupancyHoursResponseSchema,
    (auth, body) => occupancyHours(db, auth.scope, body),
  );
  post(
    '/api/occupancy/full',
    'occupancy.read',
    'Raw readings as received of the target’s spaces, paged',
    ZOccupancyReadingsRequestSchema,
    ZOccupancyReadingsSchema,
    (auth, body) => occupancyReadings(db, auth.scope, body),
  );
  post(
    '/api/occupancy/organizations-peak-occupancy',
    'occupancy.read',
    'Peak and average occupancy per organization holding an active lease in the buildings',
    ZOccupancyBuildingsRequestSchema,
    ZOrganizationsPeakOccupancySchema,
    (auth, body) => organizationsPeakOccupancy(db, auth.scope, body),
  );
  post(
    '/api/occupancy/peak-days',
    'occupancy.read',
    'The days with the highest daily peak in the range',
    ZPeakDaysRequestSchema,
    ZPeakDaysSchema,
    (auth, body) => peakDays(db, auth.scope, body),
  );
  post(
    '/api/occupancy/peak-day',
    'occupancy.read',
    'One day’s hourly curve in local time (by default the range’s peak day)',
    ZPeakDayRequestSchema,
    ZPeakDaySchema,
    (auth, body) => peakDay(db, auth.scope, body),
  );
  post(
    '/api/occupancy/occupancy-coverage',
    'occupancy.read',
    'Occupancy data coverage per building: state, working days with data, gaps',
    ZOccupancyRequestSchema,
    ZOccupancyCoverageSchema,
    (auth, body) => occupancyCoverageOf(db, auth.scope, body),
  );
  post(
    '/api/occupancy/run-flex-requirements',
    'occupancy.read',
    'Queue the flex requirements of every active lease of the buildings',
    ZOccupancyBuildingsRequestSchema,
    ZFlexRequirementsRunSchema,
    (auth, body) => runFlexRequirements(db, jobs, auth.scope, body),
    { cacheable: false },
  );
  post(
    '/api/occupancy/building-flex-requirements',
    'occupancy.read',
    'The building’s latest flex requirements and the state of its latest run',
    ZBuildingFlexRequirementsRequestSchema,
    ZBuildingFlexRequirementsSchema,
    (auth, body) => buildingFlexRequirements(db, auth.scope, body.buildingId),
  );
  post(
    '/api/occupancy/buildings/average-occupancy',
    'occupancy.read',
    'Average and peak occupancy per building, with the month-over-month change',
    ZOccupancyBuildingsRequestSchema,
    ZBuildingsAverageOccupancySchema,
    (auth, body) => buildingsAverageOccupancy(db, auth.scope, body),
  );
}
