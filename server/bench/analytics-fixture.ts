// What the analytics benchmarks load and ask: which buildings get readings over which days, the
// fixture the statistics calls' bodies come from, and the callers' tokens.
import type { DatabaseKind } from '../src/db/client.ts';
import type { LargePortfolio } from '../src/occupancy/large-portfolio.ts';
import type { Caller, Fixture } from './analytics-calls.ts';
import type { ReadingsWindow } from './analytics-ingest.ts';
import { measureCalls, type FloorOnly } from './analytics-latency.ts';
import type { Settings } from './analytics-settings.ts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZOccupancyRequestSchema } from '@atrium/contract';
import { statisticsRoute } from '../src/analytics/statistics-route.ts';
import { accessOf } from '../src/http/resource-routes.ts';
import { authOf } from '../src/auth/guard.ts';
import { FLOOR_ONLY_URL, NO_WORK_URL } from './analytics-calls.ts';
import { startBenchApp, type BenchAuth, type BenchDatabase } from './support.ts';

/** The large portfolio's seed: every run loads the same structure and readings. */
export const LARGE_SEED = 20_261_121;

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
export const daysBefore = (date: Date, days: number) =>
  new Date(date.getTime() - days * 86_400_000);

/** The measured building (the first) over `days`; the next ones over `otherDays`; all ending yesterday. */
export function readingsPlan(
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

export function fixtureOf(portfolio: LargePortfolio, window: ReadingsWindow): Fixture {
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
export async function callerTokens(
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

/**
 * The benchmark's no-work route (NO_WORK_URL): a building call's body through the token check,
 * scope, validation and answer writer, and nothing else.
 */
function registerNoWork(app: FastifyInstance): void {
  statisticsRoute(app)(
    {
      path: NO_WORK_URL.replace(/^\/api\//, ''),
      permission: 'occupancy.read',
      summary: 'The benchmark’s baseline: a building call’s body checked, no work, a small answer',
      request: ZOccupancyRequestSchema,
      response: z.strictObject({ buildingId: z.array(z.number()) }),
    },
    (_auth, body) =>
      Promise.resolve({
        buildingId: Array.isArray(body.buildingId) ? body.buildingId : [body.buildingId],
      }),
  );
}

/**
 * The benchmark's floor-only route (FLOOR_ONLY_URL): the no-work route's steps, then whatever
 * floor `floorOnly` holds (set by the measurement before each call), then that call's answer as
 * it was written. A string with a JSON content type goes out as it is (no writer).
 */
function registerFloorOnly(app: FastifyInstance, floorOnly: FloorOnly): void {
  const access = accessOf('occupancy.read');
  app.post(FLOOR_ONLY_URL, {
    // A read like the calls (not cacheable would count as a write); the read cache is off.
    config: { ...access.config, cacheable: true },
    schema: {
      tags: ['statistics'],
      summary:
        'The benchmark’s ideal call: a building call’s body checked, a floor read, an answer handed over',
      description: access.description,
      body: ZOccupancyRequestSchema,
    },
    handler: async (request, reply) => {
      authOf(request);
      await floorOnly.run();
      return reply.type('application/json; charset=utf-8').send(floorOnly.answer);
    },
  });
}

/**
 * The app the statistics calls are measured on, without the read cache (every request runs its
 * queries, as a first look at a building does), asked about `measured` by its owner, occupier
 * and operator. With `noWorkBaseline`, the benchmark's no-work and floor-only routes are
 * registered too: `measure` measures the first before the calls and the second beside each.
 */
export async function startCallsApp(
  bench: Pick<BenchDatabase, 'database' | 'dataDir'> & { kind: DatabaseKind },
  databaseUrl: string | undefined,
  settings: Settings,
  { portfolio, measured }: { portfolio: LargePortfolio; measured: ReadingsWindow },
  log: (message: string) => void,
  { noWorkBaseline = false }: { noWorkBaseline?: boolean } = {},
): Promise<{
  app: FastifyInstance;
  closeApp: () => Promise<void>;
  fixture: Fixture;
  /** Measures the calls of `settings.calls` (all when empty) one after the other. */
  measure: () => ReturnType<typeof measureCalls>;
}> {
  const { app, auth, closeApp } = await startBenchApp(bench, databaseUrl, {
    env: { STRUCTURE_CACHE_TTL_MS: String(settings.structureCacheTtlMs) },
    readCache: false,
  });
  const floorOnly: FloorOnly = { run: () => Promise.resolve(), answer: '' };
  if (noWorkBaseline) {
    registerNoWork(app);
    registerFloorOnly(app, floorOnly);
  }
  await app.ready();
  const fixture = fixtureOf(portfolio, measured);
  const tenantKey = measured.building.floors.find((f) => f.leaseId === fixture.tenantId)?.tenant;
  const tokens = await callerTokens(auth, {
    owner: measured.building.owner,
    tenant: tenantKey ?? measured.building.owner,
  });
  const measure = () =>
    measureCalls(app, bench.database, tokens, fixture, {
      requests: settings.requests,
      warmup: settings.warmup,
      warmupSeconds: settings.warmupSeconds,
      budgetSeconds: settings.callSeconds,
      timeoutSeconds: settings.requestSeconds,
      log,
      only: settings.calls,
      showSql: settings.showSql,
      floorOnly: noWorkBaseline ? floorOnly : null,
    });
  return { app, closeApp, fixture, measure };
}
