// Latency of the statistics calls: each call through the real app (app.inject: routing, token,
// scope, validation, handler, serialization; no network), one request at a time, beside
//  - its rollup queries (hand-written in analytics-calls.ts) run directly: the floor, and
//  - every SQL statement the call itself sent (on its second request), recorded and replayed
//    directly: how much of the call is database work as implemented (the floor of calls that
//    read no rollups), and
//  - the call's ideal: that floor read inside a request through the app (the benchmark's
//    floor-only route: token, scope, validation, the floor's statements, the call's answer
//    handed over as it was), the least a call that reads its floor's rows can take.
// The four alternate, so that a burst of other work on the machine hits them alike.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import {
  building,
  excludedCalls,
  FLOOR_ONLY_URL,
  NO_WORK_URL,
  statisticsCalls,
  type Caller,
  type Fixture,
  type RawQuery,
  type StatisticsCall,
} from './analytics-calls.ts';

export type Latency = { p50: number; p95: number };
export type CallFigures =
  | {
      url: string;
      status: 'measured';
      call: Latency;
      rollup: Latency | null;
      replay: Latency;
      /** The floor-only route with this call's floor and answer (null when not registered). */
      ideal: Latency | null;
      statements: number;
      /** Median time to write the call's answer as JSON bytes (JSON.stringify, then UTF-8). */
      answerWrite: number;
      /** Requests measured: fewer than asked when the call's time budget ran out. */
      samples: number;
      responseBytes: number;
    }
  | { url: string; status: 'failed'; reason: string };

/** What the floor-only route runs and answers: set before each call is measured. */
export type FloorOnly = { run: () => Promise<void>; answer: string };

export type MeasureOptions = {
  requests: number;
  /** Requests of the call alone before it is measured, within `warmupSeconds`. */
  warmup: number;
  warmupSeconds: number;
  budgetSeconds: number;
  /** A single request (or replay) taking longer fails the call; PostgreSQL's queries are cancelled. */
  timeoutSeconds: number;
};
const MIN_SAMPLES = 20;
/** Rounds of the call, its SQL and its rollup after the call's own warm-up. */
const WARM_ROUNDS = 20;

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
const latency = (samples: number[]): Latency => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
};

// pg's Pool.query as the app calls it (config object or text and values), without its overloads.
type Query = (...args: unknown[]) => Promise<unknown>;
const queryOf = (database: Database) => database.pool as unknown as { query: Query };

/** Every statement sent through the pool while `run` runs (Drizzle and the app use the pool). */
async function recordStatements(
  database: Database,
  run: () => Promise<void>,
): Promise<unknown[][]> {
  const pool = queryOf(database);
  const original = pool.query;
  const recorded: unknown[][] = [];
  pool.query = (...args) => {
    recorded.push(args);
    return original.apply(database.pool, args);
  };
  try {
    await run();
  } finally {
    pool.query = original;
  }
  return recorded;
}

/** Cancels the statements still running in the benchmark's database (PostgreSQL only). */
export async function cancelRunning(database: Database): Promise<void> {
  if (database.kind !== 'postgres') return;
  await database.pool.query(
    `select pg_cancel_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and state = 'active'`,
  );
}

/** Runs `run`, failing after `seconds`: PGlite's single session cannot cancel, so it waits. */
async function bounded(database: Database, seconds: number, run: () => Promise<void>) {
  const running = run();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => {
      resolve('late');
    }, seconds * 1000);
  });
  try {
    if ((await Promise.race([running, late])) !== 'late') return;
  } finally {
    clearTimeout(timer);
  }
  await cancelRunning(database);
  await running.catch(() => undefined);
  throw new Error(
    `one request took over ${seconds} s${database.kind === 'postgres' ? ' (its queries were cancelled)' : ''}`,
  );
}

/** A recorded statement's text on one line (pg takes a text or a config object first). */
const statementText = (args: unknown[]): string => {
  const [first] = args;
  const text =
    typeof first === 'string'
      ? first
      : typeof first === 'object' && first !== null && 'text' in first
        ? String(first.text)
        : JSON.stringify(first);
  return text.replace(/\s+/g, ' ').trim();
};

/** One request through the app (no network); answers the answer's text, failing on anything but 200. */
async function post(app: FastifyInstance, url: string, token: string, payload: string) {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload,
  });
  if (response.statusCode !== 200)
    throw new Error(`answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return response.body;
}

/**
 * The median time to write an answer as the bytes that go out (JSON.stringify, then UTF-8), the
 * least any implementation of the call pays for it: the app's compiled writer measured the same
 * as JSON.stringify on the largest answer (docs/performance.md).
 */
function answerWriteTime(answer: string): number {
  const value: unknown = JSON.parse(answer);
  const write = () => Buffer.from(JSON.stringify(value));
  const samples: number[] = [];
  for (let i = 0; i < 70; i++) {
    const started = performance.now();
    write();
    if (i >= 20) samples.push(performance.now() - started);
  }
  return latency(samples).p50;
}

/** Warm-up to V8's steady state: up to `warmup` runs within `warmupSeconds` (at least 5). */
async function warmUp(run: () => Promise<unknown>, options: MeasureOptions): Promise<void> {
  const started = performance.now();
  for (
    let i = 0;
    i < options.warmup && (i < 5 || performance.now() - started < options.warmupSeconds * 1000);
    i++
  )
    await run();
}

const timed = async (run: () => Promise<unknown>): Promise<number> => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

async function measureCall(
  app: FastifyInstance,
  database: Database,
  token: string,
  fixture: Fixture,
  call: StatisticsCall,
  options: MeasureOptions & {
    showSql: boolean;
    log: (message: string) => void;
    floorOnly: FloorOnly | null;
  },
): Promise<CallFigures> {
  const payload = JSON.stringify(call.body(fixture));
  const rollup: RawQuery[] = call.rollup?.(fixture) ?? [];
  let answer = '';
  const within = (run: () => Promise<void>) => () => bounded(database, options.timeoutSeconds, run);
  const request = within(async () => {
    answer = await post(app, call.url, token, payload);
  });
  const runRollup = async () => {
    for (const q of rollup) await database.pool.query(q.text, q.values);
  };
  const queries = within(runRollup);

  try {
    // What a request sends once the app knows the caller and the target (token, organization
    // and target remembered): the first request fills those, the next two are recorded and the
    // one with fewer statements kept (a remembered read of an earlier call can reach its time
    // limit between two requests and be read again).
    await request();
    const [second, third] = [
      await recordStatements(database, request),
      await recordStatements(database, request),
    ];
    const statements = second.length <= third.length ? second : third;
    if (options.showSql)
      for (const args of statements) options.log(`${call.url} sends ${statementText(args)}`);
    const runReplay = async () => {
      for (const args of statements) await queryOf(database).query(...args);
    };
    const replay = within(runReplay);
    // The ideal: the call's floor read through the app, its answer handed over as it was.
    const { floorOnly } = options;
    if (floorOnly) {
      floorOnly.run = rollup.length ? runRollup : runReplay;
      floorOnly.answer = answer;
    }
    // Its body is written once, as the call's is (the no-work route's building body).
    const idealPayload = JSON.stringify(building(fixture));
    const ideal = within(async () => {
      await post(app, FLOOR_ONLY_URL, token, idealPayload);
    });
    // Warm up to V8's steady state, as in a server that has run a while: V8 optimizes a function
    // with its top compiler (TurboFan) after about 3,000 calls (--invocation-count-for-turbofan),
    // and the functions a request runs once (routing, validation, the handler, pg's query
    // setup) reach it only after 2,000–3,500 requests (--trace-opt). The call alone runs pg's
    // client code too; then a few rounds of all three warm each statement in the database.
    await warmUp(request, options);
    for (let i = 0; i < WARM_ROUNDS; i++) {
      await request();
      await replay();
      if (rollup.length) await queries();
      if (floorOnly) await ideal();
    }
    const samples = {
      call: [] as number[],
      rollup: [] as number[],
      replay: [] as number[],
      ideal: [] as number[],
    };
    const steps = [
      async () => samples.call.push(await timed(request)),
      async () => samples.replay.push(await timed(replay)),
      async () => {
        if (rollup.length) samples.rollup.push(await timed(queries));
      },
      async () => {
        if (floorOnly) samples.ideal.push(await timed(ideal));
      },
    ];
    // A slow call stops early once its budget is spent, after at least MIN_SAMPLES requests.
    const started = performance.now();
    const enough = (i: number) =>
      i >= options.requests ||
      (i >= Math.min(MIN_SAMPLES, options.requests) &&
        performance.now() - started > options.budgetSeconds * 1000);
    for (let i = 0; !enough(i); i++) {
      // Rotate which goes first.
      for (let s = 0; s < steps.length; s++) await steps[(i + s) % steps.length]?.();
    }
    return {
      url: call.url,
      status: 'measured',
      call: latency(samples.call),
      rollup: rollup.length ? latency(samples.rollup) : null,
      replay: latency(samples.replay),
      ideal: floorOnly ? latency(samples.ideal) : null,
      statements: statements.length,
      answerWrite: answerWriteTime(answer),
      samples: samples.call.length,
      responseBytes: Buffer.byteLength(answer),
    };
  } catch (error) {
    return {
      url: call.url,
      status: 'failed',
      reason: error instanceof Error ? error.message : String(error),
    };
  }
}

/** Statistics routes the app registers (OpenAPI tag "statistics") that the list does not name. */
export function unlistedCalls(app: FastifyInstance): string[] {
  const document = app.swagger() as {
    paths?: Record<string, Record<string, { tags?: string[] } | undefined>>;
  };
  const listed = new Set([...statisticsCalls.map((c) => c.url), ...Object.keys(excludedCalls)]);
  return Object.entries(document.paths ?? {})
    .filter(([, methods]) =>
      Object.values(methods).some((operation) => operation?.tags?.includes('statistics')),
    )
    .map(([path]) => path)
    .filter((path) => !listed.has(path))
    .sort();
}

/**
 * The app's own cost of a call: the benchmark's no-work route (NO_WORK_URL) asked with a
 * building call's body, warmed up and measured as the calls are.
 */
async function measureNoWork(
  app: FastifyInstance,
  token: string,
  fixture: Fixture,
  options: MeasureOptions,
): Promise<Latency> {
  const payload = JSON.stringify(building(fixture));
  const request = () => post(app, NO_WORK_URL, token, payload);
  await warmUp(request, options);
  const samples: number[] = [];
  for (let i = 0; i < options.requests; i++) samples.push(await timed(request));
  return latency(samples);
}

export async function measureCalls(
  app: FastifyInstance,
  database: Database,
  tokens: Record<Caller, string>,
  fixture: Fixture,
  options: MeasureOptions & {
    log: (message: string) => void;
    only: string[];
    showSql: boolean;
    floorOnly: FloorOnly | null;
  },
): Promise<{ measured: CallFigures[]; notRegistered: string[]; noWork: Latency | null }> {
  const noWork = app.hasRoute({ method: 'POST', url: NO_WORK_URL })
    ? await measureNoWork(app, tokens.owner, fixture, options)
    : null;
  if (noWork)
    options.log(
      `${database.kind}: no-work baseline p50 ${noWork.p50.toFixed(2)} ms, p95 ${noWork.p95.toFixed(2)} ms`,
    );
  const measured: CallFigures[] = [];
  const notRegistered: string[] = [];
  const chosen = statisticsCalls.filter(
    (c) => options.only.length === 0 || options.only.some((part) => c.url.includes(part)),
  );
  for (const call of chosen) {
    if (!app.hasRoute({ method: 'POST', url: call.url })) {
      notRegistered.push(call.url);
      continue;
    }
    const figures = await measureCall(
      app,
      database,
      tokens[call.as ?? 'owner'],
      fixture,
      call,
      options,
    );
    options.log(
      `${database.kind}: ${call.url} ${
        figures.status === 'measured'
          ? `p95 ${figures.call.p95.toFixed(1)} ms (its ${figures.statements} statements ${figures.replay.p95.toFixed(1)} ms${figures.rollup ? `, rollup ${figures.rollup.p95.toFixed(1)} ms` : ''})`
          : `failed: ${figures.reason}`
      }`,
    );
    measured.push(figures);
  }
  return { measured, notRegistered, noWork };
}
