// `npm run bench:analytics`: how fast occupancy readings are ingested and statistics answered on
// the large synthetic portfolio (100 buildings, 10,000 spaces), on PGlite and on PostgreSQL, each
// beside a baseline measured in the same run: a plain COPY of the same rows (the ingest ceiling)
// and the raw rollup query of each call (its floor). A report, not a test: it exits 0 when a
// target is missed, non-zero only when something fails.
//
// The whole portfolio's readings (219 million) are too many for one run; by default the first
// building gets a full year and a few others a shorter window (see `readingsPlan`).
import { join } from 'node:path';
import type { DatabaseKind } from '../src/db/client.ts';
import { insertLargePortfolio, planLargePortfolio } from '../src/occupancy/large-portfolio.ts';
import { LARGE_SEED as SEED, readingsPlan, startCallsApp } from './analytics-fixture.ts';
import { measureIngest, type IngestFigures } from './analytics-ingest.ts';
import { cancelRunning, unlistedCalls } from './analytics-latency.ts';
import { printReport, type DatabaseReport } from './analytics-report.ts';
import { readSettings, type Settings } from './analytics-settings.ts';
import { log, loadAverage, openBenchDatabase, benchEachDatabase, runBench } from './support.ts';

async function benchDatabase(
  kind: DatabaseKind,
  databaseUrl: string | undefined,
  description: string,
  settings: Settings,
): Promise<DatabaseReport> {
  log(`${kind}: ${description}`);
  const { database, version, dataDir, removeDir, closeDatabase } = await openBenchDatabase(
    kind,
    databaseUrl,
    // An interrupted run may leave a long query running; the pool waits for it to end.
    { beforeClose: cancelRunning },
  );

  const today = new Date();
  let started = performance.now();
  const portfolio = await insertLargePortfolio(database.db, planLargePortfolio(SEED), today);
  const structureSeconds = (performance.now() - started) / 1000;
  log(
    `${kind}: wrote ${portfolio.buildings.length} buildings and ${portfolio.spaces.toLocaleString('en')} spaces in ${structureSeconds.toFixed(1)} s`,
  );

  const windows = readingsPlan(portfolio, settings, today);
  const measured = windows[0];
  if (!measured) throw new Error('No building to measure');
  started = performance.now();
  const ingest: IngestFigures = await measureIngest(database, windows, {
    seed: SEED,
    batchDays: settings.batchDays,
    pgliteFolder: kind === 'pglite' ? join(dataDir, 'pglite') : null,
    log,
  });
  const loadSeconds = (performance.now() - started) / 1000;
  // Vacuumed and analyzed, as autovacuum keeps a long-running database: left to autovacuum, a
  // VACUUM of the space rollups ran while the calls were measured (27 November).
  await database.pool.query('VACUUM ANALYZE');

  const { app, closeApp, fixture, measure } = await startCallsApp(
    { kind, database, dataDir },
    databaseUrl,
    settings,
    { portfolio, measured },
    log,
    { noWorkBaseline: true },
  );
  const { measured: calls, notRegistered, noWork } = await measure();
  const unlisted = unlistedCalls(app);

  await closeApp();
  await closeDatabase();
  await removeDir();
  return {
    kind,
    description,
    version,
    structureSeconds,
    loadSeconds,
    windows: windows.map((w) => ({
      index: w.building.index,
      spaces: w.building.sensors.spaces.length,
      from: w.from,
      to: w.to,
    })),
    ingest,
    fixture,
    owner: measured.building.owner,
    calls,
    noWork,
    notRegistered,
    unlisted,
  };
}

await runBench(async () => {
  const settings = readSettings();
  const loadBefore = loadAverage();
  const runStarted = performance.now();
  const { reports, skipped } = await benchEachDatabase(
    settings.databases,
    (kind, url, description) => benchDatabase(kind, url, description, settings),
    log,
  );
  printReport({
    reports,
    skipped,
    settings,
    loadBefore,
    minutes: (performance.now() - runStarted) / 60_000,
  });
});
