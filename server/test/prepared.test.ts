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

  it('keeps a generic plan after five runs, as a PostgreSQL server does, on both databases', async () => {
    // A statement planned once skips planning, which on PGlite also measures each table and
    // index it reads through the file system (db/client.ts).
    const read = () => readPrepared(database.db, sql`select n from probe where n >= ${0}`);
    for (let run = 0; run < 7; run++) expect(await read()).toEqual([{ n: 5 }]);
    const plans = await database.pool.query<{ generic_plans: string; custom_plans: string }>(
      `select generic_plans, custom_plans from pg_prepared_statements
       where statement like '%from probe where n >= $1%'`,
    );
    expect(plans.rows).toHaveLength(1);
    expect(Number(plans.rows[0]?.custom_plans)).toBe(5);
    expect(Number(plans.rows[0]?.generic_plans)).toBe(2);
  });

  it('sends each text under one name, whatever its values', async () => {
    const read = (divisor: number) =>
      readPrepared<{ n: number }>(database.db, sql`select n / ${divisor} as n from probe`);
    expect(await read(5)).toEqual([{ n: 1 }]);
    expect(await read(1)).toEqual([{ n: 5 }]);
  });
});
