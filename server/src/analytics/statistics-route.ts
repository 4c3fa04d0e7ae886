// One way to declare a statistics call: POST, its permission, a contract body schema validated on
// the way in and a response schema serialising the answer, cacheable, documented in OpenAPI.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { errorResponses, type Permission } from '@atrium/contract';
import { accessOf } from '../http/resource-routes.ts';
import { authOf } from '../auth/guard.ts';

export type Auth = ReturnType<typeof authOf>;

export type StatisticsRoute = <B extends z.ZodType, R extends z.ZodType>(
  url: string,
  permission: Permission,
  summary: string,
  body: B,
  response: R,
  handler: (auth: Auth, body: z.output<B>) => Promise<z.output<R>>,
  options?: { cacheable?: boolean },
) => void;

export function statisticsRoute(app: FastifyInstance): StatisticsRoute {
  return (url, permission, summary, body, response, handler, options) => {
    const access = accessOf(permission);
    app.post(url, {
      config: { ...access.config, cacheable: options?.cacheable ?? true },
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

/** Today's date (UTC) as YYYY-MM-DD. */
export const today = (): string => new Date().toISOString().slice(0, 10);
