import { resolve } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { CASING, type Database } from './client.ts';

export const migrationsFolder = resolve(import.meta.dirname, '../../drizzle');

/** Applies the committed drizzle-kit migrations that the database has not seen yet. */
export async function migrateDatabase(database: Database): Promise<void> {
  // On a connection of its own without the statement time limit: building an index on a large
  // table may take longer than any request should (db/statement-timeout.ts).
  const client = await database.pool.connect();
  try {
    await client.query('SET statement_timeout = 0');
    await migrate(drizzle(client, { casing: CASING }), { migrationsFolder });
  } finally {
    await client.query('RESET statement_timeout').catch(() => undefined);
    client.release();
  }
}
