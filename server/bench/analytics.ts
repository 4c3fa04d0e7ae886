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
import {
  insertLargePortfolio,
  planLargePortfolio,
  type LargePortfolio,
} from '../src/occupancy/large-portfolio.ts';
import type { Caller, Fixture } from './analytics-calls.ts';
import { measureIngest, type IngestFigures, type ReadingsWindow } from './analytics-ingest.ts';
import { cancelRunning, measureCalls, unlistedCalls } from './analytics-latency.ts';
import { printReport, type DatabaseReport } from './analytics-report.ts';
import { readSettings, type Settings } from './analytics-settings.ts';
import {
  type BenchAuth,
  loadAverage,
  openBenchDatabase,
  benchEachDatabase,
  runBench,
  startBenchApp,
} from './support.ts';

const SEED = 20_261_121;

const log = (message: string) => {
  console.log(`[bench] ${message}`);
};
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * 86_400_000);

/** The measured building (the first) over `days`; the next ones over `otherDays`; all ending yesterday. */
function readingsPlan(
  portfolio: LargePortfolio,
  settings: Settings,
  today: Date,
): ReadingsWindow[] {
  const to = isoDate(daysBefore(today, 1));
  return portfolio.buildings.slice(0, settings.buildings).map((building, i) => ({
    building,
    from: isoDate(daysBefore(today, i === 0 ? settings.days : settings.otherDays)),
    to,
  }));
}

/** The latest Tuesday of the window: a working day with readings. */
function lastTuesday(window: ReadingsWindow): string {
  let date = new Date(`${window.to}T12:00:00Z`);
  while (date.getUTCDay() !== 2) date = daysBefore(date, 1);
  return isoDate(date);
}

/**
 * The organizations that hold two or more of the building's leases (one per let floor), and the
 * leases of the others.
 */
function leaseHolders(
  portfolio: LargePortfolio,
  building: ReadingsWindow['building'],
): { occupierIds: number[]; soleLeaseIds: number[] } {
  const leasesOf = new Map<string, number[]>();
  for (const f of building.floors)
    if (f.leaseId !== null && f.tenant !== null)
      leasesOf.set(f.tenant, [...(leasesOf.get(f.tenant) ?? []), f.leaseId]);
  const several = [...leasesOf].filter(([, leases]) => leases.length > 1);
  return {
    occupierIds: several.flatMap(([key]) => portfolio.organizationIds.get(key) ?? []),
    soleLeaseIds: [...leasesOf.values()].flatMap((leases) => (leases.length > 1 ? [] : leases)),
  };
}

function fixtureOf(portfolio: LargePortfolio, window: ReadingsWindow): Fixture {
  const { building } = window;
  const leased = building.floors.find((f) => f.leaseId !== null && !f.operated);
  const operatorId = portfolio.organizationIds.get('metrospaces');
  const network = portfolio.networks.find((n) => n.buildingIds.includes(building.id));
  if (!leased?.leaseId || operatorId === undefined)
    throw new Error('The measured building has no occupier lease or no operator');
  if (!network) throw new Error('The measured building is in no network');
  const sourceOf = new Map(portfolio.buildings.map((b) => [b.id, b.sensors.dataSourceId]));
  const quarterStart = isoDate(daysBefore(new Date(`${window.to}T00:00:00Z`), 91));
  const monthStart = isoDate(daysBefore(new Date(`${window.to}T00:00:00Z`), 30));
  return {
    buildingId: building.id,
    dataSourceId: building.sensors.dataSourceId,
    timeZone: building.sensors.timeZone,
    startDate: window.from,
    endDate: window.to,
    quarterStart: quarterStart < window.from ? window.from : quarterStart,
    monthStart: monthStart < window.from ? window.from : monthStart,
    floorIds: building.floors.map((f) => f.id),
    tenantId: leased.leaseId,
    floorId: leased.id,
    leaseIds: building.floors.flatMap((f) => (f.leaseId === null ? [] : [f.leaseId])),
    ...leaseHolders(portfolio, building),
    operatorId,
    operatedFloorIds: building.floors.filter((f) => f.operated).map((f) => f.id),
    networkId: network.id,
    networkBuildingIds: network.buildingIds,
    networkDataSourceIds: network.buildingIds.flatMap((id) => sourceOf.get(id) ?? []),
    day: lastTuesday(window),
  };
}

/** Org-admin tokens of the building's owner, of the fixture lease's occupier and of the operator. */
async function callerTokens(
  auth: BenchAuth,
  keys: { owner: string; tenant: string },
): Promise<Record<Caller, string>> {
  const sign = (key: string) =>
    auth.sign({ realm: key, orgKey: key, roles: ['org-admin'], email: `bench.admin@${key}.test` });
  return {
    owner: await sign(keys.owner),
    tenant: await sign(keys.tenant),
    operator: await sign('metrospaces'),
  };
}

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
  // Fresh statistics, as autovacuum would give a long-running database.
  await database.pool.query('ANALYZE');

  // Without the read cache: every request runs its queries, as a first look at a building does.
  const { app, auth, closeApp } = await startBenchApp({ kind, database, dataDir }, databaseUrl, {
    env: { STRUCTURE_CACHE_TTL_MS: String(settings.structureCacheTtlMs) },
    readCache: false,
  });
  await app.ready();
  const fixture = fixtureOf(portfolio, measured);
  const tenantKey = measured.building.floors.find((f) => f.leaseId === fixture.tenantId)?.tenant;
  const tokens = await callerTokens(auth, {
    owner: measured.building.owner,
    tenant: tenantKey ?? measured.building.owner,
  });
  const { measured: calls, notRegistered } = await measureCalls(app, database, tokens, fixture, {
    requests: settings.requests,
    warmup: settings.warmup,
    warmupSeconds: settings.warmupSeconds,
    budgetSeconds: settings.callSeconds,
    timeoutSeconds: settings.requestSeconds,
    log,
    only: settings.calls,
    showSql: settings.showSql,
  });
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
