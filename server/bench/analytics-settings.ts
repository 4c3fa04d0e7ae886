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

/** What to load and measure; every figure can be changed through the environment. */
export type Settings = {
  full: boolean;
  /** Days of readings of the measured building (the first), ending yesterday. */
  days: number;
  /** Buildings with readings, the measured one included. */
  buildings: number;
  /** Days of readings of each other building with readings. */
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
  /** The app's STRUCTURE_CACHE_TTL_MS (default 2000; 0: every call reads its target). */
  structureCacheTtlMs: number;
  /** Print each call's recorded statements (BENCH_SHOW_SQL=1). */
  showSql: boolean;
};

export function readSettings(): Settings {
  const full = process.env.BENCH_FULL === '1';
  const days = intFromEnv('BENCH_DAYS', LARGE.days, 1, 3 * 366);
  const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres')
    .split(',')
    .map((d) => d.trim())
    .filter((d) => d !== '');
  for (const d of databases)
    if (d !== 'pglite' && d !== 'postgres')
      throw new Error(`BENCH_DATABASES lists pglite and/or postgres, got "${d}"`);
  return {
    full,
    days,
    buildings: full ? LARGE.buildings : intFromEnv('BENCH_BUILDINGS', 5, 1, LARGE.buildings),
    otherDays: full ? days : Math.min(days, intFromEnv('BENCH_OTHER_DAYS', 14, 1, 3 * 366)),
    batchDays: intFromEnv('BENCH_BATCH_DAYS', 7, 1, 31),
    requests: intFromEnv('BENCH_REQUESTS', 200, 5, 10_000),
    warmup: intFromEnv('BENCH_WARMUP', 3000, 0, 100_000),
    warmupSeconds: intFromEnv('BENCH_WARMUP_SECONDS', 8, 1, 3600),
    callSeconds: intFromEnv('BENCH_CALL_SECONDS', 5, 1, 3600),
    requestSeconds: intFromEnv('BENCH_REQUEST_SECONDS', 30, 1, 3600),
    databases: databases as DatabaseKind[],
    calls: (process.env.BENCH_CALLS ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter((c) => c !== ''),
    structureCacheTtlMs: intFromEnv('STRUCTURE_CACHE_TTL_MS', 2000, 0, 60_000),
    showSql: process.env.BENCH_SHOW_SQL === '1',
  };
}
