import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { STATEMENT_TIMEOUT_MS } from './statement-timeout.ts';
// Declares the WebAssembly API Node provides.
import type {} from '../webassembly.d.ts';

/** How schema property names become column names (shared with `prepared.ts`). */
export const CASING = 'snake_case';

export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  kind: DatabaseKind;
  db: NodePgDatabase;
  pool: pg.Pool;
  close(): Promise<void>;
};

export type DatabaseOptions = { databaseUrl?: string | undefined; dataDir: string };

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite on disk in `dataDir`. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(resolve(options.dataDir, 'pglite'));
}

/** An idle connection that the server drops must not crash the process: the pool replaces it. */
function keepAlive(pool: pg.Pool): pg.Pool {
  pool.on('error', (error) => {
    console.error(`Database connection lost (${error.message}); it will be replaced on next use.`);
  });
  return pool;
}

function openPostgres(connectionString: string): Database {
  const pool = keepAlive(
    new pg.Pool({ connectionString, max: 10, statement_timeout: STATEMENT_TIMEOUT_MS }),
  );
  return {
    kind: 'postgres',
    db: drizzle(pool, { casing: CASING }),
    pool,
    close: () => pool.end(),
  };
}

/** A folder that both this process and the database server read: `served` is its server's path. */
export type Staging = { folder: string; served: string };

const stagings = new WeakMap<pg.ClientBase, Staging>();

/**
 * Where rows can be staged for a COPY FROM a file on this connection's server: PGlite's data
 * folder, which it sees as `/pglite/data`. Null on PostgreSQL, which takes COPY FROM STDIN.
 */
export const stagingOf = (client: pg.ClientBase): Staging | null => stagings.get(client) ?? null;

let compiledPostgres: Promise<WebAssembly.Module> | undefined;

/**
 * PGlite's PostgreSQL build (WebAssembly), compiled once per process and handed to each database's
 * worker: a worker compiling it again spent twice the CPU time opening a database (1.1 → 0.5
 * CPU-s), which the tests pay for every file.
 */
function postgresModule(): Promise<WebAssembly.Module> {
  compiledPostgres ??= readFile(
    join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm'),
  ).then((bytes) => WebAssembly.compile(bytes));
  return compiledPostgres;
}

async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const postgres = await postgresModule();
  // A short socket path: Unix socket paths are limited to about 100 characters.
  const socketDir = mkdtempSync(join(tmpdir(), 'atrium-pg-'));
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), {
    workerData: { dataDir, socketPath: join(socketDir, '.s.PGSQL.5432'), postgres },
  });
  const failed = once(worker, 'error').then(([error]: unknown[]) => {
    throw new Error(`Embedded database failed to start in ${dataDir}: ${String(error)}`);
  });
  await Promise.race([once(worker, 'message'), failed]);

  const pool = new pg.Pool({
    host: socketDir,
    port: 5432,
    database: 'postgres',
    user: 'postgres',
    max: 1,
    // The pool drops a connection whose query failed and opens another, but PGlite has one
    // session behind its socket: the named statements of the dropped connection are still
    // there, and the new connection, not knowing them, would fail to prepare them again
    // ("prepared statement already exists").
    // Named statements keep PostgreSQL's default plan cache, as on a server: after five runs a
    // statement keeps its generic plan and is not planned again, where planning on PGlite also
    // measures every table and index it reads through the file system (docs/decisions.md).
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- pg-pool awaits it; @types/pg says void
    onConnect: async (client) => {
      stagings.set(client, { folder: dataDir, served: '/pglite/data' });
      await client.query('DEALLOCATE ALL');
    },
  });
  const close = async () => {
    await pool.end();
    worker.postMessage('close');
    await once(worker, 'message');
    await worker.terminate();
    rmSync(socketDir, { recursive: true, force: true });
  };
  return { kind: 'pglite', db: drizzle(pool, { casing: CASING }), pool, close };
}
