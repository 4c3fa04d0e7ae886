import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerHealthRoute } from './http/health.ts';

export type AppDeps = { config: Config; database: Database };

const defaultWebDist = resolve(import.meta.dirname, '../../web/dist');

/** Builds the whole HTTP application; used by main.ts and by tests. */
export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  registerHealthRoute(app, database);
  await registerWebApp(app, config.webDist ?? defaultWebDist);
  return app;
}

/** Serves the web app's production build, falling back to index.html for client-side routes. */
async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  if (!existsSync(resolve(webDist, 'index.html'))) {
    app.log.warn(`No web build in ${webDist}: run "npm run build" to serve the web app.`);
    return;
  }
  await app.register(fastifyStatic, { root: webDist, wildcard: false });
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/api/')) {
      return reply.code(404).send({ message: 'Not found' });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
