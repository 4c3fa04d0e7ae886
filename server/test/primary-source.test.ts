// isPrimary and a building that names no primary data source (issue 35, item 17): its sources
// are all "other" sources, as /daily-occupancy labels them, so `isPrimary: false` reads them
// (before, it answered all nulls); with a primary named, `isPrimary: false` reads the others only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { one, seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';
import * as s from '../src/db/schema/index.ts';

type Daily = {
  items: { date: string; counts: Record<string, { occupancy: number; isPrimary: boolean }> }[];
};

describe.each(databaseKinds)('isPrimary on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let master: string;
  const range = { startDate: '2026-01-05', endDate: '2026-01-09' };
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
    const readings = ['2026-01-06', '2026-01-07'].map((day, i) => ({
      dataSourceId: p.dataSources.harborSensors.id,
      spaceId: p.spaces.hpOpen.id,
      timestamp: `${day}T15:00:00Z`,
      occupancy: 10 + i,
    }));
    expect((await t.post('/api/occupancy/readings', readings, master)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const statistic = async (isPrimary: boolean) => {
    const response = await t.post(
      '/api/occupancy/statistic',
      { buildingId: p.buildings.harborPoint.id, isPrimary, ...range },
      master,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ peakOccupancy: number | null }>().peakOccupancy;
  };
  const daily = async (isPrimary: boolean) => {
    const response = await t.post(
      '/api/occupancy/daily-occupancy',
      { buildingId: p.buildings.harborPoint.id, isPrimary, ...range },
      master,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Daily>().items.flatMap((d) => Object.entries(d.counts));
  };

  it('reads the only, non-primary, source of a building without a primary for isPrimary: false', async () => {
    expect(await statistic(true)).toBe(11);
    expect(await statistic(false)).toBe(11);
    const source = String(p.dataSources.harborSensors.id);
    for (const isPrimary of [true, false]) {
      const counts = await daily(isPrimary);
      expect(counts.map(([id, c]) => [id, c.isPrimary])).toEqual([
        [source, false],
        [source, false],
      ]);
    }
  });

  it('reads the other sources only, once a primary is named', async () => {
    const other = await one(
      t.database.db
        .insert(s.dataSources)
        .values({ name: 'Harbor Point badges', buildingId: p.buildings.harborPoint.id })
        .returning(),
    );
    await t.database.db
      .update(s.buildings)
      .set({ primaryOccupancyDataSourceId: p.dataSources.harborSensors.id })
      .where(eq(s.buildings.id, p.buildings.harborPoint.id));
    const readings = [
      {
        dataSourceId: other.id,
        spaceId: p.spaces.hpOpen.id,
        timestamp: '2026-01-06T15:00:00Z',
        occupancy: 4,
      },
    ];
    // An API write also empties the read caches after the direct update above.
    expect((await t.post('/api/occupancy/readings', readings, master)).statusCode).toBe(200);
    expect(await statistic(true)).toBe(11);
    expect(await statistic(false)).toBe(4);
    expect((await daily(false)).map(([id, c]) => [id, c.isPrimary])).toEqual([
      [String(other.id), false],
    ]);
    expect((await daily(true)).every(([, c]) => c.isPrimary)).toBe(true);
  });
});
