import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZRuntimeConfigSchema, type RuntimeConfig } from '@atrium/contract';
import type { Config } from '../config.ts';
import { realmNames } from '../resources/organizations/index.ts';
import type { Db } from '../resources/resource-table.ts';

/** `GET /api/config` (public): what the web app needs to start, so one build runs anywhere. */
export function registerRuntimeConfig(app: FastifyInstance, config: Config, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/config', {
    config: { access: { public: true } },
    schema: {
      tags: ['config'],
      summary: "The web app's runtime configuration",
      response: { 200: ZRuntimeConfigSchema },
    },
    handler: async (): Promise<RuntimeConfig> => {
      const realms = await realmNames(db);
      return {
        apiUrl: `${config.frontendUrl}/api`,
        frontendUrl: config.frontendUrl,
        identityUrl: config.identityUrl,
        defaultRealm: config.defaultRealm,
        clientId: config.clientId,
        ...config.integrations,
        realms,
      };
    },
  });
}
