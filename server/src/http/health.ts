import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '@atrium/contract';
import type { Database } from '../db/client.ts';
import { version } from '../version.ts';

export function registerHealthRoute(app: FastifyInstance, database: Database): void {
  app.get(
    '/api/health',
    { config: { access: { public: true } } },
    async (): Promise<HealthResponse> => {
      await database.pool.query('select 1');
      return { status: 'ok', database: database.kind, version };
    },
  );
}
