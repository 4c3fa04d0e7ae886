// Killing the server mid-import (issue 33, "Done means"): the real server runs as its own process
// on a PGlite data folder; an occupancy import of 200,000 readings is started, the process is
// killed with SIGKILL while the import's job runs, and the server is started again on the same
// folder. The import must end done or failed, never half-written (all its readings or none), and
// its job must be visible through the API with its status and attempts.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oidc from 'openid-client';
import type { DataImportFull, JobFull, ListResponse } from '@atrium/contract';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import * as s from '../src/db/schema/index.ts';
import { IMPORT_JOB } from '../src/imports/pipeline.ts';
import { BrowserSession, formAction } from './support/browser-session.ts';
import { freePort } from './support/listening-app.ts';
import { one } from './support/factories.ts';
import { copyTemplate, MIGRATED } from './support/templates.ts';

const ADMIN = { email: 'restart-admin@atrium.test', password: 'restart horse battery' };
const SPACES = 40;
const QUARTERS = 5_000;
const READINGS = SPACES * QUARTERS;
const serverMain = resolve(import.meta.dirname, '../src/main.ts');

type Server = { url: string; child: ChildProcess; output: () => string };

async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  const { DATABASE_URL: _postgres, ...inherited } = process.env;
  const child = spawn(process.execPath, [serverMain], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: 'localhost',
      ATRIUM_DATA_DIR: dataDir,
      ATRIUM_DEMO: '0',
      ATRIUM_ADMIN_EMAIL: ADMIN.email,
      ATRIUM_ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://localhost:${String(port)}`;
  // Generous: a start on a loaded shared machine takes well over the usual few seconds.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return { url, child, output: () => output };
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((done) => {
        child.once('exit', () => {
          done();
        });
      });

/** An access token of the bootstrap admin, through the embedded provider's sign-in form. */
async function signIn(url: string): Promise<string> {
  const issuer = `${url}/auth/realms/atrium`;
  const client = await oidc.discovery(new URL(issuer), 'atrium-web', undefined, oidc.None(), {
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    execute: [oidc.allowInsecureRequests],
  });
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const authorize = oidc.buildAuthorizationUrl(client, {
    redirect_uri: `${url}/`,
    scope: 'openid',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const session = new BrowserSession();
  const start = await session.follow(authorize.href, `${url}/`);
  const done = await session.submitForm(
    formAction((await start.response?.text()) ?? ''),
    start.url,
    { username: ADMIN.email, password: ADMIN.password },
    `${url}/`,
  );
  const tokens = await oidc.authorizationCodeGrant(client, new URL(done.url), {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
  return tokens.access_token;
}

async function call<T>(
  url: string,
  token: string,
  path: string,
  body: unknown,
  timeoutMs = 10_000,
) {
  const response = await fetch(`${url}/api/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${String(response.status)}: ${text}`);
  return JSON.parse(text) as T;
}

/** The folder's database, opened by the test while no server runs on it. */
async function withDatabase<T>(dataDir: string, work: (database: Database) => Promise<T>) {
  const database = await openDatabase(loadConfig({ ATRIUM_DATA_DIR: dataDir }));
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

const readingsOf = (database: Database, dataSourceId: number) =>
  database.pool
    .query<{ n: string }>(
      'select count(*) as n from occupancy_readings where data_source_id = $1',
      [dataSourceId],
    )
    .then((r) => Number(r.rows[0]?.n));

describe('an import cut off by a killed server (PGlite, the real server process)', () => {
  let dataDir: string;
  let server: Server | null = null;
  let dataSourceId = 0;
  let csv = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atrium-restart-'));
    // The run's migrated database, and a building with 40 spaces and a data source in it, written
    // before the first start.
    copyTemplate(MIGRATED, dataDir);
    const spaceIds = await withDatabase(dataDir, async (database) => {
      const db = database.db;
      const owner = await one(
        db
          .insert(s.organizations)
          .values({ key: 'restart', name: 'Restart Owner', type: 'OWNER', realm: 'restart' })
          .returning(),
      );
      const building = await one(
        db
          .insert(s.buildings)
          .values({ name: 'Restart House', ownerOrganizationId: owner.id, timeZone: 'UTC' })
          .returning(),
      );
      const floor = await one(
        db
          .insert(s.floors)
          .values({ buildingId: building.id, name: 'Level 1', position: 1 })
          .returning(),
      );
      const spaces = await db
        .insert(s.spaces)
        .values(
          Array.from({ length: SPACES }, (_, i) => ({
            floorId: floor.id,
            name: `Room ${String(i + 1)}`,
            category: 'WORK' as const,
            capacity: 10,
          })),
        )
        .returning({ id: s.spaces.id });
      const source = await one(
        db
          .insert(s.dataSources)
          .values({ name: 'Restart counters', buildingId: building.id })
          .returning(),
      );
      dataSourceId = source.id;
      return spaces.map((space) => space.id);
    });
    const lines = ['dataSourceId,spaceId,timestamp,occupancy'];
    const start = Date.parse('2026-01-05T00:00:00Z');
    for (let q = 0; q < QUARTERS; q++) {
      const at = new Date(start + q * 15 * 60_000).toISOString();
      for (const [i, spaceId] of spaceIds.entries())
        lines.push(`${String(dataSourceId)},${String(spaceId)},${at},${String((q + i) % 11)}`);
    }
    csv = `${lines.join('\n')}\n`;
  }, 120_000);

  afterAll(async () => {
    if (server) {
      server.child.kill('SIGKILL');
      await exited(server.child);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves the import done or failed with all its readings or none, and its job visible', async () => {
    server = await startServer(dataDir);
    let token = await signIn(server.url);
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'restart-readings.csv');
    const upload = await fetch(`${server.url}/api/data-imports/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBe(200);
    const fileId = ((await upload.json()) as { id: number }).id;
    const created = await call<{ id: string; jobId: number }>(
      server.url,
      token,
      'data-imports/create',
      {
        type: 'OCCUPANCY',
        fileId,
        options: { dataSourceId },
      },
    );

    // Waits until the job writes (past 45 %: the file read and checked), asking the job's
    // progress call, which answers from the runner's memory while the write holds PGlite's one
    // session; then a moment more, and kills the server mid-write.
    let seen = 0;
    for (const until = Date.now() + 120_000; Date.now() < until;) {
      const response = await fetch(`${server.url}/api/jobs/${String(created.jobId)}/progress`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(10_000),
      });
      const state = (await response.json()) as { status: string; progress: number };
      expect(state.status, 'the import ended before the test could cut it off').not.toBe(
        'SUCCEEDED',
      );
      seen = state.progress;
      if (state.status === 'RUNNING' && seen >= 50) break;
      await new Promise((wait) => setTimeout(wait, 50));
    }
    expect(seen).toBeGreaterThanOrEqual(50);
    await new Promise((wait) => setTimeout(wait, 300));
    server.child.kill('SIGKILL');
    await exited(server.child);
    server = null;

    // Cut off mid-way: the job was running, the import not finished, and nothing was written.
    const cut = await withDatabase(dataDir, async (database) => ({
      readings: await readingsOf(database, dataSourceId),
      job: (
        await database.pool.query<{ status: string; attempts: number }>(
          'select status, attempts from jobs where id = $1',
          [created.jobId],
        )
      ).rows[0],
      status: (
        await database.pool.query<{ status: string }>(
          'select status from data_imports where id = $1',
          [created.id],
        )
      ).rows[0]?.status,
    }));
    expect(cut).toEqual({
      readings: 0,
      job: { status: 'RUNNING', attempts: 1 },
      status: 'PROCESSING',
    });

    // Started again on the same folder: the job is recovered and the import ends.
    server = await startServer(dataDir);
    token = await signIn(server.url);
    let final: DataImportFull | null = null;
    for (const until = Date.now() + 120_000; Date.now() < until;) {
      // While the import writes, PGlite's one session is held and the call waits for the commit.
      const state = await call<DataImportFull>(
        server.url,
        token,
        'data-imports/get',
        { id: created.id },
        60_000,
      );
      if (state.status === 'COMPLETED' || state.status === 'FAILED') {
        final = state;
        break;
      }
      await new Promise((wait) => setTimeout(wait, 200));
    }
    expect(final?.status, server.output()).toMatch(/^(COMPLETED|FAILED)$/);
    const jobs = await call<ListResponse<JobFull>>(server.url, token, 'jobs/full', {
      where: { kind: IMPORT_JOB },
    });
    expect(jobs.total).toBe(1);
    expect(jobs.items[0]).toMatchObject({
      id: created.jobId,
      // The second run, after the stop: a run to the end records its outcome on the import, and
      // the job ends as the import did (a failed import's job is FAILED with its reason).
      attempts: 2,
      status: final?.status === 'COMPLETED' ? 'SUCCEEDED' : 'FAILED',
      error:
        final?.status === 'COMPLETED'
          ? null
          : (expect.stringContaining('nothing was written') as unknown),
      dataImport: { id: created.id, status: final?.status },
    });

    server.child.kill('SIGTERM');
    await exited(server.child);
    server = null;
    const written = await withDatabase(dataDir, (database) => readingsOf(database, dataSourceId));
    expect(written).toBe(final?.status === 'COMPLETED' ? READINGS : 0);
  }, 400_000);
});
