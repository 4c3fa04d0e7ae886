import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { version } from '../version.ts';

/** OpenAPI 3.1 generated from the contract's schemas: `/api/openapi.json`, Swagger UI at `/api/docs`. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Atrium API',
        version,
        description:
          'Every call is POST with JSON unless noted. Send `Authorization: Bearer <access token>`; a master admin may add `x-impersonate-org: <organization key>`.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get(
    '/api/openapi.json',
    { config: { access: { public: true } }, schema: { hide: true } },
    () => app.swagger(),
  );
}
