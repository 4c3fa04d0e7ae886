// A data source's excluded organizations in the flex requirements (docs/metrics.md, "Excluded
// organizations"): the job keeps, beside the building's figures, those of each organization a
// source of the building excludes, read through the one daily-rollup reader with that
// organization's scope; each caller reads its own. Harbor Point's sensors are its primary source
// and count Northwind's leased open space in October 2026.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema/index.ts';
import { ingestReadings } from '../src/occupancy/ingest.ts';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';

type Item = {
  tenantId: number;
  peak: number | null;
  average: number | null;
  newCapacity: number | null;
};
type Flex = { status: string; items: Item[] };

describe.each(databaseKinds)('excluded organizations in the flex requirements on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let master: string;
  const range = { startDate: '2026-10-01', endDate: '2026-10-31' };
  const as = (slug: string) => ({ 'x-impersonate-org': slug });

  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
    const source = p.dataSources.harborSensors.id;
    await t.database.db
      .update(s.buildings)
      .set({ primaryOccupancyDataSourceId: source })
      .where(eq(s.buildings.id, p.buildings.harborPoint.id));
    // Two working weeks of October, 9:00–17:00 in New York (UTC−4): Northwind's open space.
    let line = 1;
    const readings = [];
    for (const day of [5, 6, 7, 8, 9, 12, 13, 14, 15, 16])
      for (let hour = 9; hour <= 17; hour++)
        readings.push({
          line: line++,
          dataSourceId: String(source),
          spaceId: String(p.spaces.hpOpen.id),
          timestamp: new Date(Date.UTC(2026, 9, day, hour + 4)).toISOString(),
          occupancy: String(4 + ((day + hour) % 7)),
        });
    await ingestReadings(t.database.db, readings, 'Line');
  });
  afterAll(() => t.close());

  const call = async <T>(path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await t.post(`/api/${path}`, body, master, headers);
    expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    return response.json<T>();
  };
  const exclude = (organizationIds: number[]) =>
    call('data-sources/update', {
      id: p.dataSources.harborSensors.id,
      data: { excludedOrganizationIds: organizationIds },
    });
  const run = async () => {
    await call(
      'occupancy/run-flex-requirements',
      { buildingId: p.buildings.harborPoint.id, ...range },
      as('harbor'),
    );
    await t.app.jobs.drain();
  };
  const read = (headers: Record<string, string> = {}) =>
    call<Flex>(
      'occupancy/building-flex-requirements',
      { buildingId: p.buildings.harborPoint.id },
      headers,
    );
  const northwindItem = (flex: Flex) =>
    flex.items.find((item) => item.tenantId === p.leases.northwindLease.id);

  it("leaves an excluded source out of the excluded organization's flex requirements only", async () => {
    await run();
    const before = {
      northwind: await read(as('northwind')),
      harbor: await read(as('harbor')),
      platform: await read(),
    };
    // The readings count before the exclusion.
    expect(before.northwind.status).toBe('SUCCEEDED');
    expect(northwindItem(before.northwind)?.peak).toBeGreaterThan(0);
    expect(northwindItem(before.northwind)?.newCapacity).toBeGreaterThan(0);
    expect(northwindItem(before.harbor)).toEqual(northwindItem(before.northwind));

    // Excluded, before the job runs again: the stored figures counted the source, so Northwind
    // reads none rather than those.
    await exclude([p.orgs.northwind.id]);
    expect((await read(as('northwind'))).items).toEqual([]);
    expect(await read(as('harbor'))).toEqual(before.harbor);

    await run();
    const after = await read(as('northwind'));
    expect(northwindItem(after)).toMatchObject({ peak: null, average: null, newCapacity: null });
    // The owner and the platform read what they read before (but for when it was computed).
    const same = (flex: Flex) => ({ ...flex, computedAt: null });
    expect(same(await read(as('harbor')))).toEqual(same(before.harbor));
    expect(same(await read())).toEqual(same(before.platform));

    // The exclusion deleted: Northwind's figures come back, without running the job again.
    const deleted = await t.post(
      '/api/data-sources/delete-excluded-organization',
      { dataSourceId: p.dataSources.harborSensors.id, organizationId: p.orgs.northwind.id },
      master,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(northwindItem(await read(as('northwind')))).toEqual(northwindItem(before.northwind));
  });

  it("leaves it out of the owner's flex requirements when the owner is excluded", async () => {
    await exclude([p.orgs.harbor.id]);
    await run();
    const harbor = await read(as('harbor'));
    expect(harbor.items.length).toBeGreaterThan(0);
    expect(harbor.items.every((item) => item.peak === null && item.newCapacity === null)).toBe(
      true,
    );
    // Northwind is not excluded: its lease's figures count the source.
    expect(northwindItem(await read(as('northwind')))?.peak).toBeGreaterThan(0);
    await exclude([]);
  });
});
