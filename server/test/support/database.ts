import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseKind } from '../../src/db/client.ts';

/** PGlite always; PostgreSQL too when DATABASE_URL names a server (as in CI). */
export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export type TestDatabase = Database & { dataDir: string; databaseUrl: string | undefined };

/** A fresh, empty database of the given kind: a new PGlite folder, or a new PostgreSQL database. */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-test-'));
  const databaseUrl = kind === 'postgres' ? await createPostgresDatabase() : undefined;
  const database = await openDatabase({ dataDir, databaseUrl });
  return {
    ...database,
    dataDir,
    databaseUrl,
    close: async () => {
      await database.close();
      if (databaseUrl) await dropPostgresDatabase(databaseUrl);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function createPostgresDatabase(): Promise<string> {
  const name = `atrium_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropPostgresDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
