// `npm run bench:web`: builds the web app and prints the first load's size against its budget,
// each route's own size, and the packages that weigh most in the first load; then times, in
// Chromium, opening a tenant's analysis until all its charts are drawn (median of 5 runs) on a
// server of its own with the small demo, or on BENCH_URL (a running `npm start`, the demo).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleReport, INITIAL_BUDGET_BYTES, kB } from '../web/bench/bundle-size.ts';
import { benchTenantAnalysis } from '../web/bench/tenant-analysis.ts';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';
import { root, run } from './lib.ts';

if ((await run('npm', ['run', '--silent', 'build'])) !== 0) process.exit(1);
const report = bundleReport(join(root, 'web', 'dist'));
const ratio = report.initial.gzip / INITIAL_BUDGET_BYTES;
console.log('\nFirst load (gzip), before any route chunk:');
console.log(
  `  ${kB(report.initial.gzip)} of a ${kB(INITIAL_BUDGET_BYTES)} budget: ${(ratio * 100).toFixed(0)} % (${report.initial.files.length} files)`,
);
console.log('\nLargest shares of the first load (source text):');
for (const { name, share } of report.heaviest) {
  console.log(`  ${(share * 100).toFixed(1).padStart(5)} %  ${name}`);
}
console.log('\nWhat each route page adds (gzip, beyond the first load):');
for (const { page, gzip } of report.routes) console.log(`  ${kB(gzip).padStart(9)}  ${page}`);

const external = process.env.BENCH_URL;
// Outside a test run there is no demo template: the server makes the small demo on a folder of
// its own.
const dataDir = external ? null : mkdtempSync(join(tmpdir(), 'atrium-bench-web-'));
const server = dataDir ? await startServer({}, { dataDir }) : null;
const browser = await launchBrowser();
try {
  const times = await benchTenantAnalysis(browser, external ?? server?.url ?? '');
  console.log(`\nTenant analysis, opened until all its charts are drawn (${times.path}):`);
  console.log(
    `  median ${times.median} ms of ${times.runs.length} runs (${times.runs.join(', ')} ms); goal 1500 ms`,
  );
  console.log('\nOne more run, traced (ms from the navigation; start → end):');
  for (const line of times.trace) {
    console.log(
      `  ${String(line.start).padStart(5)} → ${String(line.end).padStart(5)}  ${line.what}`,
    );
  }
} finally {
  await browser.close();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ratio <= 1 ? 0 : 1);
