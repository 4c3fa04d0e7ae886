// A short-lived cache of read answers (lists, statistics), per tenant scope and request body.
// Any successful write through the API empties it at once in this process; the time limit
// bounds how long another server process may answer from an older state.
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type ReadCacheOptions = { ttlMs: number; maxEntries: number };
type Entry = { at: number; generation: number; payload: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A read whose answer depends only on the caller's scope and the body. */
    cacheable?: boolean;
  }
  interface FastifyRequest {
    readCacheKey: string | null;
  }
}

export function registerReadCache(app: FastifyInstance, options: ReadCacheOptions): void {
  const entries = new Map<string, Entry>();
  let generation = 0;

  app.decorateRequest('readCacheKey', null);

  // After authentication and validation: the scope and the parsed body make the key.
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.cacheable || !request.auth) return;
    const key = `${request.routeOptions.url ?? request.url}\n${JSON.stringify(request.auth.scope)}\n${JSON.stringify(request.body ?? null)}`;
    const hit = entries.get(key);
    if (hit && hit.generation === generation && Date.now() - hit.at < options.ttlMs) {
      void reply.header('x-cache', 'hit').type('application/json; charset=utf-8');
      return reply.send(hit.payload);
    }
    request.readCacheKey = key;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.readCacheKey && reply.statusCode === 200 && typeof payload === 'string') {
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(request.readCacheKey, { at: Date.now(), generation, payload });
    }
    return payload;
  });

  // Anything else that reached a handler may have written: start afresh.
  app.addHook('onResponse', async (request, reply) => {
    if (mayHaveWritten(request) && reply.statusCode < 500) {
      generation++;
      entries.clear();
    }
  });
}

/** An API request other than a read (GET, or a POST read marked cacheable) may have written. */
export function mayHaveWritten(request: FastifyRequest): boolean {
  return (
    request.method !== 'GET' &&
    (request.routeOptions.url ?? '').startsWith('/api/') &&
    !request.routeOptions.config.cacheable
  );
}
