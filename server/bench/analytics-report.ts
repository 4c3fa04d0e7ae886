// The analytics benchmark's printed report: the machine, what was loaded, and per database the
// ingest rate beside COPY and each statistics call beside its raw SQL, with the targets.
import type { DatabaseKind } from '../src/db/client.ts';
import { LARGE } from '../src/occupancy/synthetic.ts';
import { FLOOR_ONLY_URL, NO_WORK_URL, type Fixture } from './analytics-calls.ts';
import { rate, type IngestFigures } from './analytics-ingest.ts';
import type { CallFigures, Latency } from './analytics-latency.ts';
import type { Settings } from './analytics-settings.ts';
import { printMachine } from './support.ts';

/** Targets on PostgreSQL; on PGlite the same figures are informational. */
export const TARGET = { ingestShareOfCopy: 0.5, p95Ms: 50, ratioToRaw: 1.3 };

export type DatabaseReport = {
  kind: DatabaseKind;
  description: string;
  version: string;
  structureSeconds: number;
  loadSeconds: number;
  windows: { index: number; spaces: number; from: string; to: string }[];
  ingest: IngestFigures;
  fixture: Fixture;
  owner: string;
  calls: CallFigures[];
  /** The app's own cost of a call (the no-work route), null when not measured. */
  noWork: Latency | null;
  notRegistered: string[];
  unlisted: string[];
};

const pad = (text: string, width: number) => text.padEnd(width);
const lpad = (text: string, width: number) => text.padStart(width);
const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));
const count = (n: number) => n.toLocaleString('en');
const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

const verdict = (kind: DatabaseKind, ok: boolean) =>
  kind === 'pglite' ? (ok ? 'yes (informational)' : 'no (informational)') : ok ? 'yes' : 'NO';

function printIngest(report: DatabaseReport): void {
  const { ingest } = report;
  const copyRate = ingest.rows / ingest.copySeconds;
  const ingestRate = ingest.rows / ingest.ingestSeconds;
  const share = ingestRate / copyRate;
  console.log(
    `  ${pad('ingest', 46)}${lpad('rows', 12)}${lpad('seconds', 9)}${lpad('rows/s', 10)}${lpad('of COPY', 9)}  target met`,
  );
  console.log(
    `  ${pad('COPY into a bare table (ceiling)', 46)}${lpad(count(ingest.rows), 12)}${lpad(ingest.copySeconds.toFixed(1), 9)}${lpad(rate(ingest.rows, ingest.copySeconds), 10)}${lpad('100 %', 9)}`,
  );
  console.log(
    `  ${pad('ingestReadings (checks, insert, rollups)', 46)}${lpad(count(ingest.rows), 12)}${lpad(ingest.ingestSeconds.toFixed(1), 9)}${lpad(rate(ingest.rows, ingest.ingestSeconds), 10)}${lpad(`${(share * 100).toFixed(1)} %`, 9)}  ${verdict(report.kind, share >= TARGET.ingestShareOfCopy)}`,
  );
}

const URL_WIDTH = 50;
const NO_WORK_LABEL = `${NO_WORK_URL}: a building call's body, token, scope, validation and answer writer, no work`;

/**
 * The least ratio a call could reach with a handler that did nothing but hand over its answer:
 * its floor's p95, plus the median of what the app adds to any call (the no-work route) and of
 * writing the call's answer as JSON bytes, over the floor's p95. Above the target, no handler can
 * meet it: the floor, the framework and the answer the specification asks for leave no room.
 */
export const leastRatio = (floorP95: number, noWork: Latency, answerWrite: number): number =>
  (floorP95 + noWork.p50 + answerWrite) / floorP95;

function printCalls(report: DatabaseReport): void {
  const { noWork } = report;
  if (noWork)
    console.log(
      `  the app's own cost of a call (${NO_WORK_LABEL}): p50 ${ms(noWork.p50)} ms, p95 ${ms(noWork.p95)} ms; ` +
        `a call whose floor's p95 is under ${ms(noWork.p50 / (TARGET.ratioToRaw - 1))} ms cannot meet ${TARGET.ratioToRaw}× however little its handler and answer cost`,
    );
  console.log(
    `  ${pad('statistics call', URL_WIDTH)}${lpad('p50 ms', 8)}${lpad('p95 ms', 8)}${lpad('its SQL', 9)}${lpad('p95 ms', 8)}${lpad('rollup', 8)}${lpad('p95 ms', 8)}${lpad('write', 7)}${lpad('× floor', 9)}${lpad('least', 7)}${lpad('ideal', 7)}${lpad('p95 ms', 8)}${lpad('×', 6)}${lpad('n', 6)}${lpad('bytes', 9)}  target met`,
  );
  const tally = { met: 0, outOfReach: 0, measured: 0 };
  for (const call of report.calls) {
    if (call.status === 'failed') {
      console.log(`  ${pad(call.url, URL_WIDTH)}FAILED: ${call.reason}`);
      continue;
    }
    // The floor: the hand-written rollup queries, else (calls reading no rollups) its own SQL.
    const floor = call.rollup ?? call.replay;
    const ratio = call.call.p95 / floor.p95;
    const ok = call.call.p95 < TARGET.p95Ms && ratio <= TARGET.ratioToRaw;
    const least = noWork ? leastRatio(floor.p95, noWork, call.answerWrite) : null;
    const ideal = call.ideal ? call.ideal.p95 / floor.p95 : null;
    // Measured where the floor-only route ran; else estimated.
    const reach = ideal ?? least;
    const outOfReach = !ok && reach !== null && reach > TARGET.ratioToRaw;
    tally.measured++;
    if (ok) tally.met++;
    if (outOfReach) tally.outOfReach++;
    console.log(
      `  ${pad(call.url, URL_WIDTH)}${lpad(ms(call.call.p50), 8)}${lpad(ms(call.call.p95), 8)}` +
        `${lpad(`${call.statements} st`, 9)}${lpad(ms(call.replay.p95), 8)}` +
        `${lpad(call.rollup ? ms(call.rollup.p50) : '—', 8)}${lpad(call.rollup ? ms(call.rollup.p95) : '—', 8)}` +
        `${lpad(ms(call.answerWrite), 7)}${lpad(`${ratio.toFixed(2)}${call.rollup ? '' : '*'}`, 9)}${lpad(least === null ? '—' : least.toFixed(2), 7)}` +
        `${lpad(call.ideal ? ms(call.ideal.p50) : '—', 7)}${lpad(call.ideal ? ms(call.ideal.p95) : '—', 8)}${lpad(ideal === null ? '—' : ideal.toFixed(2), 6)}${lpad(String(call.samples), 6)}${lpad(count(call.responseBytes), 9)}  ` +
        `${verdict(report.kind, ok)}${call.call.p95 < TARGET.p95Ms ? '' : ` (p95 ≥ ${TARGET.p95Ms} ms)`}` +
        (outOfReach ? ' (out of reach)' : ''),
    );
  }
  console.log(
    `  target met by ${tally.met} of ${tally.measured} calls measured` +
      (noWork ? `; ${tally.outOfReach} out of reach` : '') +
      (report.calls.length > tally.measured
        ? `; ${report.calls.length - tally.measured} failed`
        : ''),
  );
  console.log(
    '  its SQL: the statements the call sent, replayed directly; rollup: the rollup queries its figures come from (p50 and p95); ' +
      '× floor: call p95 ÷ rollup p95 (* ÷ its SQL p95, for calls that read no rollups); ' +
      `write: the call's answer written as JSON bytes (p50); least: (floor p95 + the app's own cost at p50 + writing the call's answer as JSON bytes at p50) ÷ floor p95, the best a handler doing nothing but hand over its answer could reach, estimated; ideal: the floor-only route with the call's floor and answer (${FLOOR_ONLY_URL}: token, scope, validation, the floor's statements through the app's pool, the answer's bytes handed over; p50, p95 and × = its p95 ÷ the floor's p95), the least a call reading its floor's rows takes, measured; out of reach: ideal × (else least) is over the target; n: requests measured`,
  );
  if (report.notRegistered.length)
    console.log(`  listed but not registered (skipped): ${report.notRegistered.join(', ')}`);
  if (report.unlisted.length)
    console.log(
      `  registered but not measured (add them to server/bench/analytics-calls.ts): ${report.unlisted.join(', ')}`,
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
  const fullRows = LARGE.buildings * LARGE.spacesPerBuilding * LARGE.days * 60;
  console.log('');
  console.log('Analytics benchmark (npm run bench:analytics)');
  printMachine(loadBefore, `; run took ${minutes.toFixed(1)} min`);
  console.log(
    `Portfolio: the large size, ${LARGE.buildings} buildings × ${LARGE.spacesPerBuilding} sensored spaces; readings every ${LARGE.cadence.intervalMinutes} min, ` +
      `${LARGE.cadence.hours[0]}:00–${LARGE.cadence.hours[1]}:00 local, every day (${count(fullRows)} rows for all buildings over ${LARGE.days} days)`,
  );
  const first = reports[0];
  if (first) {
    const [measured, ...others] = first.windows;
    if (measured)
      console.log(
        `Readings used: building ${measured.index + 1} (${measured.spaces} spaces) ${measured.from} … ${measured.to} (${days(measured.from, measured.to)} days)` +
          (others.length
            ? `, and ${others.length} more buildings over ${days(others[0]?.from ?? '', others[0]?.to ?? '')} days`
            : '') +
          `: ${count(first.ingest.rows)} rows in ${first.ingest.batches} batches of up to ${settings.batchDays} days of one building` +
          (settings.full ? ' (BENCH_FULL=1)' : ''),
      );
    console.log(
      `Calls: ${settings.requests} requests each (fewer for a call that takes over ${settings.callSeconds} s, at least 20) after up to ${settings.warmup} warm-up requests of the call alone (at most ${settings.warmupSeconds} s) and 20 rounds of the call, its SQL and its rollup, one at a time through app.inject as an org-admin of the owner (${first.owner}), read cache off, structure reads remembered (STRUCTURE_CACHE_TTL_MS, ${settings.structureCacheTtlMs} ms); ` +
        `body for building ${first.fixture.buildingId}, ${first.fixture.startDate} … ${first.fixture.endDate}`,
    );
  }
  console.log(
    `Targets (PostgreSQL): ingest ≥ ${TARGET.ingestShareOfCopy * 100} % of COPY's rows/s; each call p95 < ${TARGET.p95Ms} ms and ≤ ${TARGET.ratioToRaw}× its floor's p95 (the raw SQL of its rollup queries)`,
  );
  for (const report of reports) {
    console.log('');
    console.log(
      `${report.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${report.version} — ${report.description}`,
    );
    console.log(
      `  structure written in ${report.structureSeconds.toFixed(1)} s; readings made in ${report.ingest.generateSeconds.toFixed(1)} s (not timed) and loaded both ways in ${report.loadSeconds.toFixed(1)} s`,
    );
    printIngest(report);
    console.log('');
    printCalls(report);
  }
  if (skipped) {
    console.log('');
    console.log(`PostgreSQL: skipped — ${skipped}`);
  }
}
