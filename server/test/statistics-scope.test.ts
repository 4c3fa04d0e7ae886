// Scope and request rules of the statistics calls (specification sections 3, 6 and 7,
// docs/api.md, docs/decisions.md), on a lease that spans an operated and a plain floor. Each test
// names the rule it checks; each failed before the fix it came with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';
import * as s from '../src/db/schema/index.ts';

type Reading = { spaceId: number; at: string; occupancy: number };

/** Two weeks of February 2026 in New York (UTC−5), hourly 9:00–17:00, every space of Harbor Point. */
function readingsFor(p: Portfolio, meetingRoom: number): Reading[] {
  const rows: Reading[] = [];
  for (let day = 2; day <= 15; day++) {
    const date = `2026-02-${String(day).padStart(2, '0')}`;
    const dow = new Date(`${date}T12:00:00Z`).getUTCDay();
    const weekend = dow === 0 || dow === 6;
    for (let hour = 9; hour <= 17; hour++) {
      const at = new Date(Date.UTC(2026, 1, day, hour + 5)).toISOString();
      rows.push(
        {
          spaceId: p.spaces.hpOpen.id,
          at,
          occupancy: weekend ? 1 : Math.max(0, 20 + day - Math.abs(hour - 11) * 4),
        },
        {
          spaceId: p.spaces.hpCafe.id,
          at,
          occupancy: weekend ? 0 : Math.max(0, 12 - Math.abs(hour - 13) * 3),
        },
        {
          spaceId: p.spaces.hpFlex.id,
          at,
          occupancy: weekend ? 0 : Math.max(0, 30 - Math.abs(hour - 15) * 5),
        },
        { spaceId: meetingRoom, at, occupancy: weekend ? 0 : 4 },
      );
    }
  }
  return rows;
}

describe.each(databaseKinds)('statistics calls: scope and request rules on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  /** A space on Level 2 (operated by MetroSpaces). */
  let meetingRoom: number;
  /** Contoso's lease in Harbor Point: the Cafe (Level 1) and the meeting room (Level 2). */
  let spanningLease: number;
  const tokens = { master: '', skyline: '', metro: '' };
  const range = { startDate: '2026-02-01', endDate: '2026-02-28' };

  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    const db = t.database.db;
    tokens.master = await tokenFor(p.orgs.platform, 'master-admin');
    tokens.skyline = await tokenFor(p.orgs.skyline, 'org-admin');
    tokens.metro = await tokenFor(p.orgs.metro, 'org-admin');
    // Structure first, readings after: the rollups are derived with these groups.
    const [room] = await db
      .insert(s.spaces)
      .values({
        floorId: p.floors.hp2.id,
        name: 'Meeting room',
        category: 'COLLABORATIVE',
        capacity: 8,
      })
      .returning();
    meetingRoom = room?.id ?? 0;
    const [lease] = await db
      .insert(s.encumbrances)
      .values({
        buildingId: p.buildings.harborPoint.id,
        organizationId: p.orgs.contoso.id,
        startDate: '2024-01-01',
        endDate: '2030-12-31',
        capacity: 28,
        rentableSF: 4000,
        rentRate: 50,
        targetDensity: 150,
        usageTypeId: p.usageTypes.office.id,
      })
      .returning();
    spanningLease = lease?.id ?? 0;
    await db.insert(s.encumbranceSpaces).values([
      { encumbranceId: spanningLease, spaceId: p.spaces.hpCafe.id },
      { encumbranceId: spanningLease, spaceId: meetingRoom },
    ]);
    await db
      .update(s.buildings)
      .set({ primaryOccupancyDataSourceId: p.dataSources.harborSensors.id })
      .where(eq(s.buildings.id, p.buildings.harborPoint.id));
    const ingest = await t.post(
      '/api/occupancy/readings',
      readingsFor(p, meetingRoom).map((r) => ({
        dataSourceId: p.dataSources.harborSensors.id,
        spaceId: r.spaceId,
        timestamp: r.at,
        occupancy: r.occupancy,
      })),
      tokens.master,
    );
    expect(ingest.statusCode, ingest.body).toBe(200);
  });
  afterAll(() => t.close());

  it('/occupancy/tenants/average-occupancy answers 404 Not found for a building outside the caller’s scope or unknown (docs/api.md “The other occupancy calls”: “a building outside the caller’s scope … answers 404 Not found”; docs/decisions.md “A row outside your scope is Not found”)', async () => {
    // The owner Skyline asks about Harbor's building: every other occupancy call answers 404.
    const other = await t.post(
      '/api/occupancy/statistic',
      { buildingId: p.buildings.harborPoint.id },
      tokens.skyline,
    );
    expect(other.statusCode).toBe(404);
    const outside = await t.post(
      '/api/occupancy/tenants/average-occupancy',
      { buildingId: p.buildings.harborPoint.id },
      tokens.skyline,
    );
    expect(outside.statusCode, outside.body).toBe(404);
    expect(outside.json()).toEqual({ message: 'Not found' });
    const unknown = await t.post(
      '/api/occupancy/tenants/average-occupancy',
      { buildingId: 999_999 },
      tokens.master,
    );
    expect(unknown.statusCode, unknown.body).toBe(404);
  });

  it('/occupancy/tenants/average-occupancy narrows to the lease named by tenantId (spec §7 “Request fields: buildingId (single or list), tenantId, …”; docs/api.md common body)', async () => {
    const response = await t.post(
      '/api/occupancy/tenants/average-occupancy',
      { buildingId: p.buildings.harborPoint.id, tenantId: p.leases.northwindLease.id, ...range },
      tokens.master,
    );
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json<{ items: { tenantId: number }[] }>().items;
    expect(items.map((i) => i.tenantId)).toEqual([p.leases.northwindLease.id]);
  });

  it('a floorId with a tenantId is a 400 (a lease on one floor has no figures), an unknown floorId alone a 404 (docs/api.md)', async () => {
    for (const url of ['/api/occupancy/statistic', '/api/occupancy/daily-occupancy']) {
      const alone = await t.post(
        url,
        { buildingId: p.buildings.harborPoint.id, floorId: 999_999, ...range },
        tokens.master,
      );
      expect(alone.statusCode).toBe(404);
      // Before, the floor was silently dropped and the lease's figures answered.
      for (const floorId of [999_999, p.floors.st1.id, p.floors.hp2.id]) {
        const response = await t.post(
          url,
          {
            buildingId: p.buildings.harborPoint.id,
            tenantId: p.leases.northwindLease.id,
            floorId,
            ...range,
          },
          tokens.master,
        );
        expect(response.statusCode, `${url} floorId ${String(floorId)}`).toBe(400);
        expect(response.json()).toEqual({
          message: 'Bad request',
          issues: [
            {
              path: ['body', 'floorId'],
              message: 'Give a lease (tenantId) or a floor (floorId), not both',
            },
          ],
        });
      }
    }
  });

  it('/occupancy/tenants/average-occupancy narrows to the leases holding a space on floorId, and 404s a floor of another building', async () => {
    const onLevel2 = await t.post(
      '/api/occupancy/tenants/average-occupancy',
      { buildingId: p.buildings.harborPoint.id, floorId: p.floors.hp2.id, ...range },
      tokens.master,
    );
    expect(onLevel2.statusCode, onLevel2.body).toBe(200);
    const ids = onLevel2.json<{ items: { tenantId: number }[] }>().items.map((i) => i.tenantId);
    expect(ids).toContain(spanningLease);
    expect(ids).not.toContain(p.leases.northwindLease.id);
    const elsewhere = await t.post(
      '/api/occupancy/tenants/average-occupancy',
      { buildingId: p.buildings.harborPoint.id, floorId: p.floors.st1.id },
      tokens.master,
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it('an operator gets no occupancy of spaces on floors it does not operate through a lease’s tenantId (docs/decisions.md: OPERATOR sees “only those floors and their spaces”; “Occupiers and operators do not see whole-building occupancy … operators their sites’”)', async () => {
    // MetroSpaces operates Level 2 only: the Cafe on Level 1 is not visible to it…
    const cafe = await t.post(
      '/api/spaces/full',
      { where: { id: p.spaces.hpCafe.id } },
      tokens.metro,
    );
    expect(cafe.statusCode).toBe(200);
    expect(cafe.json<{ items: unknown[] }>().items).toEqual([]);
    // …but Contoso's lease has a space on Level 2, so MetroSpaces may name it as tenantId, and
    // gets the Cafe's raw readings (by name) and its people in the lease's figures.
    const readings = await t.post(
      '/api/occupancy/full',
      {
        buildingId: p.buildings.harborPoint.id,
        tenantId: spanningLease,
        ...range,
        perPage: 500,
      },
      tokens.metro,
    );
    if (readings.statusCode === 200) {
      const spaceIds = new Set(
        readings.json<{ items: { spaceId: number | null }[] }>().items.map((i) => i.spaceId),
      );
      expect([...spaceIds]).not.toContain(p.spaces.hpCafe.id);
    } else expect(readings.statusCode).toBe(404);
    const statistic = await t.post(
      '/api/occupancy/statistic',
      { buildingId: p.buildings.harborPoint.id, tenantId: spanningLease, ...range },
      tokens.metro,
    );
    if (statistic.statusCode === 200) {
      // Only the meeting room (4 people on workdays) is on its floors.
      expect(statistic.json<{ peakOccupancy: number }>().peakOccupancy).toBeLessThanOrEqual(4);
    } else expect(statistic.statusCode).toBe(404);
    // Nor through the calls that list leases with their occupancy: its own lease on Level 2
    // keeps its figures, Contoso's spanning lease has none.
    const average = await t.post(
      '/api/occupancy/tenants/average-occupancy',
      { buildingId: p.buildings.harborPoint.id, ...range },
      tokens.metro,
    );
    expect(average.statusCode, average.body).toBe(200);
    const averaged = average.json<{ items: { tenantId: number }[] }>().items.map((i) => i.tenantId);
    expect(averaged).toContain(p.leases.metroLease.id);
    expect(averaged).not.toContain(spanningLease);
    const tenants = await t.post(
      '/api/encumbrances/statistic/tenants',
      { buildingId: p.buildings.harborPoint.id, ...range },
      tokens.metro,
    );
    expect(tenants.statusCode, tenants.body).toBe(200);
    const rows = tenants.json<{ items: { tenantId: number; peakOccupancy: number | null }[] }>()
      .items;
    expect(rows.find((r) => r.tenantId === p.leases.metroLease.id)?.peakOccupancy).not.toBeNull();
    const spanning = rows.find((r) => r.tenantId === spanningLease);
    expect(spanning).toBeDefined();
    expect(spanning?.peakOccupancy).toBeNull();
    // The master admin still reads the spanning lease whole: the Cafe's people included.
    const whole = await t.post(
      '/api/occupancy/statistic',
      { buildingId: p.buildings.harborPoint.id, tenantId: spanningLease, ...range },
      tokens.master,
    );
    expect(whole.json<{ peakOccupancy: number }>().peakOccupancy).toBeGreaterThan(4);
  });

  it('/operators/site-statistics keys the counts of occupancies by data source id (spec §3 Site statistics: “occupancies (date and counts keyed by data source id, each with occupancy)”)', async () => {
    const response = await t.post(
      '/api/operators/site-statistics',
      { buildingId: p.buildings.harborPoint.id, organizationId: p.orgs.metro.id, ...range },
      tokens.metro,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { occupancies } = response.json<{
      occupancies: { date: string; counts: Record<string, { occupancy: number }> }[];
    }>();
    expect(occupancies.length).toBeGreaterThan(0);
    for (const day of occupancies)
      expect(Object.keys(day.counts)).toEqual([String(p.dataSources.harborSensors.id)]);
    // The range asked for, as the other calls answer it (the readings begin on 2 February).
    expect(response.json()).toMatchObject({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(occupancies[0]?.date).toBe('2026-02-02');
  });

  it('/operators/site-statistics answers 404 Not found for a building outside the caller’s scope or unknown, not 200 with empty tiles (docs/decisions.md “A row outside your scope is Not found, exactly like a missing one”; docs/api.md 404 for a building outside the scope)', async () => {
    // Skyline (an owner) cannot see Harbor Point; an unknown building and organization.
    const outside = await t.post(
      '/api/operators/site-statistics',
      { buildingId: p.buildings.harborPoint.id, organizationId: p.orgs.metro.id },
      tokens.skyline,
    );
    expect(outside.statusCode, outside.body).toBe(404);
    const unknown = await t.post(
      '/api/operators/site-statistics',
      { buildingId: 999_999, organizationId: 999_999 },
      tokens.master,
    );
    expect(unknown.statusCode, unknown.body).toBe(404);
  });
});
