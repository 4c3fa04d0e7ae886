// Reads (lists, statistics, search) take small bodies: a filter, a page, a few ids. Their limit
// is far below the default, so that one caller cannot make the server parse, check and compile
// a megabyte of filter (docs/api.md, "Limits of the filter language").
import type { FastifyInstance } from 'fastify';

/** The most a read's body may hold; a larger one is a 413 naming this limit (http/errors.ts). */
export const READ_BODY_LIMIT = 64 * 1024;

/** Routes marked `cacheable` (the reads) registered after this take at most READ_BODY_LIMIT. */
export function limitReadBodies(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.cacheable && route.bodyLimit === undefined) route.bodyLimit = READ_BODY_LIMIT;
  });
}
