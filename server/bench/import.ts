// `npm run bench:import`: a year of one building's readings sent as one CSV file to
// POST /api/occupancy/readings over HTTP (reading the body, parsing, checking, packing, rollups),
// beside the same work without HTTP and CSV: ingestReadings given the rows already split into
// fields (the floor). Then `BENCH_IMPORT_READINGS` readings (default: a year of one building) of
// other buildings three ways, in the same run on the same database: through the import pipeline
// (a stored CSV file, `POST /api/data-imports/create`, the job streaming it: checked in one pass,
// written in batches in one transaction), through ingestReadings alone (a building's rows per
// call, as the HTTP import would be sent), and a bare COPY of the pipeline's readings into a
// table without keys (the ceiling). On PGlite and on PostgreSQL. A report, not a test: it exits
// non-zero only when something fails.
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { pipeline as pump } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database, DatabaseKind } from '../src/db/client.ts';
import { ingestReadings } from '../src/occupancy/ingest.ts';
import { filesDirOf, loadConfig } from '../src/config.ts';
import { localFileStore, newStorageKey } from '../src/storage/store.ts';
import { insertFile } from '../src/storage/repository.ts';
import { readCsvRecords } from '../src/imports/rows.ts';
import type { SyntheticRow } from '../src/occupancy/synthetic.ts';
import { rawRows } from './analytics-ingest.ts';
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
/** Readings of the pipeline, ingest and COPY comparison; 0: a year (`DAYS`) of one building. */
const READINGS = Number(process.env.BENCH_IMPORT_READINGS ?? 0);

/** The building's readings over the `DAYS` up to yesterday, as the lines of a CSV file. */
function csvLines(building: LargeBuildingRecord, today: Date): string[] {
  const range = { from: isoDate(daysBefore(today, DAYS)), to: isoDate(daysBefore(today, 1)) };
  const lines: string[] = [];
  for (const day of largeReadings(building.sensors, building.index, range, SEED))
    for (const r of day)
      lines.push(`${r.dataSourceId},${r.spaceId},${r.at.toISOString()},${r.occupancy}`);
  return lines;
}

/**
 * Up to `limit` readings of the buildings over the `DAYS` up to yesterday, a day of a building at
 * a time, never all at once.
 */
function* readingsOf(
  buildings: LargeBuildingRecord[],
  today: Date,
  limit: number,
): Generator<SyntheticRow[]> {
  const range = { from: isoDate(daysBefore(today, DAYS)), to: isoDate(daysBefore(today, 1)) };
  let left = limit;
  for (const building of buildings)
    for (const day of largeReadings(building.sensors, building.index, range, SEED)) {
      if (left <= 0) return;
      const rows = day.length > left ? day.slice(0, left) : day;
      left -= rows.length;
      yield rows;
    }
}

/** Writes the lines `line` makes of the readings to a file, streamed; answers how many. */
async function writeLines(
  path: string,
  header: string | null,
  days: Iterable<SyntheticRow[]>,
  line: (r: SyntheticRow) => string,
): Promise<number> {
  const out = createWriteStream(path);
  let n = 0;
  if (header !== null) out.write(`${header}\n`);
  for (const rows of days) {
    let text = '';
    for (const r of rows) text += line(r);
    n += rows.length;
    if (!out.write(text)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return n;
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
  /** A stored CSV file through the import pipeline: create (a job) until COMPLETED. */
  pipeline: Measure;
  pipelineLines: number;
  pipelineMib: number;
  /** The progress the data import answered while its job ran, each value once. */
  progressSeen: number[];
  /** As many readings of other buildings through ingestReadings, a building per call. */
  ingest: Measure;
  ingestLines: number;
  /** The pipeline's readings through a bare COPY (the ceiling). */
  copy: Measure;
  copyLines: number;
};

const BARE_TABLE = 'bench_bare_readings';

/**
 * The readings through a bare COPY into a table without keys or indexes, staged in a file first
 * (not timed). PostgreSQL: COPY … FROM STDIN. PGlite: behind its socket COPY FROM STDIN is not
 * available, so the file goes in its data folder and is read with a server-side COPY FROM.
 */
async function bareCopy(
  database: Database,
  kind: DatabaseKind,
  dataDir: string,
  days: () => Iterable<SyntheticRow[]>,
): Promise<{ measure: Measure; lines: number }> {
  await database.pool.query(`DROP TABLE IF EXISTS ${BARE_TABLE}`);
  await database.pool.query(
    `CREATE TABLE ${BARE_TABLE} (data_source_id integer NOT NULL, space_id integer,
      at timestamptz NOT NULL, occupancy integer NOT NULL)`,
  );
  const columns = '(data_source_id, space_id, at, occupancy)';
  const path =
    kind === 'pglite' ? join(dataDir, 'pglite', 'bench-bare.tsv') : join(dataDir, 'bench-bare.tsv');
  const lines = await writeLines(
    path,
    null,
    days(),
    (r) => `${r.dataSourceId}\t${r.spaceId}\t${r.at.toISOString()}\t${r.occupancy}\n`,
  );
  const measure = await measured(async () => {
    if (kind === 'pglite') {
      await database.pool.query(`COPY ${BARE_TABLE} ${columns} FROM '/pglite/data/bench-bare.tsv'`);
      return;
    }
    const client = await database.pool.connect();
    try {
      await pump(
        createReadStream(path),
        client.query(copyFrom(`COPY ${BARE_TABLE} ${columns} FROM STDIN`)),
      );
    } finally {
      client.release();
    }
  });
  const { rows } = await database.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${BARE_TABLE}`,
  );
  if (rows[0]?.n !== lines) throw new Error(`COPY wrote ${rows[0]?.n ?? 0} of ${lines} rows`);
  await database.pool.query(`DROP TABLE ${BARE_TABLE}`);
  return { measure, lines };
}

async function benchDatabase(
  kind: DatabaseKind,
  databaseUrl: string | undefined,
): Promise<Figures> {
  const { database, dataDir, closeDatabase } = await openBenchDatabase(kind, databaseUrl);
  const today = new Date();
  const portfolio = await insertLargePortfolio(database.db, planLargePortfolio(SEED), today);
  await database.pool.query('ANALYZE');
  const [sent, floorBuilding, piped] = portfolio.buildings;
  if (!sent || !floorBuilding || !piped)
    throw new Error('The portfolio has fewer than three buildings');

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
  const floorRows = parseCsv(await readCsvRecords(csvFile(csvLines(floorBuilding, today)))).rows;
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

  // The comparison: the same number of readings of other buildings through the pipeline and
  // through ingestReadings alone, and the pipeline's readings through a bare COPY.
  const perBuilding = floorLines;
  const readings = READINGS > 0 ? READINGS : perBuilding;
  const share = Math.ceil(readings / perBuilding);
  const others = portfolio.buildings.slice(3);
  const pipedBuildings = [piped, ...others.slice(0, share - 1)];
  const ingestBuildings = others.slice(share - 1, 2 * share - 1);
  if (ingestBuildings.length < share)
    throw new Error(`${readings} readings need ${2 * share + 1} buildings of the portfolio`);

  log(`${kind}: writing ${readings.toLocaleString('en')} readings as a CSV file`);
  const csvPath = join(dataDir, 'bench-readings.csv');
  const pipelineLines = await writeLines(
    csvPath,
    CSV_HEADER.join(','),
    readingsOf(pipedBuildings, today, readings),
    (r) => `${r.dataSourceId},${r.spaceId},${r.at.toISOString()},${r.occupancy}\n`,
  );
  const pipelineMib = statSync(csvPath).size / 1_048_576;
  // Stored as an upload would store it (the upload itself, 128 MiB at most, is not timed).
  const store = localFileStore(
    filesDirOf(loadConfig({ ATRIUM_DATA_DIR: dataDir, DATABASE_URL: databaseUrl })),
  );
  const storageKey = newStorageKey();
  await store.put(storageKey, createReadStream(csvPath));
  const { rows: platform } = await database.pool.query<{ id: number }>(
    `select id from organizations where key = 'atrium'`,
  );
  const file = await insertFile(database.db, {
    filename: 'bench-readings.csv',
    mimetype: 'text/csv',
    size: statSync(csvPath).size,
    storageKey,
    organizationId: platform[0]?.id ?? 0,
    createdByEmail: 'bench.admin@atrium.test',
    createdByOrganizationId: platform[0]?.id ?? 0,
  });

  log(`${kind}: the pipeline (${pipelineMib.toFixed(0)} MiB)`);
  const progressSeen: number[] = [];
  const pipeline = await measured(async () => {
    const created = await fetch(`${address}/api/data-imports/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'OCCUPANCY', fileId: file.id, options: {} }),
    });
    if (created.status !== 200) throw new Error(`create answered ${created.status}`);
    const { id } = (await created.json()) as { id: string };
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const got = await fetch(`${address}/api/data-imports/get`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ id }),
      });
      const { status, progress, errors } = (await got.json()) as {
        status: string;
        progress: number;
        errors: unknown[];
      };
      if (progressSeen.at(-1) !== progress) progressSeen.push(progress);
      if (status === 'COMPLETED') break;
      if (status === 'FAILED')
        throw new Error(`The pipeline import failed: ${JSON.stringify(errors.slice(0, 3))}`);
    }
  });

  log(`${kind}: the same number through ingestReadings, a building per call`);
  let ingestLines = 0;
  let ingestSeconds = 0;
  const ingest = await measured(async () => {
    for (const building of ingestBuildings) {
      const rows: SyntheticRow[] = [];
      for (const day of readingsOf([building], today, readings - ingestLines)) rows.push(...day);
      if (rows.length === 0) break;
      const raw = rawRows(rows);
      rows.length = 0;
      const started = performance.now();
      const result = await ingestReadings(database.db, raw, 'Line');
      ingestSeconds += (performance.now() - started) / 1000;
      if (result.accepted !== raw.length)
        throw new Error(`ingestReadings accepted ${result.accepted} of ${raw.length} rows`);
      ingestLines += raw.length;
    }
  });
  // Making the rows is not the ingest's: its seconds are those of the calls.
  ingest.seconds = ingestSeconds;

  log(`${kind}: the pipeline's readings through a bare COPY`);
  const copyLines = await bareCopy(database, kind, dataDir, () =>
    readingsOf(pipedBuildings, today, readings),
  );

  const { rows } = await database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM occupancy_readings',
  );
  const expected = floorLines + sentLines + pipelineLines + ingestLines;
  if (rows[0]?.n !== expected)
    throw new Error(`${rows[0]?.n ?? 0} readings stored, expected ${expected}`);
  await closeApp();
  await closeDatabase();
  return {
    kind,
    floorLines,
    lines: sentLines,
    mib,
    floor,
    http,
    pipeline,
    pipelineLines,
    pipelineMib,
    progressSeen,
    ingest,
    ingestLines,
    copy: copyLines.measure,
    copyLines: copyLines.lines,
  };
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
  const name = (f: Figures) => (f.kind === 'pglite' ? 'PGlite    ' : 'PostgreSQL');
  const memory = (m: Measure) => `${m.beforeMiB.toFixed(0)}, ${m.peakMiB.toFixed(0)}`.padStart(21);
  for (const f of figures) {
    const floorRate = f.floorLines / f.floor.seconds;
    const row = (path: string, lines: number, m: Measure, mib: string) => {
      const rate = lines / m.seconds;
      return `| ${name(f)} | ${path.padEnd(38)} | ${lines.toLocaleString('en').padStart(9)} | ${mib.padStart(5)} | ${m.seconds.toFixed(1).padStart(7)} | ${Math.round(rate).toLocaleString('en').padStart(8)} | ${`${((100 * rate) / floorRate).toFixed(1)} %`.padStart(8)} | ${memory(m)} |`;
    };
    console.log(row('ingestReadings, rows in fields (floor)', f.floorLines, f.floor, '—'));
    console.log(row('POST /api/occupancy/readings, CSV', f.lines, f.http, f.mib.toFixed(1)));
  }
  console.log(
    "\nThe same number of readings three ways (the pipeline's readings also through the bare COPY)",
  );
  console.log(
    '| database   | path                                        |      lines |   MiB | seconds |  lines/s | of COPY | RSS MiB: before, peak |',
  );
  console.log(
    '| ---------- | ------------------------------------------- | ---------: | ----: | ------: | -------: | ------: | --------------------: |',
  );
  for (const f of figures) {
    const copyRate = f.copyLines / f.copy.seconds;
    const row = (path: string, lines: number, m: Measure, mib: string) => {
      const rate = lines / m.seconds;
      return `| ${name(f)} | ${path.padEnd(43)} | ${lines.toLocaleString('en').padStart(10)} | ${mib.padStart(5)} | ${m.seconds.toFixed(1).padStart(7)} | ${Math.round(rate).toLocaleString('en').padStart(8)} | ${`${((100 * rate) / copyRate).toFixed(1)} %`.padStart(7)} | ${memory(m)} |`;
    };
    console.log(row('bare COPY into a table without keys', f.copyLines, f.copy, '—'));
    console.log(row('ingestReadings alone, a building per call', f.ingestLines, f.ingest, '—'));
    console.log(
      row(
        'import pipeline: create, job (file stored)',
        f.pipelineLines,
        f.pipeline,
        f.pipelineMib.toFixed(0),
      ),
    );
    console.log(
      `${name(f).trim()}: progress answered while the job ran: ${f.progressSeen.join(', ')}`,
    );
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
