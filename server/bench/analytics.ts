// `npm run bench:analytics`: how fast occupancy readings are ingested and statistics answered on
// the large synthetic portfolio (100 buildings, 10,000 spaces, a year of readings each), on PGlite
// and on PostgreSQL: the ingest beside a plain COPY of the same rows, and every statistics call's
// p50 and p95 for one building over its year and for the whole portfolio. With BENCH_BEFORE=<git
// revision> the calls are measured with that revision's app too, on the same data, and printed
// beside this checkout's. A report, not a test: it exits 0 when a goal is missed, non-zero only
// when something fails.
import { join } from 'node:path';
import type { DatabaseKind } from '../src/db/client.ts';
import { insertLargePortfolio, planLargePortfolio } from './large-portfolio.ts';
import { LARGE_SEED as SEED, readingsPlan, startCallsApp } from './analytics-fixture.ts';
import { measureIngest } from './analytics-ingest.ts';
import { cancelRunning, unlistedCalls } from './analytics-latency.ts';
import { printReport, type DatabaseReport, type VersionReport } from './analytics-report.ts';
import { readSettings, type Settings } from './analytics-settings.ts';
import { thisCheckout, versionAt, type AppVersion } from './analytics-versions.ts';
import { log, loadAverage, openBenchDatabase, benchEachDatabase, runBench } from './support.ts';

async function benchDatabase(
  kind: DatabaseKind,
  databaseUrl: string | undefined,
  description: string,
  settings: Settings,
  versions: AppVersion[],
): Promise<DatabaseReport> {
  log(`${kind}: ${description}`);
  const { database, version, dataDir, removeDir, closeDatabase } = await openBenchDatabase(
    kind,
    databaseUrl,
    // An interrupted run may leave a long query running; the pool waits for it to end.
    { beforeClose: cancelRunning },
  );

  const today = new Date();
  const started = performance.now();
  const portfolio = await insertLargePortfolio(database.db, planLargePortfolio(SEED), today);
  const structureSeconds = (performance.now() - started) / 1000;
  log(
    `${kind}: wrote ${portfolio.buildings.length} buildings and ${portfolio.spaces.toLocaleString('en')} spaces in ${structureSeconds.toFixed(1)} s`,
  );
  const windows = readingsPlan(portfolio, settings, today);
  const measured = windows[0];
  if (!measured) throw new Error('No building to measure');
  const ingest = await measureIngest(database, windows, {
    seed: SEED,
    batchDays: settings.batchDays,
    pgliteFolder: kind === 'pglite' ? join(dataDir, 'pglite') : null,
    log,
  });
  // Vacuumed and analyzed, as autovacuum keeps a long-running database: left to autovacuum, a
  // VACUUM of the space rollups ran while the calls were measured (27 November).
  await database.pool.query('VACUUM ANALYZE');
  // Each app opens the database itself (PGlite's folder takes one process's session at a time).
  await closeDatabase();

  const measuredVersions: VersionReport[] = [];
  let notRegistered: string[] = [];
  let unlisted: string[] = [];
  for (const appVersion of versions) {
    const load = loadAverage();
    const calls = await startCallsApp(
      { kind, dataDir, databaseUrl },
      settings,
      { portfolio, measured },
      log,
      appVersion,
    );
    const result = await calls.measure();
    measuredVersions.push({ label: appVersion.label, calls: result.measured, load });
    if (appVersion === thisCheckout) {
      notRegistered = result.notRegistered;
      unlisted = unlistedCalls(calls.app);
    }
    await calls.close();
  }
  await removeDir();
  return {
    kind,
    description,
    version,
    structureSeconds,
    windows: windows.map((w) => ({
      index: w.building.index,
      spaces: w.building.sensors.spaces.length,
      from: w.from,
      to: w.to,
    })),
    ingest,
    versions: measuredVersions,
    notRegistered,
    unlisted,
  };
}

await runBench(async () => {
  const settings = readSettings();
  const loadBefore = loadAverage();
  const runStarted = performance.now();
  const versions = settings.before
    ? [await versionAt(settings.before), thisCheckout]
    : [thisCheckout];
  const { reports, skipped } = await benchEachDatabase(
    settings.databases,
    (kind, url, description) => benchDatabase(kind, url, description, settings, versions),
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
