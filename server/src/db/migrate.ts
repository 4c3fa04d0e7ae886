import { resolve } from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';

export const migrationsFolder = resolve(import.meta.dirname, '../../drizzle');

/** Applies the committed drizzle-kit migrations that the database has not seen yet. */
export async function migrateDatabase(database: Database): Promise<void> {
  await migrate(database.db, { migrationsFolder });
}
