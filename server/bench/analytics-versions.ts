// The apps the analytics benchmark measures: this checkout's, and with BENCH_BEFORE the one of
// another git revision, so that one run prints both in one table under the same load. The other
// revision is exported with `git archive` (read-only: no worktree is added to the repository)
// into a temp folder whose node_modules links to this checkout's packages, but for the workspace
// packages, which are its own; its modules are then loaded in this process.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database, type DatabaseOptions } from '../src/db/client.ts';
import type { TokenVerifier } from '../src/auth/tokens.ts';
import { onCleanup } from './support.ts';

/** What the benchmark needs of an app's code, in a form every revision has had. */
export type AppVersion = {
  label: string;
  openDatabase: (options: DatabaseOptions) => Promise<Database>;
  loadConfig: (env: NodeJS.ProcessEnv) => object & { readCacheTtlMs: number };
  buildApp: (deps: {
    config: never;
    database: Database;
    verifyToken: TokenVerifier;
  }) => Promise<FastifyInstance>;
};

const checkout = resolve(import.meta.dirname, '../..');

export const thisCheckout: AppVersion = {
  label: 'this checkout',
  openDatabase,
  loadConfig,
  buildApp,
};

/** Links `from`'s entries into `into`, but for the names in `own`, linked to `ownRoot`'s. */
function linkModules(from: string, into: string, own: Map<string, string>): void {
  mkdirSync(into, { recursive: true });
  for (const entry of readdirSync(from)) {
    if (entry === '@atrium') continue;
    symlinkSync(join(from, entry), join(into, entry));
  }
  mkdirSync(join(into, '@atrium'), { recursive: true });
  for (const [name, target] of own) symlinkSync(target, join(into, '@atrium', name));
}

/** The app of `revision`, loaded from an export of it (removed at clean-up). */
export async function versionAt(revision: string): Promise<AppVersion> {
  const commit = execFileSync('git', ['-C', checkout, 'rev-parse', '--short', revision], {
    encoding: 'utf8',
  }).trim();
  const root = mkdtempSync(join(tmpdir(), `atrium-bench-${commit}-`));
  onCleanup(`export of ${commit}`, () => {
    rmSync(root, { recursive: true, force: true });
  });
  const archive = execFileSync('git', ['-C', checkout, 'archive', '--format=tar', commit], {
    maxBuffer: 1024 ** 3,
  });
  execFileSync('tar', ['-x', '-C', root], { input: archive });
  const own = new Map(
    ['contract', 'server', 'web', 'e2e'].map((name) => [name, join(root, name)] as const),
  );
  linkModules(join(checkout, 'node_modules'), join(root, 'node_modules'), own);
  const load = async (path: string): Promise<Record<string, unknown>> =>
    (await import(pathToFileURL(join(root, 'server/src', path)).href)) as Record<string, unknown>;
  const [app, config, client] = await Promise.all([
    load('app.ts'),
    load('config.ts'),
    load('db/client.ts'),
  ]);
  return {
    label: commit,
    openDatabase: client.openDatabase as AppVersion['openDatabase'],
    loadConfig: config.loadConfig as AppVersion['loadConfig'],
    buildApp: app.buildApp as AppVersion['buildApp'],
  };
}
