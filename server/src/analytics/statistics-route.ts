// One way to register a statistics call of the contract's table (statistics-calls.ts): POST, its
// permission, its body schema validated on the way in and its response schema serialising the
// answer, cacheable unless it is a mutation, documented in OpenAPI.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { errorResponses, type StatisticsCall } from '@atrium/contract';
import { guarded } from '../http/resource-routes.ts';
import { authOf } from '../auth/guard.ts';

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
