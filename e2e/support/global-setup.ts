// Once per end-to-end run (Vitest's globalSetup of the e2e project): the small demo portfolio with
// its first jobs run, made by `npm run demo:reset` into a template, so that each test file's
// server starts on a copy of it (a data folder copied; on PostgreSQL a database created from a
// template database) in a few seconds instead of generating the demo again. The first start
// itself, generating the demo on an empty database, is tested in demo.test.ts.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { adminQuery, databaseUrlNamed } from './postgres.ts';

export type DemoTemplate = {
  /** The data folder (the embedded database, the stored files) each server starts from. */
  dataDir: string;
  /** On PostgreSQL: the database each server's database is created from. */
  postgresDatabase: string | null;
};

declare module 'vitest' {
  export interface ProvidedContext {
    demoTemplate: DemoTemplate;
  }
}

const demoReset = resolve(import.meta.dirname, '../../scripts/demo-reset.ts');

async function runDemoReset(env: Record<string, string>): Promise<void> {
  const { DATABASE_URL: _serverUrl, ...inherited } = process.env;
  const child = spawn(process.execPath, [demoReset], {
    env: { ...inherited, LOG_LEVEL: 'warn', ATRIUM_DEMO: '1', ATRIUM_DEMO_SIZE: 'small', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  if (code !== 0)
    throw new Error(`The end-to-end demo template failed (exit ${String(code)}):\n${output}`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-e2e-template-'));
  const serverUrl = process.env.DATABASE_URL;
  const postgresDatabase = serverUrl ? `atrium_e2e_template_${String(process.pid)}` : null;
  if (serverUrl && postgresDatabase) {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${postgresDatabase}`);
    await adminQuery(serverUrl, `CREATE DATABASE ${postgresDatabase}`);
  }
  await runDemoReset({
    ATRIUM_DATA_DIR: dataDir,
    ...(serverUrl && postgresDatabase
      ? { DATABASE_URL: databaseUrlNamed(serverUrl, postgresDatabase) }
      : {}),
  });
  project.provide('demoTemplate', { dataDir, postgresDatabase });
  return async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (serverUrl && postgresDatabase)
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${postgresDatabase} WITH (FORCE)`);
  };
}
