// Once per test run (Vitest's globalSetup of the server project): the moment the whole run takes
// as "now", and the databases every test file starts from, migrated once instead of once per
// file. Opening a new PGlite folder runs initdb in WebAssembly (several seconds) and migrating
// it takes more: a file now copies a migrated folder (PGlite) or creates its database from a
// migrated template (PostgreSQL, `CREATE DATABASE … TEMPLATE`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { MIGRATED, withAdminClient } from './templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** ISO instant: the clock of every test file (setup-clock.ts). */
    testNow: string;
    /** Folder of the PGlite templates (`migrated/`, and those made on first use). */
    templateRoot: string;
    /** The migrated PostgreSQL database new test databases are copies of; null without one. */
    postgresTemplate: string | null;
  }
}

async function migratedPglite(root: string): Promise<void> {
  const database = await openDatabase({ dataDir: join(root, MIGRATED) });
  await migrateDatabase(database);
  await database.close();
}

async function migratedPostgres(url: string): Promise<string> {
  const name = `atrium_template_${String(process.pid)}`;
  await withAdminClient(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name}`);
    await client.query(`CREATE DATABASE ${name}`);
  });
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ dataDir: tmpdir(), databaseUrl: target.toString() });
  await migrateDatabase(database);
  // A template copied from must have no session open.
  await database.close();
  return name;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = mkdtempSync(join(tmpdir(), 'atrium-templates-'));
  const url = process.env.DATABASE_URL;
  const [, postgresTemplate] = await Promise.all([
    migratedPglite(root),
    url ? migratedPostgres(url) : Promise.resolve(null),
  ]);
  project.provide('testNow', new Date().toISOString());
  project.provide('templateRoot', root);
  project.provide('postgresTemplate', postgresTemplate);
  return async () => {
    rmSync(root, { recursive: true, force: true });
    if (url && postgresTemplate)
      await withAdminClient(url, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`),
      );
  };
}
