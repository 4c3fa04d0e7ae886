// Test databases as copies of templates made once per run (global-setup.ts): a PGlite data
// folder copied, or a PostgreSQL database created from a template database. A template beyond
// the migrated one (the small demo portfolio) is made by the first test file that asks for it,
// while the others that ask wait for it.
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { inject } from 'vitest';

export const MIGRATED = 'migrated';

export async function withAdminClient<T>(
  url: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Copies the template's data folder (`pglite/`, `files/`) into `dataDir`. */
export function copyTemplate(name: string, dataDir: string): void {
  cpSync(join(inject('templateRoot'), name), dataDir, { recursive: true });
}

/** How long a test file waits for another to make a template. */
const WAIT_MS = 5 * 60_000;

/**
 * The template `name`, made once per run by `fill` from a copy of the migrated one (given its
 * data folder): the first file to ask makes it; the others wait until it is ready.
 */
export async function sharedTemplate(
  name: string,
  fill: (dataDir: string) => Promise<void>,
): Promise<string> {
  const dir = join(inject('templateRoot'), name);
  const ready = `${dir}.ready`;
  try {
    // mkdir is atomic: one file wins and makes the template.
    mkdirSync(`${dir}.lock`);
  } catch {
    const until = Date.now() + WAIT_MS;
    while (!existsSync(ready)) {
      if (Date.now() > until) throw new Error(`The test template ${name} was not made in time`);
      await sleep(200);
    }
    return name;
  }
  try {
    copyTemplate(MIGRATED, dir);
    await fill(dir);
    writeFileSync(ready, '');
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return name;
}
