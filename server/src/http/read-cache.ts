// A short-lived cache of read answers (lists, statistics), per route, tenant scope and request
// body. An answer is served only while the write generation is the one it was read in: every
// request that may have written advances the generation before its answer goes out, so whoever
// reads after a write sees it, through this process or any other (`WriteGeneration`). The time
// limit bounds how long an answer lives (what "today" is can change too) and what a change made
// outside the API (a script, an administrator's SQL) may leave unseen.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setBounded } from '../bounded.ts';
import type { WriteGeneration } from './write-generation.ts';

export type ReadCacheOptions = { ttlMs: number; maxEntries: number; generation: WriteGeneration };
type Entry = { at: number; generation: number; payload: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A read whose answer depends only on the caller's scope and the body. */
    cacheable?: boolean;
  }
  interface FastifyRequest {
    readCacheKey: string | null;
    /** The write generation when the read began: its answer belongs to it. */
    readCacheGeneration: number;
  }
}

export function registerReadCache(app: FastifyInstance, options: ReadCacheOptions): void {
  const { generation, ttlMs, maxEntries } = options;
  const entries = new Map<string, Entry>();

  app.decorateRequest('readCacheKey', null);
  app.decorateRequest('readCacheGeneration', 0);

  // After authentication and validation: the scope and the parsed body make the key.
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.cacheable || !request.auth) return;
    const key = `${request.routeOptions.url ?? request.url}\n${JSON.stringify(request.auth.scope)}\n${JSON.stringify(request.body ?? null)}`;
    const current = await generation.current();
    const hit = entries.get(key);
    if (hit && hit.generation === current && Date.now() - hit.at < ttlMs) {
      void reply.header('x-cache', 'hit').type('application/json; charset=utf-8');
      return reply.send(hit.payload);
    }
    request.readCacheKey = key;
    request.readCacheGeneration = current;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.readCacheKey && reply.statusCode === 200 && typeof payload === 'string') {
      setBounded(entries, maxEntries, request.readCacheKey, {
        at: Date.now(),
        generation: request.readCacheGeneration,
        payload,
      });
    }
    return payload;
  });
}

/**
 * Whether a request may have written: an API request other than a read (GET, or a POST read
 * marked cacheable) that its caller was allowed to make and that was not refused. A request
 * without a valid token (401), not allowed (403) or with a wrong body (400) never reaches its
 * handler, and a handler that refuses (404, 409, a failed import) writes nothing: it runs in one
 * transaction. So nobody can empty the cache without the right to write.
 */
export function mayHaveWritten(request: FastifyRequest, reply: FastifyReply): boolean {
  const access = request.routeOptions.config.access;
  const allowed = request.auth !== null || (access !== undefined && 'public' in access);
  const refused = reply.statusCode >= 400 && reply.statusCode < 500;
  return (
    request.method !== 'GET' &&
    (request.routeOptions.url ?? '').startsWith('/api/') &&
    !request.routeOptions.config.cacheable &&
    allowed &&
    !refused
  );
}
