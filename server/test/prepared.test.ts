// Prepared statements (db/prepared.ts) on both databases.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPrepared } from '../src/db/prepared.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/database.ts';

describe.each(databaseKinds)('prepared statements on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await migrateDatabase(database);
    await database.db.execute(sql`create table probe (n int not null)`);
  });
  afterAll(() => database.close());

  const setProbe = (n: number) => database.db.execute(sql`update probe set n = ${n}`);

  it('runs a prepared read again after it failed', async () => {
    await database.db.execute(sql`insert into probe values (0)`);
    const query = sql`select 10 / n as n from probe`;
    // The pool drops the connection whose query failed; on PGlite the next one meets the same
    // session, with the statement still prepared (db/client.ts).
    await expect(readPrepared(database.db, query)).rejects.toThrow('Failed query');
    await setProbe(5);
    expect(await readPrepared(database.db, query)).toEqual([{ n: 2 }]);
    expect(await readPrepared(database.db, sql`select n from probe`)).toEqual([{ n: 5 }]);
  });

  it('plans named statements for their values on PGlite, also after a reconnect', async () => {
    const mode = async () =>
      (await database.pool.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows[0]
        ?.plan_cache_mode;
    // PGlite's generic plans scan a date index across the portfolio (db/client.ts).
    const expected = kind === 'pglite' ? 'force_custom_plan' : 'auto';
    expect(await mode()).toBe(expected);
    await expect(database.pool.query('select 1 / 0')).rejects.toThrow();
    expect(await mode()).toBe(expected);
  });

  it('sends each text under one name, whatever its values', async () => {
    const read = (divisor: number) =>
      readPrepared<{ n: number }>(database.db, sql`select n / ${divisor} as n from probe`);
    expect(await read(5)).toEqual([{ n: 1 }]);
    expect(await read(1)).toEqual([{ n: 5 }]);
  });
});
