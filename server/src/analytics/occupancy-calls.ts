// The occupancy statistics calls of specification section 7 beyond those in routes.ts.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../resources/resource-table.ts';
import type { JobQueue } from '../jobs/queue.ts';

export function registerOccupancyCalls(_app: FastifyInstance, _db: Db, _jobs: JobQueue): void {
  // Filled in by the occupancy calls work.
}
