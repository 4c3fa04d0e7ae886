// Buildings in zones whose current names Node's own list does not carry (issue 35, item 13) are
// accepted, and their readings land on local days and hours in the database's own time-zone
// arithmetic (PGlite and PostgreSQL know the same names).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor } from './support/factories.ts';

/** Each zone with the local hour (rollups are by local hour) that holds 10:00 UTC on 2 March 2026. */
const ZONES = [
  ['Asia/Kolkata', '15:00'],
  ['Asia/Kathmandu', '15:00'],
  ['Asia/Ho_Chi_Minh', '17:00'],
  ['Europe/Kyiv', '12:00'],
  ['America/Nuuk', '08:00'],
  ['Asia/Yangon', '16:00'],
  ['Etc/UTC', '10:00'],
] as const;

describe.each(databaseKinds)('standard zone names on %s', (kind) => {
  let t: TestApp;
  let master: string;
  let owner: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const p = await seedPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
    owner = p.orgs.harbor.id;
  });
  afterAll(() => t.close());

  it.each(ZONES)('takes %s and reads its local hours (10:00 UTC is in %s)', async (zone, local) => {
    const building = await t.post(
      '/api/buildings/create',
      { data: { name: `In ${zone}`, ownerOrganizationId: owner, timeZone: zone } },
      master,
    );
    expect(building.statusCode, building.body).toBe(200);
    const { id: buildingId, timeZone } = building.json<{ id: number; timeZone: string }>();
    expect(timeZone).toBe(zone);
    const source = await t.post(
      '/api/data-sources/create',
      { data: { name: `Counter ${zone}`, buildingId } },
      master,
    );
    const { id: dataSourceId } = source.json<{ id: number }>();
    const readings = await t.post(
      '/api/occupancy/readings',
      [{ dataSourceId, spaceId: null, timestamp: '2026-03-02T10:00:00Z', occupancy: 7 }],
      master,
    );
    expect(readings.statusCode, readings.body).toBe(200);
    const hourly = await t.post(
      '/api/occupancy',
      { buildingId, startDate: '2026-03-01', endDate: '2026-03-03' },
      master,
    );
    expect(hourly.statusCode, hourly.body).toBe(200);
    const items = hourly.json<{ items: { local: string; peak: number }[] }>().items;
    expect(items.map((i) => [i.local, i.peak])).toEqual([[`2026-03-02T${local}`, 7]]);
  });
});
