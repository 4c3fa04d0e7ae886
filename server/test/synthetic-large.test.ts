// The large synthetic portfolio (the analytics benchmark's data): the same seed gives the same
// buildings, spaces and readings on every machine and every database, at the documented size.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { migrateDatabase } from '../src/db/migrate.ts';
import {
  insertLargePortfolio,
  planLargePortfolio,
  sensorsOf,
  type LargeBuilding,
  type LargePortfolio,
} from '../bench/large-portfolio.ts';
import { LARGE, largeReadings, type SyntheticRow } from '../src/occupancy/synthetic.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/database.ts';

const SEED = 20_261_121;
const today = new Date('2026-11-21T12:00:00Z');
// Monday to Sunday, in New York (the first building's city) before daylight saving time starts.
const week = { from: '2026-03-02', to: '2026-03-08' };

const spacesOf = (b: LargeBuilding) => b.floors.flatMap((f) => f.spaces);
const first = (plan: LargeBuilding[]): LargeBuilding => {
  const building = plan[0];
  if (!building) throw new Error('The plan has no buildings');
  return building;
};
/** The first building's readings for a week, with made-up ids (as if written to a database). */
function weekOfReadings(ids: { buildingId: number; firstSpaceId: number }): SyntheticRow[] {
  const building = first(planLargePortfolio(SEED));
  const sensors = sensorsOf(
    building,
    {
      buildingId: ids.buildingId,
      dataSourceId: 1,
      spaceIds: spacesOf(building).map((_, n) => ids.firstSpaceId + n),
    },
    today,
  );
  return [...largeReadings(sensors, building.index, week, SEED)].flat();
}
const checksum = (rows: SyntheticRow[]) =>
  createHash('sha256')
    .update(rows.map((r) => `${r.spaceId},${r.at.toISOString()},${r.occupancy}`).join('\n'))
    .digest('hex');

describe('large portfolio plan', () => {
  it('has 100 buildings of 100 spaces, every floor let, operated or vacant', () => {
    const plan = planLargePortfolio(SEED);
    expect(plan).toHaveLength(LARGE.buildings);
    for (const building of plan) expect(spacesOf(building)).toHaveLength(LARGE.spacesPerBuilding);
    const floors = plan.flatMap((b) => b.floors);
    expect(floors.filter((f) => f.operated).every((f) => f.tenant === 'metrospaces')).toBe(true);
    expect(floors.some((f) => f.tenant === null)).toBe(true);
    expect(floors.some((f) => f.tenant === 'contoso')).toBe(true);
    expect(new Set(plan.map((b) => b.name)).size).toBe(LARGE.buildings);
  });

  it('is the same for the same seed and differs for another', () => {
    expect(planLargePortfolio(SEED)).toEqual(planLargePortfolio(SEED));
    expect(planLargePortfolio(SEED + 1)).not.toEqual(planLargePortfolio(SEED));
  });
});

describe('large readings', () => {
  it('counts every 15 minutes from 06:00 to 20:45 local, every day, for every space', () => {
    const rows = weekOfReadings({ buildingId: 1, firstSpaceId: 1000 });
    expect(rows).toHaveLength(7 * 60 * LARGE.spacesPerBuilding);
    const instants = [...new Set(rows.map((r) => r.at.getTime()))].map((t) => new Date(t));
    const localTimes = new Set(
      instants.map((at) =>
        at.toLocaleTimeString('en-GB', {
          timeZone: 'America/New_York',
          hour: '2-digit',
          minute: '2-digit',
        }),
      ),
    );
    expect(localTimes.size).toBe(60);
    expect([...localTimes].sort()[0]).toBe('06:00');
    expect([...localTimes].sort().at(-1)).toBe('20:45');
    expect(rows.every((r) => Number.isInteger(r.occupancy) && r.occupancy >= 0)).toBe(true);
  });

  it('gives the same rows for the same seed, whatever ids the database gave', () => {
    const once = weekOfReadings({ buildingId: 1, firstSpaceId: 1000 });
    const again = weekOfReadings({ buildingId: 1, firstSpaceId: 1000 });
    expect(checksum(again)).toBe(checksum(once));
    const elsewhere = weekOfReadings({ buildingId: 57, firstSpaceId: 1000 });
    expect(elsewhere.map((r) => r.occupancy)).toEqual(once.map((r) => r.occupancy));
  });

  it('has not changed: the first rows and the week’s total are pinned', () => {
    const rows = weekOfReadings({ buildingId: 1, firstSpaceId: 1000 });
    expect(rows.slice(0, 2).map((r) => ({ ...r, at: r.at.toISOString() }))).toEqual([
      { dataSourceId: 1, spaceId: 1000, at: '2026-03-02T11:00:00.000Z', occupancy: 0 },
      { dataSourceId: 1, spaceId: 1001, at: '2026-03-02T11:00:00.000Z', occupancy: 0 },
    ]);
    expect(rows.reduce((sum, r) => sum + r.occupancy, 0)).toBe(53_003);
  });

  it('is busier on a Tuesday at 10:30 than on a Sunday at the same hour', () => {
    const rows = weekOfReadings({ buildingId: 1, firstSpaceId: 1000 });
    const at = (instant: string) =>
      rows.filter((r) => r.at.toISOString() === instant).reduce((sum, r) => sum + r.occupancy, 0);
    expect(at('2026-03-03T15:30:00.000Z')).toBeGreaterThan(5 * at('2026-03-08T15:30:00.000Z'));
  });
});

describe.each(databaseKinds)('large portfolio written to %s', (kind) => {
  let database: TestDatabase;
  let portfolio: LargePortfolio;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await migrateDatabase(database);
    portfolio = await insertLargePortfolio(database.db, planLargePortfolio(SEED), today);
  });
  afterAll(async () => {
    await database.close();
  });

  it('writes 100 buildings with 10,000 spaces, each building with its primary counters', async () => {
    expect(portfolio.spaces).toBe(LARGE.buildings * LARGE.spacesPerBuilding);
    const { rows } = await database.pool.query<{
      buildings: string;
      spaces: string;
      primary: string;
    }>(
      `select (select count(*) from buildings) as buildings, (select count(*) from spaces) as spaces,
        (select count(*) from buildings b join data_sources d on d.id = b.primary_occupancy_data_source_id
          where d.building_id = b.id) as primary`,
    );
    expect(rows[0]).toEqual({ buildings: '100', spaces: '10000', primary: '100' });
  });

  it('gives each building’s sensors the building’s own spaces', async () => {
    const building = portfolio.buildings[3];
    if (!building) throw new Error('No fourth building');
    const { rows } = await database.pool.query<{ id: number }>(
      'select s.id from spaces s join floors f on f.id = s.floor_id where f.building_id = $1 order by s.id',
      [building.id],
    );
    expect(building.sensors.spaces.map((s) => s.spaceId).sort((a, b) => a - b)).toEqual(
      rows.map((r) => r.id),
    );
  });

  it('leases each let floor’s spaces to its tenant; operated floors name the operator', async () => {
    const { rows } = await database.pool.query<{
      leases: string;
      linked: string;
      operated: string;
    }>(
      `select (select count(*) from encumbrances) as leases,
        (select count(*) from encumbrance_spaces es join encumbrances e on e.id = es.encumbrance_id
          join spaces s on s.id = es.space_id join floors f on f.id = s.floor_id
          where f.building_id = e.building_id) as linked,
        (select count(*) from floors f join organizations o on o.id = f.operator_organization_id
          where o.key = 'metrospaces') as operated`,
    );
    const plan = planLargePortfolio(SEED);
    const floors = plan.flatMap((b) => b.floors);
    const leased = floors.filter((f) => f.tenant !== null);
    expect(rows[0]).toEqual({
      leases: String(leased.length),
      linked: String(leased.reduce((sum, f) => sum + f.spaces.length, 0)),
      operated: String(floors.filter((f) => f.operated).length),
    });
  });

  it('puts each owner’s buildings in its regional networks, North America as one site', async () => {
    const northAmerica = portfolio.networks.find(
      (n) => n.name === 'Harbor Properties North America',
    );
    const first = portfolio.buildings[0];
    expect(first && northAmerica?.buildingIds.includes(first.id)).toBe(true);
    const { rows } = await database.pool.query<{ reporting: string; buildings: string }>(
      `select n.default_reporting as reporting, count(nb.building_id) as buildings
        from networks n join network_buildings nb on nb.network_id = n.id where n.id = $1
        group by n.default_reporting`,
      [northAmerica?.id],
    );
    expect(rows).toEqual([
      { reporting: 'AGGREGATED', buildings: String(northAmerica?.buildingIds.length) },
    ]);
    const inNetworks = portfolio.networks.flatMap((n) => n.buildingIds);
    expect(new Set(inNetworks).size).toBe(LARGE.buildings);
  });
});
