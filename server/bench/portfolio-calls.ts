// The portfolio calls of docs/performance.md ("Portfolio calls") measured on data kept between
// runs, so that versions can take turns without loading the large portfolio again (minutes).
//   node server/bench/portfolio-calls.ts prepare <folder> [postgres URL]
//     writes the analytics bench's data (its portfolio, building 1's year, 28 days of the others:
//     BENCH_DAYS, BENCH_OTHER_DAYS) into PGlite in <folder> (or PostgreSQL at the URL), vacuumed
//     and analyzed (BENCH_VACUUM=0: as the ingest leaves it), with the portfolio's ids in
//     <folder>/portfolio.json;
//   node server/bench/portfolio-calls.ts measure <folder> [postgres URL]
//     asks the calls for the whole portfolio (a master admin's, the year) with the app of
//     BENCH_BEFORE (a git revision) and of this checkout taking turns, BENCH_ROUNDS times,
//     BENCH_REQUESTS requests each after 3 warm-up ones; prints p50/p95, the answers' sizes and
//     whether both versions answered the same bytes (BENCH_ONLY: the calls whose URL holds one
//     of its comma-separated parts; BENCH_PROFILE=1: one more request with each statement's time
//     and when it was sent, `explain`: and the plans of those over 3 ms, on either database). A
//     statement's time includes its wait for the connection: PGlite has one, so statements sent
//     together queue. Each call is asked as in analytics-calls.ts's portfolio scenario (a master
//     admin about every building, or an organization about its portfolio).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import {
  insertLargePortfolio,
  planLargePortfolio,
  type LargePortfolio,
} from './large-portfolio.ts';
import { statisticsCalls, type Ask } from './analytics-calls.ts';
import { LARGE_SEED, callerTokens, fixtureOf, readingsPlan } from './analytics-fixture.ts';
import { measureIngest } from './analytics-ingest.ts';
import { latency } from './analytics-latency.ts';
import { readSettings } from './analytics-settings.ts';
import { thisCheckout, versionAt, type AppVersion } from './analytics-versions.ts';
import { BENCH_IDENTITY_URL, createBenchAuth, loadAverage, log, runBench } from './support.ts';

/** The portfolio calls measured: their portfolio scenario in analytics-calls.ts (caller, body). */
const CALLS = [
  '/api/occupancy/organizations-peak-occupancy',
  '/api/occupancy/peak-day',
  '/api/organizations/statistics',
  '/api/encumbrances/statistic/tenants',
  '/api/organizations/statistics/segments',
  '/api/occupancy/occupancy-coverage',
  '/api/organizations/tenant/efficiency-monthly',
  '/api/organizations/tenant/statistics',
  '/api/occupancy/peak-days',
  '/api/occupancy/buildings/average-occupancy',
  '/api/occupancy/tenants/average-occupancy',
  '/api/occupancy/daily-occupancy',
  '/api/organizations/rto',
  '/api/organizations/rto/trends',
  '/api/operators/statistcs',
  '/api/occupancy/building-flex-summary',
];

function portfolioAsk(url: string): Ask {
  const ask = statisticsCalls.find((c) => c.url === url)?.portfolio;
  if (!ask) throw new Error(`${url} has no portfolio scenario in analytics-calls.ts`);
  return ask;
}

type Saved = Omit<LargePortfolio, 'organizationIds'> & {
  organizationIds: [string, number][];
  today: string;
};

async function prepare(folder: string, databaseUrl: string | undefined) {
  mkdirSync(folder, { recursive: true });
  const settings = readSettings();
  const database = await openDatabase({ dataDir: folder, databaseUrl });
  await migrateDatabase(database);
  const today = new Date();
  const portfolio = await insertLargePortfolio(database.db, planLargePortfolio(LARGE_SEED), today);
  const windows = readingsPlan(portfolio, settings, today);
  await measureIngest(database, windows, {
    seed: LARGE_SEED,
    batchDays: settings.batchDays,
    pgliteFolder: database.kind === 'pglite' ? join(folder, 'pglite') : null,
    log,
  });
  if (process.env.BENCH_VACUUM !== '0') await database.pool.query('VACUUM ANALYZE');
  await database.close();
  const saved: Saved = {
    ...portfolio,
    organizationIds: [...portfolio.organizationIds],
    today: today.toISOString(),
  };
  writeFileSync(join(folder, 'portfolio.json'), JSON.stringify(saved));
  log(`prepared ${folder}`);
}

async function measureVersion(
  folder: string,
  databaseUrl: string | undefined,
  version: AppVersion,
  requests: number,
) {
  const saved = JSON.parse(readFileSync(join(folder, 'portfolio.json'), 'utf8')) as Saved;
  const portfolio: LargePortfolio = { ...saved, organizationIds: new Map(saved.organizationIds) };
  const settings = readSettings();
  const [measured] = readingsPlan(portfolio, settings, new Date(saved.today));
  if (!measured) throw new Error('No building');
  const fixture = fixtureOf(portfolio, measured);
  const database = await version.openDatabase({ dataDir: folder, databaseUrl });
  const auth = await createBenchAuth(BENCH_IDENTITY_URL);
  const config = version.loadConfig({
    ATRIUM_DATA_DIR: folder,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    IDENTITY_URL: BENCH_IDENTITY_URL,
  });
  const app = await version.buildApp({
    config: { ...config, readCacheTtlMs: 0 } as never,
    database,
    verifyToken: auth.verifyToken,
  });
  await app.ready();
  // The callers of the analytics bench: the measured building's owner and its lease's occupier.
  const tenantKey = measured.building.floors.find((f) => f.leaseId === fixture.tenantId)?.tenant;
  const tokens = await callerTokens(auth, {
    owner: measured.building.owner,
    tenant: tenantKey ?? measured.building.owner,
  });
  const results = [];
  const only = process.env.BENCH_ONLY?.split(',').filter((o) => o !== '');
  for (const url of CALLS.filter((u) => !only || only.some((o) => u.includes(o)))) {
    const { as, body: bodyOf } = portfolioAsk(url);
    const payload = JSON.stringify(bodyOf(fixture));
    let body = '';
    const ask = async () => {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${tokens[as]}`, 'content-type': 'application/json' },
        payload,
      });
      if (response.statusCode !== 200)
        throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      body = response.body;
    };
    for (let i = 0; i < 3; i++) await ask();
    const samples: number[] = [];
    for (let i = 0; i < requests; i++) {
      const started = performance.now();
      await ask();
      samples.push(performance.now() - started);
    }
    if (process.env.BENCH_PROFILE) await profiled(url, ask, database.pool);
    results.push({
      url,
      ...latency(samples),
      bytes: Buffer.byteLength(body),
      hash: createHash('sha256').update(body).digest('hex').slice(0, 12),
    });
  }
  await app.close();
  await database.close();
  return results;
}

/** One more request with each statement's time, start and text (BENCH_PROFILE=1). */
async function profiled(url: string, ask: () => Promise<void>, pool: pg.Pool) {
  const proto = pg.Pool.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const lines: string[] = [];
  const slow: { ms: number; text: string; values: unknown[] }[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const config = args[0] as { text?: string; values?: unknown[] } | string;
    const text = typeof config === 'string' ? config : (config.text ?? '');
    const values =
      (typeof config === 'string' ? undefined : config.values) ??
      (Array.isArray(args[1]) ? (args[1] as unknown[]) : []);
    const started = performance.now();
    const result = original.apply(this, args);
    if (result instanceof Promise)
      void result.then(
        () => {
          const ms = performance.now() - started;
          const at = (started - requestStarted).toFixed(1).padStart(5);
          lines.push(
            `${ms.toFixed(1).padStart(7)} ms from ${at} ${text.replace(/\s+/g, ' ').slice(0, 120)}`,
          );
          if (ms >= 3) slow.push({ ms, text, values });
        },
        () => undefined,
      );
    return result;
  };
  // Read by the patched query only while `ask` runs, after it is set.
  const requestStarted = performance.now();
  await ask();
  const total = performance.now() - requestStarted;
  proto.query = original;
  console.log(`${url}: ${total.toFixed(1)} ms, ${lines.length} statements`);
  for (const line of lines) console.log(line);
  // BENCH_PROFILE=explain: the plans of the statements over 3 ms, with their values.
  if (process.env.BENCH_PROFILE !== 'explain') return;
  for (const { text, values } of slow) {
    const plan = await pool.query<{ 'QUERY PLAN': string }>({
      text: `explain (analyze, buffers) ${text}`,
      values,
    });
    console.log(`--- ${text.replace(/\s+/g, ' ').slice(0, 400)}`);
    for (const row of plan.rows) console.log(row['QUERY PLAN']);
  }
}

async function measure(folder: string, databaseUrl: string | undefined) {
  const before = process.env.BENCH_BEFORE;
  const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
  const requests = Number(process.env.BENCH_REQUESTS ?? 20);
  const versions = before ? [await versionAt(before), thisCheckout] : [thisCheckout];
  // This checkout's migrations (a rollup it adds is derived from the data already there).
  const database = await openDatabase({ dataDir: folder, databaseUrl });
  await migrateDatabase(database);
  await database.close();
  for (let round = 1; round <= rounds; round++)
    for (const version of versions) {
      const load = loadAverage();
      const results = await measureVersion(folder, databaseUrl, version, requests);
      for (const r of results)
        console.log(
          `round ${round} ${version.label.padEnd(13)} ${r.url.padEnd(44)} p50 ${r.p50.toFixed(1).padStart(6)} p95 ${r.p95.toFixed(1).padStart(6)} ms ${String(r.bytes).padStart(7)} B ${r.hash} (load ${load})`,
        );
    }
}

await runBench(async () => {
  const [mode, folder, databaseUrl] = process.argv.slice(2);
  if (!folder || (mode !== 'prepare' && mode !== 'measure'))
    throw new Error('usage: portfolio-calls.ts prepare|measure <folder> [postgres URL]');
  await (mode === 'prepare' ? prepare(folder, databaseUrl) : measure(folder, databaseUrl));
});
