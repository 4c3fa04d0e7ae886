// PGlite's own autovacuum (db/maintenance.ts): PostgreSQL's thresholds, names quoted, and the
// server's pass after a job. A server's autovacuum does this on PostgreSQL, so PGlite only.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { maintainTables, tablesDue } from '../src/db/maintenance.ts';
import { openTestDatabase, type TestDatabase } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';

const PROBE = '"Upkeep probe"';

async function statisticsOf(database: TestDatabase) {
  const { rows } = await database.pool.query<{ tuples: number; visible: number }>(
    `select reltuples as tuples, relallvisible as visible from pg_class where relname = 'Upkeep probe'`,
  );
  return rows[0];
}

const dueProbe = async (database: TestDatabase) =>
  (await tablesDue(database.pool)).filter((t) => t.table === 'Upkeep probe');

describe('table maintenance on pglite', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await maintainTables(database.pool);
    await database.pool.query(`create table ${PROBE} (id int primary key, value int)`);
  });
  afterAll(() => database.close());

  it('leaves nothing due once a pass has run', async () => {
    expect(await tablesDue(database.pool)).toEqual([]);
  });

  it('analyzes and vacuums a table never analyzed, its name quoted', async () => {
    await database.pool.query(
      `insert into ${PROBE} select g, g % 10 from generate_series(1, 5000) g`,
    );
    expect(await dueProbe(database)).toEqual([
      { table: 'Upkeep probe', statement: `VACUUM (ANALYZE) public.${PROBE}` },
    ]);
    await maintainTables(database.pool);
    const analyzed = await statisticsOf(database);
    expect(analyzed?.tuples).toBe(5000);
    expect(analyzed?.visible).toBeGreaterThan(0);
    expect(await dueProbe(database)).toEqual([]);
  });

  it('waits for changes past PostgreSQL’s thresholds: 50 rows and a tenth to analyze', async () => {
    // 5,000 rows: analyze past 550 changed rows, vacuum past 1,050 dead or 2,000 inserted ones.
    await database.pool.query(
      `insert into ${PROBE} select g, 0 from generate_series(5001, 5500) g`,
    );
    expect(await dueProbe(database)).toEqual([]);
    await database.pool.query(
      `insert into ${PROBE} select g, 0 from generate_series(5501, 5600) g`,
    );
    expect(await dueProbe(database)).toEqual([
      { table: 'Upkeep probe', statement: `ANALYZE public.${PROBE}` },
    ]);
    await maintainTables(database.pool);
    expect((await statisticsOf(database))?.tuples).toBe(5600);
  });

  it('vacuums past a fifth of the rows dead', async () => {
    await database.pool.query(`update ${PROBE} set value = value + 1 where id <= 1200`);
    expect(await dueProbe(database)).toEqual([
      { table: 'Upkeep probe', statement: `VACUUM (ANALYZE) public.${PROBE}` },
    ]);
    await maintainTables(database.pool);
    const { rows } = await database.pool.query<{ dead: string }>(
      `select n_dead_tup as dead from pg_stat_user_tables where relname = 'Upkeep probe'`,
    );
    expect(rows[0]?.dead).toBe('0');
  });
});

describe('the server on pglite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it('maintains the tables a job has written', async () => {
    t.app.jobs.register('probe-rows', async () => {
      await t.database.pool.query(
        `create table ${PROBE} as select g as id from generate_series(1, 3000) g`,
      );
    });
    await t.app.jobs.enqueue('probe-rows', {});
    await t.app.jobs.drain();
    await vi.waitFor(
      async () => {
        expect((await statisticsOf(t.database))?.tuples).toBe(3000);
      },
      { timeout: 5000 },
    );
  });
});
