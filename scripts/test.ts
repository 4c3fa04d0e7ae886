// `npm test`: typecheck, lint, unit and integration tests, then end-to-end tests in Chromium.
// Ends with one line "N passed, N failed, N skipped" counting every check and test.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { bin, buildWebIfStale, commandExists, ensureDebianPackage, root, run } from './lib.ts';

type Tally = { passed: number; failed: number; skipped: number };
const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
const reports = join(root, '.vitest-reports');

function section(title: string): void {
  console.log(`\n=== ${title} ===`);
}

async function check(title: string, command: string, args: string[]): Promise<void> {
  section(title);
  const code = await run(command, args);
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

async function vitest(title: string, projects: string[]): Promise<void> {
  section(title);
  const output = join(reports, `${title.replace(/\W+/g, '-')}.json`);
  rmSync(output, { force: true });
  const code = await run(bin('vitest'), [
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ]);
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

async function main(): Promise<void> {
  mkdirSync(reports, { recursive: true });
  await checkPostgres();
  console.log(
    process.env.DATABASE_URL
      ? 'Databases: embedded PGlite and PostgreSQL (DATABASE_URL)'
      : 'Database: embedded PGlite (set DATABASE_URL to also test PostgreSQL)',
  );

  await check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
  await check('lint', 'npm', ['run', '--silent', 'lint']);
  await vitest('unit and integration', ['contract', 'server', 'web']);

  section('end-to-end setup');
  try {
    if (!process.env.CHROMIUM_PATH) {
      await ensureDebianPackage(
        'chromium',
        () => commandExists('chromium') || commandExists('chromium-browser'),
        'Chromium (for the end-to-end tests)',
      );
    }
    await buildWebIfStale();
    await vitest('end-to-end', ['e2e']);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    tally.failed += 1;
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  tally.failed += 1;
}
console.log('');
console.log(`${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(tally.failed === 0 ? 0 : 1);
