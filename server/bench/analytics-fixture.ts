// What the analytics benchmarks load and ask: which buildings get readings over which days, the
// fixture the statistics calls' bodies come from, the callers' tokens, and the app they ask.
import type { FastifyInstance } from 'fastify';
import type { DatabaseKind } from '../src/db/client.ts';
import type { LargePortfolio } from './large-portfolio.ts';
import type { Caller, Fixture } from './analytics-calls.ts';
import type { ReadingsWindow } from './analytics-ingest.ts';
import { measureCalls } from './analytics-latency.ts';
import type { Settings } from './analytics-settings.ts';
import { thisCheckout, type AppVersion } from './analytics-versions.ts';
import { BENCH_IDENTITY_URL, createBenchAuth, onCleanup, type BenchAuth } from './support.ts';

/** The large portfolio's seed: every run loads the same structure and readings. */
export const LARGE_SEED = 20_261_121;

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
export const daysBefore = (date: Date, days: number) =>
  new Date(date.getTime() - days * 86_400_000);

/** The first `settings.buildings` buildings, the first over `days`, the others over `otherDays`. */
export function readingsPlan(
  portfolio: LargePortfolio,
  settings: Pick<Settings, 'buildings' | 'days' | 'otherDays'>,
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

export function fixtureOf(portfolio: LargePortfolio, window: ReadingsWindow): Fixture {
  const { building } = window;
  const leased = building.floors.find((f) => f.leaseId !== null && !f.operated);
  const operatorId = portfolio.organizationIds.get('metrospaces');
  const ownerId = portfolio.organizationIds.get(building.owner);
  if (!leased?.leaseId || operatorId === undefined || ownerId === undefined)
    throw new Error('The measured building has no occupier lease, operator or owner');
  const ownerOf = new Map(portfolio.buildings.map((b) => [b.id, b.owner]));
  const owners = portfolio.networks.filter((n) =>
    n.buildingIds.every((id) => ownerOf.get(id) === building.owner),
  );
  const network = owners.find((n) => n.buildingIds.includes(building.id));
  const largest = [...owners].sort((a, b) => b.buildingIds.length - a.buildingIds.length)[0];
  if (!network || !largest) throw new Error('The measured building is in no network');
  const end = new Date(`${window.to}T00:00:00Z`);
  const notBefore = (date: string) => (date < window.from ? window.from : date);
  return {
    buildingId: building.id,
    buildingIds: portfolio.buildings.map((b) => b.id),
    startDate: window.from,
    endDate: window.to,
    quarterStart: notBefore(isoDate(daysBefore(end, 91))),
    monthStart: notBefore(isoDate(daysBefore(end, 30))),
    tenantId: leased.leaseId,
    floorId: leased.id,
    operatorId,
    ownerId,
    networkId: network.id,
    largestNetworkId: largest.id,
    day: lastTuesday(window),
  };
}

/** Org-admin tokens of the building's owner, the fixture lease's occupier and the operator, and a master admin's. */
export async function callerTokens(
  auth: BenchAuth,
  keys: { owner: string; tenant: string },
): Promise<Record<Caller, string>> {
  const sign = (key: string, role = 'org-admin') =>
    auth.sign({ realm: key, orgKey: key, roles: [role], email: `bench.admin@${key}.test` });
  return {
    owner: await sign(keys.owner),
    tenant: await sign(keys.tenant),
    operator: await sign('metrospaces'),
    master: await sign('atrium', 'master-admin'),
  };
}

/**
 * The app of `version` on the benchmark's database, without the read cache (every request runs
 * its queries, as a first look at a page does), asked about `measured` and the whole portfolio.
 */
export async function startCallsApp(
  bench: { kind: DatabaseKind; dataDir: string; databaseUrl: string | undefined },
  settings: Settings,
  { portfolio, measured }: { portfolio: LargePortfolio; measured: ReadingsWindow },
  log: (message: string) => void,
  version: AppVersion = thisCheckout,
): Promise<{
  app: FastifyInstance;
  close: () => Promise<void>;
  fixture: Fixture;
  /** Measures the calls of `settings.calls` (all when empty) one after the other. */
  measure: () => ReturnType<typeof measureCalls>;
}> {
  const database = await version.openDatabase({
    dataDir: bench.dataDir,
    databaseUrl: bench.databaseUrl,
  });
  const auth = await createBenchAuth(BENCH_IDENTITY_URL);
  const config = version.loadConfig({
    ATRIUM_DATA_DIR: bench.dataDir,
    DATABASE_URL: bench.databaseUrl,
    LOG_LEVEL: 'silent',
    IDENTITY_URL: BENCH_IDENTITY_URL,
  });
  const app = await version.buildApp({
    config: { ...config, readCacheTtlMs: 0 } as never,
    database,
    verifyToken: auth.verifyToken,
  });
  await app.ready();
  const close = onCleanup(`${bench.kind} app (${version.label})`, async () => {
    await app.close();
    await database.close();
  });
  const fixture = fixtureOf(portfolio, measured);
  const tenantKey = measured.building.floors.find((f) => f.leaseId === fixture.tenantId)?.tenant;
  const tokens = await callerTokens(auth, {
    owner: measured.building.owner,
    tenant: tenantKey ?? measured.building.owner,
  });
  const measure = () =>
    measureCalls(app, { kind: bench.kind, database }, tokens, fixture, {
      requests: settings.requests,
      warmup: settings.warmup,
      warmupSeconds: settings.warmupSeconds,
      budgetSeconds: settings.callSeconds,
      timeoutSeconds: settings.requestSeconds,
      log: (message) => {
        log(`${version.label}: ${message}`);
      },
      only: settings.calls,
    });
  return { app, close, fixture, measure };
}
