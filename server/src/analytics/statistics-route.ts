// One way to register a statistics call of the contract's table (statistics-calls.ts): POST, its
// permission, its body schema validated on the way in and its response schema serialising the
// answer, cacheable unless it is a mutation, documented in OpenAPI.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { errorResponses, localDate, type StatisticsCall } from '@atrium/contract';
import { accessOf } from '../http/resource-routes.ts';
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
    const access = accessOf(permission);
    app.post(url, {
      config: { ...access.config, cacheable: call.mutation !== true },
      schema: {
        tags: ['statistics'],
        summary,
        description: access.description,
        body,
        response: { 200: response, ...errorResponses },
      },
      handler: (request) => handler(authOf(request), request.body as z.output<typeof body>),
    });
  };
}

/**
 * Today for figures over these buildings (docs/metrics.md: "today" is today in the building's
 * zone): the earliest of their local dates, the day all of them have reached. In one zone it is
 * that zone's date; across zones a building ahead may already be in the next day, but a month
 * or a term has not ended for the portfolio while it goes on in one of its buildings. UTC's date
 * without buildings.
 */
export function todayIn(buildings: readonly { timeZone: string }[]): string {
  const now = new Date();
  let earliest: string | null = null;
  for (const { timeZone } of buildings) {
    const date = localDate(now, timeZone);
    if (earliest === null || date < earliest) earliest = date;
  }
  return earliest ?? now.toISOString().slice(0, 10);
}
