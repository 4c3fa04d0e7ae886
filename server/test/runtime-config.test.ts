// The public configuration (issue 35, item 10): it gives out no list of realms (every customer's
// key) and reads no database; whether one name is a realm is answered on its own, from memory.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZRuntimeConfigSchema } from '@atrium/contract';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio } from './support/factories.ts';

describe.each(databaseKinds)('runtime configuration on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedPortfolio(t.database.db);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('names no realm and reads no database, and may be cached', async () => {
    const queries = vi.spyOn(t.database.pool, 'query');
    for (let i = 0; i < 50; i++) {
      const response = await get('/api/config');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      const body = response.json<Record<string, unknown>>();
      expect(Object.keys(body).sort()).toEqual(Object.keys(ZRuntimeConfigSchema.shape).sort());
      for (const realm of ['harbor', 'skyline', 'northwind', 'contoso', 'metrospaces'])
        expect(response.body).not.toContain(realm);
    }
    expect(queries).not.toHaveBeenCalled();
    queries.mockRestore();
  });

  it('says whether one name is a realm, without a query per made-up name', async () => {
    const known = await get('/api/config/realms/harbor');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ realm: 'harbor', known: true });
    const queries = vi.spyOn(t.database.pool, 'query');
    for (let i = 0; i < 100; i++) {
      const response = await get(`/api/config/realms/nosuchrealm${String(i)}`);
      expect(response.json()).toEqual({ realm: `nosuchrealm${String(i)}`, known: false });
    }
    expect(queries.mock.calls.length).toBeLessThanOrEqual(1);
    queries.mockRestore();
    // Longer than any realm: Fastify refuses the path before the route (414 URI Too Long).
    expect((await get(`/api/config/realms/${'x'.repeat(101)}`)).statusCode).toBe(414);
  });
});
