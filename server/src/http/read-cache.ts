// A short-lived cache of read answers (lists, statistics), per tenant scope and request body.
// Any write through the API empties it (`forget`, app.ts) before its answer goes out, in this
// process; the time limit bounds how long another server process may answer from an older state.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { setBounded } from '../bounded.ts';

export type ReadCacheOptions = { ttlMs: number; maxEntries: number };
type Entry = { at: number; payload: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A read whose answer depends only on the caller's scope and the body. */
    cacheable?: boolean;
  }
  interface FastifyRequest {
    readCacheKey: string | null;
    /** The cache's generation when the read began: a write since then makes its answer stale. */
    readCacheGeneration: number;
  }
}

export type ReadCache = { forget: () => void };

export function registerReadCache(app: FastifyInstance, options: ReadCacheOptions): ReadCache {
  const entries = new Map<string, Entry>();
  let generation = 0;

  app.decorateRequest('readCacheKey', null);
  app.decorateRequest('readCacheGeneration', 0);

  // After authentication and validation: the scope and the parsed body make the key.
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.cacheable || !request.auth) return;
    const key = `${request.routeOptions.url ?? request.url}\n${JSON.stringify(request.auth.scope)}\n${JSON.stringify(request.body ?? null)}`;
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < options.ttlMs) {
      void reply.header('x-cache', 'hit').type('application/json; charset=utf-8');
      return reply.send(hit.payload);
    }
    request.readCacheKey = key;
    request.readCacheGeneration = generation;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (
      request.readCacheKey &&
      request.readCacheGeneration === generation &&
      reply.statusCode === 200 &&
      typeof payload === 'string'
    ) {
      setBounded(entries, options.maxEntries, request.readCacheKey, { at: Date.now(), payload });
    }
    return payload;
  });

  return {
    forget: () => {
      generation++;
      entries.clear();
    },
  };
}

/** An API request other than a read (GET, or a POST read marked cacheable) may have written. */
export function mayHaveWritten(request: FastifyRequest): boolean {
  return (
    request.method !== 'GET' &&
    (request.routeOptions.url ?? '').startsWith('/api/') &&
    !request.routeOptions.config.cacheable
  );
}
