// readGroupDays and readLastDataDates (analytics/organization-repository.ts): a group's daily
// peaks from its building's primary data source or, without one, the highest of all its sources
// each day (sources count the same people, so they are never added).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, dataSources } from '../src/db/schema/index.ts';
import { ingestReadings } from '../src/occupancy/ingest.ts';
import { rememberStructureReads } from '../src/db/structure-reads.ts';
import { readGroupDays, readLastDataDates } from '../src/analytics/organization-repository.ts';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, type Portfolio } from './support/factories.ts';

describe.each(databaseKinds)('group daily peaks on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let counter: number;
  const group = () => ({
    kind: 'building' as const,
    id: p.buildings.skylineTower.id,
    buildingId: p.buildings.skylineTower.id,
    capacity: null,
  });
  const key = () => `building:${String(group().id)}@${String(group().buildingId)}`;
  const march = { startDate: '2026-03-02', endDate: '2026-03-04' };

  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    // Read the buildings afresh every time: the test changes them directly, not through the API.
    rememberStructureReads(t.database.db, { ttlMs: 0, maxEntries: 1 });
    const [row] = await t.database.db
      .insert(dataSources)
      .values({ name: 'Skyline entrance', buildingId: p.buildings.skylineTower.id })
      .returning();
    counter = row?.id ?? 0;
    // The desk sensor and the entrance counter see the same people: on the 2nd the sensor reads
    // higher, on the 3rd the counter; on the 4th only the counter reports.
    let line = 1;
    const reading = (dataSourceId: number, spaceId: number | null, at: string, n: number) => ({
      line: line++,
      dataSourceId: String(dataSourceId),
      spaceId: spaceId === null ? '' : String(spaceId),
      timestamp: at,
      occupancy: String(n),
    });
    const desk = p.spaces.stDesk.id;
    const sensors = p.dataSources.skylineSensors.id;
    await ingestReadings(
      t.database.db,
      [
        reading(sensors, desk, '2026-03-02T10:00:00+01:00', 12),
        reading(sensors, desk, '2026-03-02T11:00:00+01:00', 9),
        reading(counter, null, '2026-03-02T10:00:00+01:00', 7),
        reading(sensors, desk, '2026-03-03T10:00:00+01:00', 4),
        reading(counter, null, '2026-03-03T10:00:00+01:00', 15),
        reading(counter, null, '2026-03-04T10:00:00+01:00', 6),
      ],
      'Line',
    );
  });
  afterAll(() => t.close());

  it('takes the highest of the sources each day when the building has no primary one', async () => {
    const days = await readGroupDays(t.database.db, [group()], march);
    expect(days.get(key())).toEqual([
      { date: '2026-03-02', peak: 12 },
      { date: '2026-03-03', peak: 15 },
      { date: '2026-03-04', peak: 6 },
    ]);
    expect((await readLastDataDates(t.database.db, [group()])).get(key())).toBe('2026-03-04');
  });

  it('reads only the primary source when the building has one', async () => {
    await t.database.db
      .update(buildings)
      .set({ primaryOccupancyDataSourceId: p.dataSources.skylineSensors.id })
      .where(eq(buildings.id, p.buildings.skylineTower.id));
    const days = await readGroupDays(t.database.db, [group()], march);
    expect(days.get(key())).toEqual([
      { date: '2026-03-02', peak: 12 },
      { date: '2026-03-03', peak: 4 },
    ]);
    expect((await readLastDataDates(t.database.db, [group()])).get(key())).toBe('2026-03-03');
    expect(await readGroupDays(t.database.db, [group()], null)).toEqual(
      new Map([[key(), days.get(key())]]),
    );
  });
});
