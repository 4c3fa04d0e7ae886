import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseKind } from '../../src/db/client.ts';
import { copyTemplate, MIGRATED, withAdminClient } from './templates.ts';

/** PGlite always; PostgreSQL too when DATABASE_URL names a server (as in CI). */
export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export type TestDatabase = Database & { dataDir: string; databaseUrl: string | undefined };

/**
 * A fresh, migrated database of the given kind, for this file alone: a copy of the run's migrated
 * PGlite folder, or a new PostgreSQL database made from the run's migrated template. `template`
 * names another PGlite template (templates.ts).
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  { template = MIGRATED }: { template?: string } = {},
): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-test-'));
  if (kind === 'pglite') copyTemplate(template, dataDir);
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

const adminUrl = () => process.env.DATABASE_URL ?? '';

async function createPostgresDatabase(): Promise<string> {
  const template = inject('postgresTemplate');
  if (!template) throw new Error('No PostgreSQL template: DATABASE_URL was not set at the start');
  const name = `atrium_test_${String(process.pid)}_${Math.random().toString(36).slice(2, 10)}`;
  await withAdminClient(adminUrl(), (client) =>
    client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`),
  );
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropPostgresDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  await withAdminClient(adminUrl(), (client) =>
    client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  );
}
