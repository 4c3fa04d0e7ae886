// The `small` demo portfolio (the generator's test size) in the real app on PGlite, with what the
// integration tests work figures out from: the raw readings as stored (the `occupancy_readings`
// view, one row per reading) and the structure's rows, read with plain SQL.
import { join } from 'node:path';
import { generatePortfolio } from '../../src/demo/generate.ts';
import { localFileStore } from '../../src/storage/store.ts';
import * as s from '../../src/db/schema/index.ts';
import { startTestApp, testAppOn, type TestApp } from './app.ts';
import { openDatabase } from '../../src/db/client.ts';
import { sharedTemplate } from './templates.ts';
import { now } from '../../src/clock.ts';

export type RawReading = {
  dataSourceId: number;
  buildingId: number;
  /** null: a building-level (entrance) counter. */
  spaceId: number | null;
  /** ISO instant (UTC, milliseconds). */
  at: string;
  occupancy: number;
  backfilled: boolean;
};

export type SmallPortfolio = {
  t: TestApp;
  /** The instant the portfolio was generated for: its readings end the day before. */
  today: Date;
  readings: RawReading[];
  organizations: (typeof s.organizations.$inferSelect)[];
  buildings: (typeof s.buildings.$inferSelect)[];
  floors: (typeof s.floors.$inferSelect)[];
  spaces: (typeof s.spaces.$inferSelect)[];
  leases: (typeof s.encumbrances.$inferSelect)[];
  /** The spaces of each lease (encumbrance id → space ids). */
  leaseSpaces: Map<number, number[]>;
  dataSources: (typeof s.dataSources.$inferSelect)[];
  networks: (typeof s.networks.$inferSelect)[];
  networkBuildings: (typeof s.networkBuildings.$inferSelect)[];
  usageTypes: (typeof s.usageTypes.$inferSelect)[];
};

/**
 * The small portfolio (seed 7, for today) generated in a template once per run, its queued jobs
 * run (templates.ts): each file gets a copy of it.
 */
async function smallPortfolioTemplate(today: Date): Promise<string> {
  return sharedTemplate(`small-portfolio-${String(today.getTime())}`, async (dataDir) => {
    const t = await testAppOn({
      ...(await openDatabase({ dataDir })),
      dataDir,
      databaseUrl: undefined,
    });
    const files = localFileStore(join(dataDir, 'files'));
    await generatePortfolio(t.database.db, { size: 'small', seed: 7, today, files });
    await t.app.jobs.drain();
    await t.app.close();
    await t.database.close();
  });
}

/** The small portfolio in the real app on PGlite (a copy of the run's), and what it holds. */
export async function startSmallPortfolio(today = now()): Promise<SmallPortfolio> {
  const t = await startTestApp('pglite', { template: await smallPortfolioTemplate(today) });
  const db = t.database.db;
  const { rows } = await t.database.pool.query<{
    data_source_id: number;
    building_id: number;
    space_id: number | null;
    at: Date;
    occupancy: number;
    backfilled: boolean;
  }>(
    `select data_source_id, building_id, space_id, at, occupancy, backfilled
       from occupancy_readings order by at, data_source_id, space_id`,
  );
  const readings = rows.map((r) => ({
    dataSourceId: r.data_source_id,
    buildingId: r.building_id,
    spaceId: r.space_id,
    at: new Date(r.at).toISOString(),
    occupancy: r.occupancy,
    backfilled: r.backfilled,
  }));
  const links = await db.select().from(s.encumbranceSpaces);
  const leaseSpaces = new Map<number, number[]>();
  for (const l of links)
    leaseSpaces.set(l.encumbranceId, [...(leaseSpaces.get(l.encumbranceId) ?? []), l.spaceId]);
  return {
    t,
    today,
    readings,
    organizations: await db.select().from(s.organizations),
    buildings: await db.select().from(s.buildings),
    floors: await db.select().from(s.floors),
    spaces: await db.select().from(s.spaces),
    leases: await db.select().from(s.encumbrances),
    leaseSpaces,
    dataSources: await db.select().from(s.dataSources),
    networks: await db.select().from(s.networks),
    networkBuildings: await db.select().from(s.networkBuildings),
    usageTypes: await db.select().from(s.usageTypes),
  };
}

/**
 * Simultaneous sums of the readings of one data source over some spaces, per instant, in time
 * order (every instant at which any of them reported).
 */
export function simultaneousSums(
  readings: readonly RawReading[],
  dataSourceId: number,
  spaceIds: readonly number[],
): Map<string, number> {
  const wanted = new Set(spaceIds);
  const sums = new Map<string, number>();
  for (const r of readings)
    if (r.dataSourceId === dataSourceId && r.spaceId !== null && wanted.has(r.spaceId))
      sums.set(r.at, (sums.get(r.at) ?? 0) + r.occupancy);
  return new Map([...sums].sort(([a], [b]) => a.localeCompare(b)));
}
