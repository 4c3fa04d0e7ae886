// Counts follow the same scope as the rows (issue 35, item 9): an occupier's floor shows the
// number of its own spaces there, not every tenant's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';

describe.each(databaseKinds)('counts within the scope on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
  });
  afterAll(() => t.close());

  const spaceCountOf = async (floorId: number, token: string) => {
    const response = await t.post('/api/floors/full', { where: { id: floorId } }, token);
    expect(response.statusCode).toBe(200);
    return response.json<{ items: { spaceCount: number }[] }>().items[0]?.spaceCount;
  };
  const spacesListed = async (floorId: number, token: string) =>
    (await t.post('/api/spaces', { where: { floorId } }, token)).json<{ total: number }>().total;

  it("gives each caller the number of the floor's spaces it can list", async () => {
    const floor = p.floors.hp1.id; // Open office (Northwind's lease) and Cafe
    const cases = [
      [await tokenFor(p.orgs.platform, 'master-admin'), 2],
      [await tokenFor(p.orgs.harbor, 'viewer'), 2],
      [await tokenFor(p.orgs.northwind, 'viewer'), 1],
    ] as const;
    for (const [token, expected] of cases) {
      expect(await spaceCountOf(floor, token)).toBe(expected);
      expect(await spacesListed(floor, token)).toBe(expected);
    }
  });
});
