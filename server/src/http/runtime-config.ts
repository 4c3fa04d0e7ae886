import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZRealmCheckSchema,
  ZRealmParamsSchema,
  ZRuntimeConfigSchema,
  type RealmCheck,
  type RuntimeConfig,
} from '@atrium/contract';
import type { Config } from '../config.ts';
import type { RealmDirectory } from '../auth/realms.ts';

/** How long a browser or proxy may keep the answers: they change with a restart or a new organization. */
const CACHE_CONTROL = 'public, max-age=60';

/**
 * `GET /api/config` (public): what the web app needs to start, so one build runs anywhere; and
 * `GET /api/config/realms/{realm}` (public): whether the address's first segment is a realm.
 * Neither reads the database on its own: the configuration is fixed at start and the realms are
 * answered from memory (auth/realms.ts). No list of realms is given out: it is every customer's key.
 */
export function registerRuntimeConfig(
  app: FastifyInstance,
  config: Config,
  realms: RealmDirectory,
): void {
  const runtimeConfig: RuntimeConfig = {
    apiUrl: `${config.frontendUrl}/api`,
    frontendUrl: config.frontendUrl,
    identityUrl: config.identityUrl,
    defaultRealm: config.defaultRealm,
    clientId: config.clientId,
    ...config.integrations,
  };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/config', {
    config: { access: { public: true } },
    schema: {
      tags: ['config'],
      summary: "The web app's runtime configuration",
      response: { 200: ZRuntimeConfigSchema },
    },
    handler: async (_request, reply): Promise<RuntimeConfig> => {
      void reply.header('cache-control', CACHE_CONTROL);
      return Promise.resolve(runtimeConfig);
    },
  });
  routes.get('/api/config/realms/:realm', {
    config: { access: { public: true } },
    schema: {
      tags: ['config'],
      summary: 'Whether a name is a realm (the first segment of a sign-in address)',
      params: ZRealmParamsSchema,
      response: { 200: ZRealmCheckSchema },
    },
    handler: async (request, reply): Promise<RealmCheck> => {
      void reply.header('cache-control', CACHE_CONTROL);
      const { realm } = request.params;
      return { realm, known: await realms.has(realm) };
    },
  });
}
