import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';
import { adminQuery, databaseUrlNamed } from './postgres.ts';
// Its ProvidedContext names the run's demo template.
import type {} from './global-setup.ts';

export type RunningServer = {
  url: string;
  /** What the server printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
};

export type ServerOptions = {
  /**
   * Start on this data folder (kept after stop) with the embedded database, even when
   * DATABASE_URL names a server; otherwise on a copy of the demo template, removed at stop.
   */
  dataDir?: string;
};

const serverMain = resolve(import.meta.dirname, '../../server/src/main.ts');

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => {
        done(port);
      });
    });
  });
}

/**
 * A database on the PostgreSQL server of DATABASE_URL created from the demo template, dropped
 * when the server stops.
 */
async function createDatabase(
  serverUrl: string,
  template: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `atrium_e2e_${String(process.pid)}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  return {
    url: databaseUrlNamed(serverUrl, name),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * Starts the real Atrium server as `npm start` does (same entry point, its own process), on a
 * free port. Without a data folder given, it starts on a copy of the run's demo template
 * (global-setup.ts): the small demo portfolio, its first jobs done; with DATABASE_URL set, in a
 * PostgreSQL database copied from the template's.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const template = options.dataDir ? null : inject('demoTemplate');
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'atrium-e2e-'));
  if (template) cpSync(template.dataDir, dataDir, { recursive: true });
  const serverUrl = process.env.DATABASE_URL;
  const database =
    serverUrl && template?.postgresDatabase
      ? await createDatabase(serverUrl, template.postgresDatabase)
      : null;
  const { DATABASE_URL: _serverUrl, ...inherited } = process.env;
  const settings: Record<string, string | undefined> = {
    ...inherited,
    PORT: String(port),
    HOST: 'localhost',
    ATRIUM_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // On a folder of its own (no demo yet), the server makes the small demo portfolio.
    ATRIUM_DEMO: '1',
    ATRIUM_DEMO_SIZE: 'small',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  };
  const child: ChildProcess = spawn(process.execPath, [serverMain], {
    // An empty value unsets a setting.
    env: Object.fromEntries(Object.entries(settings).filter(([, value]) => value)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  // localhost, as the identity provider's issuer and the web app's address say.
  const url = `http://localhost:${port}`;

  // Under the hook's 120 s: a loaded shared machine makes the small demo in well over a minute.
  const deadline = Date.now() + 110_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  if (Date.now() >= deadline) throw new Error(`Server did not become healthy:\n${output}`);

  return {
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}
