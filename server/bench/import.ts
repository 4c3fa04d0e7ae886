// `npm run bench:import`: a year of one building's readings sent as one CSV file to
// POST /api/occupancy/readings over HTTP (reading the body, parsing, checking, packing, rollups),
// beside the same work without HTTP and CSV: ingestReadings given the rows already split into
// fields (the floor). On PGlite and on PostgreSQL. A report, not a test: it exits non-zero only
// when something fails.
import type { DatabaseKind } from '../src/db/client.ts';
import { ingestReadings } from '../src/occupancy/ingest.ts';
import {
  insertLargePortfolio,
  planLargePortfolio,
  type LargeBuildingRecord,
} from './large-portfolio.ts';
import { CSV_HEADER, parseCsv } from '../src/occupancy/parse.ts';
import { daysBefore, isoDate, LARGE_SEED as SEED } from './analytics-fixture.ts';
import { largeReadings } from '../src/occupancy/synthetic.ts';
import {
  log,
  loadAverage,
  openBenchDatabase,
  printMachine,
  benchEachDatabase,
  runBench,
  startBenchApp,
} from './support.ts';

const DAYS = Number(process.env.BENCH_IMPORT_DAYS ?? 365);

/** The building's readings over the `DAYS` up to yesterday, as the lines of a CSV file. */
function csvLines(building: LargeBuildingRecord, today: Date): string[] {
  const range = { from: isoDate(daysBefore(today, DAYS)), to: isoDate(daysBefore(today, 1)) };
  const lines: string[] = [];
  for (const day of largeReadings(building.sensors, building.index, range, SEED))
    for (const r of day)
      lines.push(`${r.dataSourceId},${r.spaceId},${r.at.toISOString()},${r.occupancy}`);
  return lines;
}

/** The lines as one CSV file. */
const csvFile = (lines: string[]) => [CSV_HEADER.join(','), ...lines].join('\n');

type Measure = { seconds: number; beforeMiB: number; peakMiB: number };

/** Runs `work`, answering its seconds and the process's largest resident memory meanwhile. */
async function measured(work: () => Promise<void>): Promise<Measure> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return {
    seconds: (performance.now() - started) / 1000,
    beforeMiB: before / 1_048_576,
    peakMiB: peak / 1_048_576,
  };
}

type Figures = {
  kind: DatabaseKind;
  /** The floor's building has its own sensor outages, hence its own count. */
  floorLines: number;
  lines: number;
  mib: number;
  floor: Measure;
  http: Measure;
};

async function benchDatabase(
  kind: DatabaseKind,
  databaseUrl: string | undefined,
): Promise<Figures> {
  const { database, dataDir, closeDatabase } = await openBenchDatabase(kind, databaseUrl);
  const today = new Date();
  const portfolio = await insertLargePortfolio(database.db, planLargePortfolio(SEED), today);
  await database.pool.query('ANALYZE');
  const [sent, floorBuilding] = portfolio.buildings;
  if (!sent || !floorBuilding) throw new Error('The portfolio has fewer than two buildings');

  const { app, auth, closeApp } = await startBenchApp({ kind, database, dataDir }, databaseUrl);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const token = await auth.sign({
    realm: 'atrium',
    orgKey: 'atrium',
    roles: ['master-admin'],
    email: 'bench.admin@atrium.test',
  });

  // Two buildings of the same size (but for their sensor outages), so that neither import replaces the other's readings.
  // The floor's rows come from the product's CSV reader before the clock starts.
  const floorRows = parseCsv(csvFile(csvLines(floorBuilding, today))).rows;
  const floor = await measured(async () => {
    const result = await ingestReadings(database.db, floorRows, 'Line');
    if (result.accepted !== floorRows.length)
      throw new Error(`ingestReadings accepted ${result.accepted} of ${floorRows.length} rows`);
  });
  const floorLines = floorRows.length;
  floorRows.length = 0;

  const lines = csvLines(sent, today);
  const body = csvFile(lines);
  const sentLines = lines.length;
  lines.length = 0;
  const mib = Buffer.byteLength(body) / 1_048_576;
  log(`${kind}: sending ${sentLines.toLocaleString('en')} lines (${mib.toFixed(1)} MiB)`);
  const http = await measured(async () => {
    const response = await fetch(`${address}/api/occupancy/readings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
      body,
    });
    const answer = await response.text();
    if (response.status !== 200)
      throw new Error(`The import answered ${response.status}: ${answer}`);
    const { accepted } = JSON.parse(answer) as { accepted: number };
    if (accepted !== sentLines)
      throw new Error(`The import accepted ${accepted} of ${sentLines} lines`);
  });

  const { rows } = await database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM occupancy_readings',
  );
  const expected = floorLines + sentLines;
  if (rows[0]?.n !== expected)
    throw new Error(`${rows[0]?.n ?? 0} readings stored, expected ${expected}`);
  await closeApp();
  await closeDatabase();
  return { kind, floorLines, lines: sentLines, mib, floor, http };
}

function printReport(figures: Figures[], skipped: string | null, loadBefore: string): void {
  printMachine(loadBefore);
  console.log(
    `\nOne CSV file of a building's ${DAYS} days of readings (100 spaces, every 15 minutes while open)`,
  );
  console.log(
    '| database   | path                                   |     lines |   MiB | seconds |  lines/s | of floor | RSS MiB: before, peak |',
  );
  console.log(
    '| ---------- | -------------------------------------- | --------: | ----: | ------: | -------: | -------: | --------------------: |',
  );
  for (const f of figures) {
    const name = f.kind === 'pglite' ? 'PGlite    ' : 'PostgreSQL';
    const floorRate = f.floorLines / f.floor.seconds;
    const row = (path: string, lines: number, m: Measure, mib: string) => {
      const rate = lines / m.seconds;
      return `| ${name} | ${path.padEnd(38)} | ${lines.toLocaleString('en').padStart(9)} | ${mib.padStart(5)} | ${m.seconds.toFixed(1).padStart(7)} | ${Math.round(rate).toLocaleString('en').padStart(8)} | ${`${((100 * rate) / floorRate).toFixed(1)} %`.padStart(8)} | ${`${m.beforeMiB.toFixed(0)}, ${m.peakMiB.toFixed(0)}`.padStart(21)} |`;
    };
    console.log(row('ingestReadings, rows in fields (floor)', f.floorLines, f.floor, '—'));
    console.log(row('POST /api/occupancy/readings, CSV', f.lines, f.http, f.mib.toFixed(1)));
  }
  if (skipped) console.log(`PostgreSQL skipped: ${skipped}`);
}

await runBench(async () => {
  const loadBefore = loadAverage();
  const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
  const kinds = databases.filter((d): d is DatabaseKind => d === 'pglite' || d === 'postgres');
  if (kinds.length !== databases.length)
    throw new Error(`BENCH_DATABASES lists pglite and/or postgres, got "${databases.join(',')}"`);
  const { reports, skipped } = await benchEachDatabase(kinds, benchDatabase, log);
  printReport(reports, skipped, loadBefore);
});
