// One way to register a statistics call of the contract's table (statistics-calls.ts): POST, its
// permission, its body schema validated on the way in and its response schema serialising the
// answer, cacheable unless it is a mutation, documented in OpenAPI.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { errorResponses, type StatisticsCall } from '@atrium/contract';
import { guarded } from '../http/resource-routes.ts';
import { authOf } from '../auth/guard.ts';
import type { TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';

export type Auth = ReturnType<typeof authOf>;

export type StatisticsRoute = <B extends z.ZodType, R extends z.ZodType>(
  call: StatisticsCall<B, R>,
  handler: (auth: Auth, body: z.output<B>) => Promise<z.output<R>>,
) => void;

export function statisticsRoute(app: FastifyInstance): StatisticsRoute {
  return (call, handler) => {
    const { permission, summary, request: body, response } = call;
    const url = `/api/${call.path}`;
    app.post(url, {
      ...guarded(
        permission,
        { tags: ['statistics'], summary, body, response: { 200: response, ...errorResponses } },
        { cacheable: call.mutation !== true },
      ),
      handler: (request) => handler(authOf(request), request.body as z.output<typeof body>),
    });
  };
}

/** A service of the statistics calls: it answers the body within the caller's tenant scope. */
export type ScopedService<B extends z.ZodType, R extends z.ZodType> = (
  db: Db,
  scope: TenantScope,
  body: z.output<B>,
) => Promise<z.output<R>>;

/**
 * The common case of `statisticsRoute`: a call that its service answers from the database, the
 * caller's scope and the body alone.
 */
export function scopedStatisticsRoute(app: FastifyInstance, db: Db) {
  const post = statisticsRoute(app);
  return <B extends z.ZodType, R extends z.ZodType>(
    call: StatisticsCall<B, R>,
    service: ScopedService<B, R>,
  ): void => {
    post(call, (auth, body) => service(db, auth.scope, body));
  };
}
