import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';

type Operation = {
  description?: string;
  requestBody?: unknown;
  responses?: Record<string, unknown>;
};

describe('OpenAPI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it('describes every API route with its schemas and required permission', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json<{
      openapi: string;
      paths: Record<string, Record<string, Operation>>;
    }>();
    expect(spec.openapi).toBe('3.1.0');
    for (const route of t.app.routeAccess) {
      if ('public' in route.access) continue;
      // OpenAPI writes path parameters as {id}.
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = spec.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      expect(operation?.description).toContain(`Requires \`${route.access.permission}\``);
      // POST and PUT have a body (JSON, or a multipart upload); GET and DELETE by id have none.
      if (['POST', 'PUT'].includes(route.method))
        expect(operation?.requestBody, route.url).toBeDefined();
      expect(Object.keys(operation?.responses ?? {})).toEqual(
        expect.arrayContaining(['200', '400', '401', '403']),
      );
    }
  });

  it('serves Swagger UI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });

  it('answers unknown API paths with the error shape and no internals', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/buildings',
      headers: { 'content-type': 'application/json', authorization: 'Bearer x' },
      payload: '{"where":',
    });
    expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
    expect(malformed.statusCode).toBeLessThan(500);
    expect(malformed.body).not.toMatch(/at .*\.ts:\d+|node_modules/);
  });
});
