import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');
export const bin = (name: string) => join(root, 'node_modules', '.bin', name);

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code, signal) => {
      done(code ?? (signal ? 1 : 0));
    });
    child.on('error', () => {
      done(127);
    });
  });
}

/** Runs a command with its output (both streams) kept, to be printed as one block. */
export function runQuietly(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const chunks: Buffer[] = [];
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const output = () => Buffer.concat(chunks).toString('utf8');
    child.on('close', (code, signal) => {
      done({ code: code ?? (signal ? 1 : 0), output: output() });
    });
    child.on('error', (error) => {
      done({ code: 127, output: `${output()}${error.message}\n` });
    });
  });
}

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(path).map((entry) => newestMtime(join(path, entry))),
  );
}

/** True when web/dist is missing or older than any web or contract source. */
export function webBuildIsStale(): boolean {
  const built = join(root, 'web/dist/index.html');
  if (!existsSync(built)) return true;
  const sources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'contract/src'].map((p) =>
    join(root, p),
  );
  return (
    Math.max(...sources.filter((p) => existsSync(p)).map(newestMtime)) > statSync(built).mtimeMs
  );
}

export async function buildWebIfStale(): Promise<void> {
  if (!webBuildIsStale()) return;
  console.log('Building the web app...');
  const code = await run(bin('vite'), ['build', 'web', '--logLevel', 'warn']);
  if (code !== 0) throw new Error('The web app build failed (see above).');
}

export function commandExists(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

export const isRoot = () => process.getuid?.() === 0;
export const hasApt = () => commandExists('apt-get');

/** Installs a Debian package when running as root on Debian/Ubuntu; otherwise explains what to install. */
export async function ensureDebianPackage(
  pkg: string,
  present: () => boolean,
  why: string,
): Promise<void> {
  if (present()) return;
  if (!isRoot() || !hasApt()) {
    throw new Error(
      `${why} is missing: install the "${pkg}" package (for example: sudo apt-get install -y ${pkg}).`,
    );
  }
  console.log(`${why} is missing: installing the "${pkg}" package with apt-get...`);
  let code = await run('apt-get', ['install', '-y', '--no-install-recommends', pkg], {
    DEBIAN_FRONTEND: 'noninteractive',
  });
  if (code !== 0) {
    await run('apt-get', ['update'], { DEBIAN_FRONTEND: 'noninteractive' });
    code = await run('apt-get', ['install', '-y', '--no-install-recommends', pkg], {
      DEBIAN_FRONTEND: 'noninteractive',
    });
  }
  if (code !== 0 || !present()) throw new Error(`Could not install "${pkg}" with apt-get.`);
}
