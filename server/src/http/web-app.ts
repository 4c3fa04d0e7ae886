// The web app's production build: hashed files kept by browsers, compressed once at build time,
// and index.html for every client-side route.
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * The build's files under `assets/` are named by their content's hash, so a browser keeps them a
 * year without asking again; everything else (index.html, which names the current hashes) is
 * asked after each deploy.
 */
export const webCacheControl = (path: string): string =>
  /^assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';

/** Serves the web app's production build, falling back to index.html for client-side routes. */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = existsSync(resolve(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // The build writes each file's .br and .gz twin: the one the browser accepts is sent.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', webCacheControl(relative(webDist, path)));
      },
    });
  } else app.log.warn(`No web build in ${webDist}: run "npm run build" to serve the web app.`);

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/auth/');
    if (hasBuild && isPage) return reply.type('text/html').sendFile('index.html');
    return reply.code(404).send({ message: 'Not found' });
  });
}
