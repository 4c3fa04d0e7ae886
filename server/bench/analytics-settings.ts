// Settings of the analytics benchmark, from the environment (see docs/performance.md).
import type { DatabaseKind } from '../src/db/client.ts';
import { LARGE } from '../src/occupancy/synthetic.ts';

const intFromEnv = (name: string, fallback: number, min: number, max: number): number => {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${text}"`);
  return value;
};

const listFromEnv = (name: string, fallback: string): string[] =>
  (process.env[name] ?? fallback)
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** What to load and measure; every figure can be changed through the environment. */
export type Settings = {
  /** Days of readings of each building with readings, ending yesterday. */
  days: number;
  /** Buildings with readings, the measured one first (all of them: the portfolio scenario). */
  buildings: number;
  /** Days of readings of the buildings after the first (a year of all 100 would take hours). */
  otherDays: number;
  batchDays: number;
  requests: number;
  /** Requests of each call alone before it is measured, within `warmupSeconds`. */
  warmup: number;
  warmupSeconds: number;
  /** Seconds a call may take in all before it stops short of `requests` (after 20). */
  callSeconds: number;
  /** Seconds one request may take before its call is reported as failed. */
  requestSeconds: number;
  databases: DatabaseKind[];
  /** Only the calls whose URL contains one of these (all when empty). */
  calls: string[];
  /** A git revision whose app is measured too, beside this checkout's (BENCH_BEFORE). */
  before: string | null;
};

export function readSettings(): Settings {
  const days = intFromEnv('BENCH_DAYS', LARGE.days, 1, 3 * 366);
  const databases = listFromEnv('BENCH_DATABASES', 'pglite,postgres');
  for (const d of databases)
    if (d !== 'pglite' && d !== 'postgres')
      throw new Error(`BENCH_DATABASES lists pglite and/or postgres, got "${d}"`);
  return {
    days,
    buildings: intFromEnv('BENCH_BUILDINGS', LARGE.buildings, 1, LARGE.buildings),
    otherDays: Math.min(days, intFromEnv('BENCH_OTHER_DAYS', 28, 1, 3 * 366)),
    batchDays: intFromEnv('BENCH_BATCH_DAYS', 7, 1, 31),
    requests: intFromEnv('BENCH_REQUESTS', 200, 5, 10_000),
    warmup: intFromEnv('BENCH_WARMUP', 500, 0, 100_000),
    warmupSeconds: intFromEnv('BENCH_WARMUP_SECONDS', 3, 1, 3600),
    callSeconds: intFromEnv('BENCH_CALL_SECONDS', 10, 1, 3600),
    requestSeconds: intFromEnv('BENCH_REQUEST_SECONDS', 30, 1, 3600),
    databases: databases as DatabaseKind[],
    calls: listFromEnv('BENCH_CALLS', ''),
    before: process.env.BENCH_BEFORE || null,
  };
}
