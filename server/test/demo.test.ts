// The demo portfolio: deterministic, valid for the analytics, and every floor tiled exactly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { spaceCategories } from '@atrium/contract';
import { openTestDatabase, type TestDatabase } from './support/database.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { generatePortfolio, type DemoSummary } from '../src/demo/generate.ts';
import { planFloor, polygonArea } from '../src/demo/floor-plan.ts';
import { seededRandom } from '../src/demo/random.ts';

const today = new Date('2026-11-21T12:00:00Z');

async function generated(): Promise<{ database: TestDatabase; summary: DemoSummary; ms: number }> {
  const database = await openTestDatabase('pglite');
  await migrateDatabase(database);
  const started = performance.now();
  const summary = await generatePortfolio(database.db, { size: 'small', seed: 7, today });
  return { database, summary, ms: performance.now() - started };
}

const fingerprint = async (database: TestDatabase) => {
  const { rows } = await database.pool.query<{
    n: string;
    area: string;
    rent: string;
    names: string;
  }>(
    `select (select count(*) from spaces) as n,
            (select round(sum(rentable_sf)) from spaces) as area,
            (select round(sum(rent_rate * rentable_sf)) from encumbrances) as rent,
            (select string_agg(name, ',' order by id) from buildings) as names`,
  );
  return rows[0];
};

describe('demo portfolio (small)', () => {
  let first: Awaited<ReturnType<typeof generated>>;
  let second: Awaited<ReturnType<typeof generated>>;
  beforeAll(async () => {
    first = await generated();
    second = await generated();
  });
  afterAll(async () => {
    await first.database.close();
    await second.database.close();
  });

  it('is deterministic: the same seed gives the same counts and figures', async () => {
    expect(second.summary).toEqual(first.summary);
    expect(await fingerprint(second.database)).toEqual(await fingerprint(first.database));
  });

  it('has the demo organizations, accounts and every space category', async () => {
    expect(first.summary.organizations).toBe(8);
    expect(first.summary.users).toBe(15);
    const { rows } = await first.database.pool.query<{ category: string }>(
      'select distinct category from spaces',
    );
    expect(rows.map((r) => r.category).sort()).toEqual([...spaceCategories].sort());
  });

  it('keeps the invariants the analytics rely on', async () => {
    const db = first.database.db;
    const check = async (query: ReturnType<typeof sql>) =>
      (await db.execute<{ n: number }>(query)).rows[0]?.n;
    // Every lease's spaces exist and are in its building.
    expect(
      await check(
        sql`select count(*)::int as n from encumbrance_spaces es join spaces s on s.id = es.space_id join floors f on f.id = s.floor_id join encumbrances e on e.id = es.encumbrance_id where f.building_id <> e.building_id`,
      ),
    ).toBe(0);
    // Subleases fit within their parents.
    expect(
      await check(
        sql`select count(*)::int as n from encumbrances c join encumbrances p on p.id = c.parent_id where c.rentable_sf > p.rentable_sf or c.start_date < p.start_date or c.end_date > p.end_date`,
      ),
    ).toBe(0);
    expect(
      await check(
        sql`select count(*)::int as n from encumbrances where parent_id is not null and capacity is null and status = 'ACTIVE'`,
      ),
    ).toBe(1);
    // Every sensored space has readings, and the rollups were derived from them.
    const withoutReadings = first.summary.sensoredSpaceIds.length
      ? await check(
          sql`select count(*)::int as n from unnest(${`{${first.summary.sensoredSpaceIds.join(',')}}`}::int[]) s(id) where not exists (select 1 from occupancy_readings r where r.space_id = s.id)`,
        )
      : -1;
    expect(withoutReadings).toBe(0);
    expect(
      await check(
        sql`select count(*)::int as n from occupancy_group_daily where group_kind = 'building'`,
      ),
    ).toBeGreaterThan(0);
    // Active, expired and future leases all occur.
    const statuses = await db.execute<{ status: string }>(
      sql`select distinct status from encumbrances`,
    );
    expect(statuses.rows.map((r) => r.status)).toContain('ACTIVE');
  });

  it('tiles every floor without overlap: the polygons add up to the floor', () => {
    const random = seededRandom(3);
    for (const kind of ['ground', 'office', 'parking'] as const) {
      const plan = planFloor(random, kind, 50, 24, 1);
      const total = plan.reduce((sum, space) => sum + polygonArea(space.polygon), 0);
      expect(total).toBeCloseTo(50 * 24, 1);
      for (const a of plan) {
        for (const b of plan) {
          if (a === b) continue;
          const [ax0, ay0] = a.polygon[0] ?? [0, 0];
          const [ax1, ay1] = a.polygon[2] ?? [0, 0];
          const [bx0, by0] = b.polygon[0] ?? [0, 0];
          const [bx1, by1] = b.polygon[2] ?? [0, 0];
          const overlap =
            Math.max(0, Math.min(ax1, bx1) - Math.max(ax0, bx0)) *
            Math.max(0, Math.min(ay1, by1) - Math.max(ay0, by0));
          expect(overlap).toBeLessThan(1e-6);
        }
      }
    }
  });

  it('takes seconds, not minutes (informational; the benchmark measures)', () => {
    console.log(
      `small portfolio generated in ${Math.round(first.ms)} ms: ${JSON.stringify({ ...first.summary, buildingIds: undefined, sensoredSpaceIds: first.summary.sensoredSpaceIds.length })}`,
    );
    expect(first.summary.spaces).toBeGreaterThan(50);
  });
});
