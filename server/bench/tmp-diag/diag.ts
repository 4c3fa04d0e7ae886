// Temporary diagnosis (not committed): statement times of a call on the large portfolio.
import { createFreshDatabase, openBenchDatabase, startBenchApp, log } from '../support.ts';
import { insertLargePortfolio, planLargePortfolio } from '../large-portfolio.ts';
import { LARGE_SEED, callerTokens } from '../analytics-fixture.ts';
import type { Database } from '../../src/db/client.ts';

const admin = process.env.DATABASE_URL ?? '';
const url = process.env.DIAG_DB ?? (await createFreshDatabase(admin));
console.log('db', url);
const fresh = !process.env.DIAG_DB;
const bench = await openBenchDatabase('postgres', url);
if (fresh)
  await insertLargePortfolio(bench.database.db, planLargePortfolio(LARGE_SEED), new Date());
await bench.database.pool.query('analyze');
const { app, auth } = await startBenchApp({ ...bench, kind: 'postgres' }, url, {
  readCache: false,
});
await app.ready();
const tokens = await callerTokens(auth, {
  owner: 'harbor',
  tenant: process.env.DIAG_TENANT ?? 'northwind',
});
const callUrl = process.env.DIAG_URL ?? '/api/organizations/statistics';
const as = (process.env.DIAG_AS ?? 'owner') as keyof typeof tokens;
const body = process.env.DIAG_BODY ?? '{}';
const db: Database = bench.database;
type Q = (...args: unknown[]) => Promise<unknown>;
const pool = db.pool as unknown as { query: Q };
const original = pool.query;
const times = new Map<string, number[]>();
let recording = false;
pool.query = async (...args) => {
  const started = performance.now();
  try {
    return await original.apply(db.pool, args);
  } finally {
    if (recording) {
      const first = args[0] as { text?: string } | string;
      const text = (typeof first === 'string' ? first : (first.text ?? '?'))
        .replace(/\s+/g, ' ')
        .slice(0, 160);
      times.set(text, [...(times.get(text) ?? []), performance.now() - started]);
    }
  }
};
const post = () =>
  app.inject({
    method: 'POST',
    url: callUrl,
    headers: { authorization: `Bearer ${tokens[as]}`, 'content-type': 'application/json' },
    payload: body,
  });
for (let i = 0; i < 30; i++) {
  const r = await post();
  if (r.statusCode !== 200) throw new Error(r.body);
}
recording = true;
const totals: number[] = [];
for (let i = 0; i < 20; i++) {
  const s = performance.now();
  await post();
  totals.push(performance.now() - s);
}
recording = false;
totals.sort((a, b) => a - b);
console.log('call median', totals[10]?.toFixed(1));
for (const [text, t] of [...times].sort(
  (a, b) => b[1].reduce((x, y) => x + y) - a[1].reduce((x, y) => x + y),
)) {
  t.sort((a, b) => a - b);
  console.log(
    (t[Math.floor(t.length / 2)] ?? 0).toFixed(2).padStart(8),
    String(t.length / 20).padStart(4),
    text,
  );
}
await app.close();
await bench.database.close();
log('done');
