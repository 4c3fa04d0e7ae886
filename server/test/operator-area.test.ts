// Missing data is null, never 0 (issue 35, item 15; docs/metrics.md): an operator's site whose
// floors have no rentable area answers null in the site statistics and the operator list, as
// /organizations/statistics does; with areas, their sum.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';
import * as s from '../src/db/schema/index.ts';

describe.each(databaseKinds)("an operator site's rentable area on %s", (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let metro: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    metro = await tokenFor(p.orgs.metro, 'viewer');
  });
  afterAll(() => t.close());

  const areas = async () => {
    const site = await t.post(
      '/api/operators/site-statistics',
      { buildingId: p.buildings.harborPoint.id, organizationId: p.orgs.metro.id },
      metro,
    );
    expect(site.statusCode, site.body).toBe(200);
    const list = await t.post('/api/operators/statistcs', {}, metro);
    expect(list.statusCode, list.body).toBe(200);
    return {
      site: site.json<{ rentableArea: number | null }>().rentableArea,
      list: list
        .json<{ items: { rentableArea: number | null }[] }>()
        .items.map((i) => i.rentableArea),
    };
  };

  it('is null while no operated floor has an area', async () => {
    // Harbor Point's Level 2, operated by MetroSpaces, has no rentable area in the factory.
    expect(await areas()).toEqual({ site: null, list: [null] });
  });

  it("is the floors' sum once one has an area", async () => {
    await t.database.db
      .update(s.floors)
      .set({ rentableSF: 12_500 })
      .where(eq(s.floors.id, p.floors.hp2.id));
    // Writes through the database directly: the read caches are emptied by an API write.
    await t.post('/api/tags/create', { data: { name: 'nudge', availableFor: 'BUILDING' } }, metro);
    expect(await areas()).toEqual({ site: 12_500, list: [12_500] });
  });
});
