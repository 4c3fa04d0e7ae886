// Latency of the statistics calls: each call through the real app (app.inject: routing, token,
// scope, validation, handler, serialization; no network), one request at a time, after a warm-up
// of the call alone; p50 and p95 of each call in each of its scenarios.
import type { FastifyInstance } from 'fastify';
import type { Database, DatabaseKind } from '../src/db/client.ts';
import {
  excludedCalls,
  scenarios,
  statisticsCalls,
  type Caller,
  type Fixture,
  type Scenario,
} from './analytics-calls.ts';

export type Latency = { p50: number; p95: number };
export type CallFigures = { url: string; scenario: Scenario } & (
  | {
      status: 'measured';
      call: Latency;
      /** Requests measured: fewer than asked when the call's time budget ran out. */
      samples: number;
      responseBytes: number;
    }
  | { status: 'failed'; reason: string }
);

export type MeasureOptions = {
  requests: number;
  /** Requests of the call alone before it is measured, within `warmupSeconds`. */
  warmup: number;
  warmupSeconds: number;
  budgetSeconds: number;
  /** A single request taking longer fails the call; PostgreSQL's queries are cancelled. */
  timeoutSeconds: number;
};
const MIN_SAMPLES = 20;

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
export const latency = (samples: number[]): Latency => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
};

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

const timed = async (run: () => Promise<unknown>): Promise<number> => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

async function measureCall(
  app: FastifyInstance,
  database: Database,
  token: string,
  url: string,
  body: Record<string, unknown>,
  options: MeasureOptions,
): Promise<{ call: Latency; samples: number; responseBytes: number }> {
  const payload = JSON.stringify(body);
  let answer = '';
  const request = () =>
    bounded(database, options.timeoutSeconds, async () => {
      answer = await post(app, url, token, payload);
    });
  // Warm-up: V8 optimizes a request's code after some thousands of runs; the first requests
  // also plan the call's statements.
  const warmStarted = performance.now();
  for (
    let i = 0;
    i < options.warmup && (i < 5 || performance.now() - warmStarted < options.warmupSeconds * 1000);
    i++
  )
    await request();
  // A slow call stops early once its budget is spent, after at least MIN_SAMPLES requests.
  const samples: number[] = [];
  const started = performance.now();
  while (
    samples.length < options.requests &&
    (samples.length < Math.min(MIN_SAMPLES, options.requests) ||
      performance.now() - started < options.budgetSeconds * 1000)
  )
    samples.push(await timed(request));
  return {
    call: latency(samples),
    samples: samples.length,
    responseBytes: Buffer.byteLength(answer),
  };
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

export async function measureCalls(
  app: FastifyInstance,
  { kind, database }: { kind: DatabaseKind; database: Database },
  tokens: Record<Caller, string>,
  fixture: Fixture,
  options: MeasureOptions & { log: (message: string) => void; only: string[] },
): Promise<{ measured: CallFigures[]; notRegistered: string[] }> {
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
    for (const scenario of scenarios) {
      const ask = call[scenario];
      if (!ask) continue;
      let figures: CallFigures;
      try {
        const result = await measureCall(
          app,
          database,
          tokens[ask.as],
          call.url,
          ask.body(fixture),
          options,
        );
        figures = { url: call.url, scenario, status: 'measured', ...result };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        figures = { url: call.url, scenario, status: 'failed', reason };
      }
      options.log(
        `${kind}: ${call.url} (${scenario}) ${
          figures.status === 'measured'
            ? `p50 ${figures.call.p50.toFixed(1)} ms, p95 ${figures.call.p95.toFixed(1)} ms`
            : `failed: ${figures.reason}`
        }`,
      );
      measured.push(figures);
    }
  }
  return { measured, notRegistered };
}
