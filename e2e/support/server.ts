import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

export type RunningServer = {
  url: string;
  /** What the server printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
};

export type ServerOptions = {
  /** Reuse this data folder (kept after stop); otherwise a new one, removed at stop. */
  dataDir?: string;
  /** The embedded database even when DATABASE_URL names a server. */
  embedded?: boolean;
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

/** A fresh database on the PostgreSQL server of DATABASE_URL, dropped when the server stops. */
async function createDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `atrium_e2e_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Starts the real Atrium server as `npm start` does (same entry point, its own process), on a
 * free port and a fresh data folder; with DATABASE_URL set it uses that PostgreSQL database.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'atrium-e2e-'));
  const serverUrl = options.embedded ? undefined : process.env.DATABASE_URL;
  const database = serverUrl ? await createDatabase(serverUrl) : null;
  const { DATABASE_URL: _serverUrl, ...inherited } = process.env;
  const settings: Record<string, string | undefined> = {
    ...inherited,
    PORT: String(port),
    HOST: 'localhost',
    ATRIUM_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The small demo portfolio gives every test the demo accounts in a few seconds.
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
