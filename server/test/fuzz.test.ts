// Random JSON at every route must never produce a server error: bad input is always a 4xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor } from './support/factories.ts';

describe.each(databaseKinds)('random bodies on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const p = await seedPortfolio(t.database.db);
    token = await tokenFor(p.orgs.platform, 'master-admin');
  });
  afterAll(() => t.close());

  const json = fc.jsonValue({ maxDepth: 4 });
  const body = fc.oneof(
    json,
    fc.record({ where: json, orderBy: json, page: json, perPage: json }, { requiredKeys: [] }),
    fc.record({
      data: fc.dictionary(
        fc.constantFrom(
          'name',
          'buildingId',
          'floorId',
          'id',
          'startDate',
          'spaceIds',
          'polygon',
          'coordinates',
          'position',
        ),
        json,
      ),
    }),
    fc.record({ id: json, data: json }),
    fc.record({
      where: fc.dictionary(
        fc.constantFrom('id', 'name', 'AND', 'OR', 'NOT', 'floors', 'organization', 'building'),
        json,
      ),
    }),
  );

  it('answers every route with something other than 5xx', async () => {
    const routes = t.app.routeAccess.filter((r) => r.method === 'POST');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), body, async (route, payload) => {
        const response = await t.post(route.url, payload, token);
        if (response.statusCode >= 500)
          throw new Error(
            `${route.url} ${JSON.stringify(payload)} → ${response.statusCode} ${response.body}`,
          );
      }),
      { numRuns: 600 },
    );
    expect(routes.length).toBeGreaterThan(60);
  });
});
