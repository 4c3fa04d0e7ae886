// `npm test`: typecheck, lint, unit and integration tests, and end-to-end tests in Chromium.
// The web app's build comes first (the end-to-end tests serve it); then three lanes run at once:
// the end-to-end tests, the checks (the first load's size against its budget, typecheck, lint),
// each printed as one block when it ends, and the unit and integration tests (a worker per core),
// printed as they run. The end-to-end tests run their files one after another, a server and a
// browser at a time, so they are the run's longest chain: they keep the normal priority and the
// other two lanes run niced, taking what the end-to-end tests leave of the two cores. Ends with one
// line "N passed, N failed, N skipped" counting every check and test.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statfsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { bundleReport, INITIAL_BUDGET_BYTES, kB } from '../web/bench/bundle-size.ts';
import {
  bin,
  commandExists,
  ensureDebianPackage,
  root,
  run,
  runQuietly,
  webBuildIsStale,
} from './lib.ts';

type Tally = { passed: number; failed: number; skipped: number };
const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
const reports = join(root, '.vitest-reports');
const durations: { title: string; seconds: number }[] = [];

function section(title: string): void {
  console.log(`\n=== ${title} ===`);
}

/** Runs a stage and keeps how long it took, for the summary. */
async function timed<T>(title: string, stage: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await stage();
  } finally {
    durations.push({ title, seconds: (performance.now() - started) / 1000 });
  }
}

/** A command at a lower priority (`nice`, where there is one): a lane beside the end-to-end one. */
function niced(command: string, args: string[]): [string, string[]] {
  return commandExists('nice') ? ['nice', ['-n', '10', command, ...args]] : [command, args];
}

/** Runs a command with its output printed as one block under its title when it ends. */
async function runAsBlock(title: string, command: string, args: string[]): Promise<number> {
  const { code, output } = await runQuietly(command, args);
  section(title);
  process.stdout.write(output);
  return code;
}

/** A check that passes or fails as a whole (one count), its output printed when it ends. */
async function check(title: string, command: string, args: string[]): Promise<void> {
  const code = await timed(title, () => runAsBlock(title, command, args));
  if (code === 0) tally.passed += 1;
  else {
    tally.failed += 1;
    console.log(`${title} failed`);
  }
}

type VitestJson = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numTotalTestSuites: number;
  numFailedTestSuites: number;
};

/**
 * A Vitest run, printed as it runs, or as one block at its end when `quiet` (another prints);
 * niced when `background`.
 */
async function vitest(
  title: string,
  projects: string[],
  { quiet = false, background = false } = {},
): Promise<void> {
  section(`${title} (started${quiet ? '; printed when it ends' : ''})`);
  const output = join(reports, `${title.replace(/\W+/g, '-')}.json`);
  rmSync(output, { force: true });
  const args = [
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ];
  const [command, commandArgs] = background ? niced(bin('vitest'), args) : [bin('vitest'), args];
  const code = await timed(title, () =>
    quiet ? runAsBlock(title, command, commandArgs) : run(command, commandArgs),
  );
  section(`${title} (ended)`);
  if (!existsSync(output)) {
    tally.failed += 1;
    console.log(`${title}: Vitest produced no report (exit code ${code})`);
    return;
  }
  const report = JSON.parse(readFileSync(output, 'utf8')) as VitestJson;
  tally.passed += report.numPassedTests;
  tally.failed += report.numFailedTests;
  tally.skipped += report.numPendingTests + report.numTodoTests;
  // A file that fails to load has no failed test but is a failure all the same.
  if (code !== 0 && report.numFailedTests === 0)
    tally.failed += Math.max(1, report.numFailedTestSuites);
}

async function checkPostgres(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.end();
  } catch (error) {
    throw new Error(
      `DATABASE_URL is set but PostgreSQL does not answer there (${String(error)}). Start the server or unset DATABASE_URL.`,
      { cause: error },
    );
  }
}

/** The web app's production build, when its sources are newer; false when it failed. */
async function buildWeb(): Promise<boolean> {
  if (!webBuildIsStale()) return true;
  const { code, output } = await timed('web build', () =>
    runQuietly(bin('vite'), ['build', 'web', '--logLevel', 'warn']),
  );
  section('web build');
  process.stdout.write(output);
  if (code !== 0) console.log('The web app build failed (see above).');
  return code === 0;
}

/** The first page's JavaScript (gzip) within its budget: a size, so exact, not a timing. */
function firstLoadBudget(): void {
  section('first-load budget');
  const { initial } = bundleReport(join(root, 'web', 'dist'));
  console.log(`First load: ${kB(initial.gzip)} gzip of a ${kB(INITIAL_BUDGET_BYTES)} budget`);
  if (initial.gzip <= INITIAL_BUDGET_BYTES) {
    tally.passed += 1;
    return;
  }
  tally.failed += 1;
  console.log(
    'Over budget: `npm run bench:web` shows what the first load holds; move it behind a page.',
  );
}

/** Typecheck (incremental: project references and build info), then lint; niced. */
async function checks(): Promise<void> {
  await check('typecheck', ...niced('npm', ['run', '--silent', 'typecheck']));
  await check('lint', ...niced('npm', ['run', '--silent', 'lint']));
}

async function endToEnd(built: boolean): Promise<void> {
  section('end-to-end setup');
  try {
    if (!built) throw new Error('The end-to-end tests need the web build.');
    if (!process.env.CHROMIUM_PATH) {
      await ensureDebianPackage(
        'chromium',
        () => commandExists('chromium') || commandExists('chromium-browser'),
        'Chromium (for the end-to-end tests)',
      );
    }
    await vitest('end-to-end', ['e2e'], { quiet: true });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    tally.failed += 1;
  }
}

/**
 * The tests' temporary folders (every server test file's database copy, every end-to-end
 * server's data folder) in memory where Linux offers a large enough tmpfs: the server tests spent
 * a third less system time (100 → 64 CPU-s) than on the disk. Removed at the end of the run.
 */
function temporaryFolderInMemory(): string | null {
  const shm = '/dev/shm';
  if (process.platform !== 'linux' || process.env.TMPDIR || !existsSync(shm)) return null;
  const { bavail, bsize } = statfsSync(shm);
  if (bavail * bsize < 4 * 1024 ** 3) return null;
  const folder = mkdtempSync(join(shm, 'atrium-tests-'));
  process.env.TMPDIR = folder;
  return folder;
}

async function main(): Promise<void> {
  mkdirSync(reports, { recursive: true });
  await checkPostgres();
  console.log(
    process.env.DATABASE_URL
      ? 'Databases: embedded PGlite and PostgreSQL (DATABASE_URL)'
      : 'Database: embedded PGlite (set DATABASE_URL to also test PostgreSQL)',
  );
  const built = buildWeb();
  const unit = vitest('unit and integration', ['contract', 'server', 'web', 'web-isolated'], {
    background: true,
  });
  const checked = built.then(async (ok) => {
    if (ok) firstLoadBudget();
    await checks();
  });
  await endToEnd(await built);
  await Promise.all([unit, checked]);
}

const started = performance.now();
const temporary = temporaryFolderInMemory();
try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  tally.failed += 1;
} finally {
  if (temporary) rmSync(temporary, { recursive: true, force: true });
}
console.log('');
const total = (performance.now() - started) / 1000;
console.log(
  `Took ${(total / 60).toFixed(1)} min: ${durations.map((d) => `${d.title} ${(d.seconds / 60).toFixed(1)}`).join(', ')} (minutes; the lanes ran side by side)`,
);
console.log(`${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(tally.failed === 0 ? 0 : 1);
