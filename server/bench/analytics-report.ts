// The analytics benchmark's printed report: the machine, what was loaded, and per database the
// ingest rate beside COPY and each statistics call's p50 and p95 in each scenario, for each app
// measured (BENCH_BEFORE's and this checkout's), against the goals. Tables are Markdown, to be
// copied into docs/performance.md as they are.
import type { DatabaseKind } from '../src/db/client.ts';
import { LARGE } from '../src/occupancy/synthetic.ts';
import type { Scenario } from './analytics-calls.ts';
import { rate, type IngestFigures } from './analytics-ingest.ts';
import type { CallFigures } from './analytics-latency.ts';
import type { Settings } from './analytics-settings.ts';
import { printMachine } from './support.ts';

/** The goals (docs/performance.md), on PostgreSQL and on PGlite alike. */
export const GOAL = { ingestShareOfCopy: 0.5, p95Ms: 50 };

export type VersionReport = { label: string; calls: CallFigures[]; load: string };

export type DatabaseReport = {
  kind: DatabaseKind;
  description: string;
  version: string;
  structureSeconds: number;
  windows: { index: number; spaces: number; from: string; to: string }[];
  ingest: IngestFigures;
  /** Each app measured, the one of BENCH_BEFORE first. */
  versions: VersionReport[];
  notRegistered: string[];
  unlisted: string[];
};

const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));
const count = (n: number) => n.toLocaleString('en');
const yesNo = (ok: boolean) => (ok ? 'yes' : '**no**');

function printIngest({ ingest }: DatabaseReport): void {
  const share = ingest.copySeconds / ingest.ingestSeconds;
  console.log('| ingest (first building) | rows | seconds | rows/s | of COPY | goal met |');
  console.log('| --- | ---: | ---: | ---: | ---: | --- |');
  console.log(
    `| COPY into a bare table (ceiling) | ${count(ingest.rows)} | ${ingest.copySeconds.toFixed(1)} | ${rate(ingest.rows, ingest.copySeconds)} | 100 % | |`,
  );
  console.log(
    `| ingestReadings (checks, insert, rollups) | ${count(ingest.rows)} | ${ingest.ingestSeconds.toFixed(1)} | ${rate(ingest.rows, ingest.ingestSeconds)} | ${(share * 100).toFixed(1)} % | ${yesNo(share >= GOAL.ingestShareOfCopy)} |`,
  );
  if (ingest.otherRows)
    console.log(
      `\nThe other buildings' ${count(ingest.otherRows)} rows: ingested in ${ingest.otherSeconds.toFixed(0)} s (${rate(ingest.otherRows, ingest.otherSeconds)} rows/s).`,
    );
}

const cell = (figures: CallFigures | undefined, key: 'p50' | 'p95') =>
  !figures ? '—' : figures.status === 'failed' ? 'failed' : ms(figures.call[key]);

function printCalls(report: DatabaseReport): void {
  const { versions } = report;
  const last = versions.at(-1);
  if (!last) return;
  const heads = versions.flatMap((v) => [`${v.label} p50`, `${v.label} p95`]);
  console.log(`| call | scenario | ${heads.join(' | ')} | answer bytes | p95 < ${GOAL.p95Ms} ms |`);
  console.log(`| --- | --- | ${heads.map(() => '---:').join(' | ')} | ---: | --- |`);
  const find = (v: VersionReport, url: string, scenario: Scenario) =>
    v.calls.find((c) => c.url === url && c.scenario === scenario);
  let slowest: { figures: CallFigures; p95: number } | null = null;
  const tally = { met: 0, measured: 0 };
  for (const figures of last.calls) {
    const cells = versions.flatMap((v) => {
      const f = find(v, figures.url, figures.scenario);
      return [cell(f, 'p50'), cell(f, 'p95')];
    });
    const ok = figures.status === 'measured' && figures.call.p95 < GOAL.p95Ms;
    tally.measured++;
    if (ok) tally.met++;
    if (figures.status === 'measured' && (!slowest || figures.call.p95 > slowest.p95))
      slowest = { figures, p95: figures.call.p95 };
    const bytes = figures.status === 'measured' ? count(figures.responseBytes) : '';
    const verdict = figures.status === 'failed' ? `FAILED: ${figures.reason}` : yesNo(ok);
    console.log(
      `| ${figures.url} | ${figures.scenario} | ${cells.join(' | ')} | ${bytes} | ${verdict} |`,
    );
  }
  console.log(
    `\n${last.label}: p95 under ${GOAL.p95Ms} ms for ${tally.met} of ${tally.measured} call measurements` +
      (slowest
        ? `; slowest ${slowest.figures.url} (${slowest.figures.scenario}) at ${ms(slowest.p95)} ms`
        : '') +
      `. Load average when each app was measured: ${versions.map((v) => `${v.label} ${v.load}`).join('; ')}.`,
  );
  if (report.notRegistered.length)
    console.log(`Listed but not registered (skipped): ${report.notRegistered.join(', ')}`);
  if (report.unlisted.length)
    console.log(
      `Registered but not measured (add them to server/bench/analytics-calls.ts): ${report.unlisted.join(', ')}`,
    );
}

export function printReport(input: {
  reports: DatabaseReport[];
  skipped: string | null;
  settings: Settings;
  loadBefore: string;
  minutes: number;
}): void {
  const { reports, skipped, settings, loadBefore, minutes } = input;
  console.log('');
  console.log('Analytics benchmark (npm run bench:analytics)');
  printMachine(loadBefore, `; run took ${minutes.toFixed(1)} min`);
  const first = reports[0];
  const window = first?.windows[0];
  console.log(
    `Portfolio: the large size, ${LARGE.buildings} buildings × ${LARGE.spacesPerBuilding} sensored spaces, readings every ${LARGE.cadence.intervalMinutes} min ${LARGE.cadence.hours[0]}:00–${LARGE.cadence.hours[1]}:00 local; ` +
      `${settings.buildings} buildings with readings` +
      (window ? `, building ${window.index + 1} ${window.from} … ${window.to}` : '') +
      (settings.buildings > 1 ? `, the others over their last ${settings.otherDays} days` : ''),
  );
  console.log(
    `Calls: up to ${settings.requests} requests each (at least 20, within ${settings.callSeconds} s) after up to ${settings.warmup} warm-up requests (at most ${settings.warmupSeconds} s), one at a time through app.inject, read cache off. ` +
      `Scenarios: building = the measured building over its year, as its owner (or occupier, operator); portfolio = all ${LARGE.buildings} buildings (${settings.buildings} with readings) over the same year, as a master admin, or an organization's whole portfolio.`,
  );
  console.log(
    `Goals: ingest ≥ ${GOAL.ingestShareOfCopy * 100} % of COPY's rows/s; every call's p95 < ${GOAL.p95Ms} ms in both scenarios, on PostgreSQL and on PGlite.`,
  );
  for (const report of reports) {
    console.log('');
    console.log(
      `## ${report.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${report.version} — ${report.description}`,
    );
    console.log(
      `Structure written in ${report.structureSeconds.toFixed(1)} s; readings made in ${report.ingest.generateSeconds.toFixed(0)} s (not timed).\n`,
    );
    printIngest(report);
    console.log('');
    printCalls(report);
  }
  if (skipped) console.log(`\nPostgreSQL: skipped — ${skipped}`);
}
