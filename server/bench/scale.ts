// `npm run bench:scale`: does a year for a thousand buildings stay workable on PostgreSQL? Loads
// the large portfolio with building 1's year of readings (as bench:analytics does) and measures
// the statistics calls, imports and a building's re-derivation; then copies building 1's packed
// readings and rollups to 999 stand-in buildings (ids no building row has: the readings and
// rollups have no foreign keys), so that the tables hold a year for 1,000 buildings, and measures
// the same again. A report, not a test: it prints the two and their ratio.
import { statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { addDays } from '@atrium/contract';
import type { Database, DatabaseKind } from '../src/db/client.ts';
import { ingestReadings } from '../src/occupancy/ingest.ts';
import {
  insertLargePortfolio,
  planLargePortfolio,
  type LargeBuildingRecord,
} from './large-portfolio.ts';
import type { RawRow } from '../src/occupancy/parse.ts';
import { rederiveBuilding } from '../src/occupancy/rederive.ts';
import { largeReadings } from '../src/occupancy/synthetic.ts';
import {
  daysBefore,
  isoDate,
  LARGE_SEED as SEED,
  readingsPlan,
  startCallsApp,
} from './analytics-fixture.ts';
import { rawRows } from './analytics-ingest.ts';
import { cancelRunning, type CallFigures } from './analytics-latency.ts';
import { readSettings, type Settings } from './analytics-settings.ts';
import {
  secondsOf,
  log,
  benchEachDatabase,
  loadAverage,
  openBenchDatabase,
  printMachine,
  runBench,
} from './support.ts';

const BUILDINGS = Number(process.env.BENCH_SCALE_BUILDINGS ?? 1000);
/** Stand-in building k has the data source and building id STAND_IN + k. */
const STAND_IN = 100_000;
/** Its spaces' and groups' ids are building 1's plus k × ID_STEP. */
const ID_STEP = 1_000_000;
/** Stand-ins copied per statement (progress is logged after each). */
const COPIES_PER_STEP = 50;

/** Each table of readings and rollups, and how a copy of a row of building 1 is made for k. */
const tables = [
  {
    name: 'occupancy_reading_days',
    columns: 'data_source_id, building_id, space_id, date, offsets, counts, backfilled',
    copy: 'space_id + $2 * k, date, offsets, counts, backfilled',
  },
  {
    name: 'occupancy_space_hour_days',
    columns: 'data_source_id, building_id, space_id, date, offsets, peaks, averages, samples',
    copy: 'space_id + $2 * k, date, offsets, peaks, averages, samples',
  },
  {
    name: 'occupancy_group_hour_days',
    columns: 'data_source_id, building_id, group_kind, group_id, date, offsets, peaks, averages',
    copy: 'group_kind, group_id + $2 * k, date, offsets, peaks, averages',
  },
  {
    name: 'occupancy_group_daily',
    columns:
      'data_source_id, building_id, group_kind, group_id, date, peak, peak_at, working_average, samples, has_backfill',
    copy: 'group_kind, group_id + $2 * k, date, peak, peak_at, working_average, samples, has_backfill',
  },
] as const;

type TableSize = { name: string; rows: number; bytes: number };

async function tableSizes(database: Database): Promise<TableSize[]> {
  const sizes: TableSize[] = [];
  for (const { name } of tables) {
    const { rows } = await database.pool.query<{ rows: number; bytes: string }>(
      `SELECT (SELECT count(*)::int FROM ${name}) AS rows, pg_total_relation_size($1) AS bytes`,
      [name],
    );
    sizes.push({ name, rows: rows[0]?.rows ?? 0, bytes: Number(rows[0]?.bytes ?? 0) });
  }
  return sizes;
}

/** Copies building 1's rows of every table to stand-ins 1 … copies, then VACUUM ANALYZE. */
async function addStandIns(database: Database, buildingId: number, copies: number): Promise<void> {
  // Building 1's live rows (the files also hold rows the measurements replaced): their data, a
  // tuple header and line pointer each (28 bytes), and an entry of about 40 bytes per index.
  let needed = 0;
  for (const { name } of tables) {
    const { rows } = await database.pool.query<{ bytes: number }>(
      `SELECT coalesce(sum(pg_column_size(t.*)), 0)::float
          + count(*) * (28 + 40 * (SELECT count(*) FROM pg_indexes WHERE tablename = $2)) AS bytes
        FROM ${name} t WHERE building_id = $1`,
      [buildingId, name],
    );
    needed += (rows[0]?.bytes ?? 0) * copies;
  }
  log(`stand-ins: about ${(needed / 1024 ** 3).toFixed(0)} GiB more in the database`);
  if (!process.env.DATABASE_URL) {
    const disk = statfsSync(tmpdir());
    const free = disk.bavail * disk.bsize;
    if (free < needed * 1.2)
      throw new Error(
        `${(free / 1024 ** 3).toFixed(0)} GiB free in ${tmpdir()}, about ${((needed * 1.2) / 1024 ** 3).toFixed(0)} GiB needed: lower BENCH_SCALE_BUILDINGS`,
      );
  }
  for (const table of tables) {
    const seconds = await secondsOf(async () => {
      for (let first = 1; first <= copies; first += COPIES_PER_STEP)
        await database.pool.query(
          `INSERT INTO ${table.name} (${table.columns})
           SELECT $1::int + k, $1::int + k, ${table.copy}
           FROM ${table.name}, generate_series($3::int, $4::int) AS k
           WHERE building_id = $5`,
          [STAND_IN, ID_STEP, first, Math.min(copies, first + COPIES_PER_STEP - 1), buildingId],
        );
    });
    log(`stand-ins: ${table.name} in ${seconds.toFixed(0)} s`);
  }
  const seconds = await secondsOf(() => database.pool.query('VACUUM ANALYZE'));
  log(`stand-ins: VACUUM ANALYZE in ${seconds.toFixed(0)} s`);
}

/** The building's readings of the local days `from` … `to`. */
function rowsOf(building: LargeBuildingRecord, from: string, to: string): RawRow[] {
  const days = [...largeReadings(building.sensors, building.index, { from, to }, SEED)];
  return rawRows(days.flat());
}

type Operations = {
  /** Building 1's last 7 days sent again (every reading replaces itself): median of 3. */
  resend: number;
  /** 7 new days of building 2. */
  newDays: number;
  /** Building 1's rollups rebuilt from its year of readings. */
  rederive: number;
};

type Phase = { calls: CallFigures[]; operations: Operations; sizes: TableSize[] };

type Scale = { before: Phase; after: Phase; buildingsBefore: number };

async function benchScale(
  kind: DatabaseKind,
  databaseUrl: string | undefined,
  settings: Settings,
): Promise<Scale> {
  const { database, dataDir, closeDatabase } = await openBenchDatabase(kind, databaseUrl, {
    beforeClose: cancelRunning,
  });
  const today = new Date();
  const portfolio = await insertLargePortfolio(database.db, planLargePortfolio(SEED), today);
  const windows = readingsPlan(
    portfolio,
    { buildings: 2, days: settings.days, otherDays: 14 },
    today,
  );
  const [measured, second] = windows;
  if (!measured || !second) throw new Error('The portfolio has fewer than two buildings');
  log(`${kind}: loading building 1's ${settings.days} days and building 2's 14`);
  // Through the product's ingestion, a week at a time (no COPY ceiling: nothing is compared).
  for (const { building, from, to } of windows)
    for (let day = from; day <= to; day = addDays(day, 7)) {
      const last = addDays(day, 6);
      await ingestReadings(database.db, rowsOf(building, day, last < to ? last : to), 'Line');
    }
  await database.pool.query('VACUUM ANALYZE');

  const { close: closeApp, measure } = await startCallsApp(
    { kind, dataDir, databaseUrl },
    settings,
    { portfolio, measured },
    log,
  );
  const lastWeek = rowsOf(
    measured.building,
    isoDate(daysBefore(today, 7)),
    isoDate(daysBefore(today, 1)),
  );

  /** `newWeekAgo`: the new days of building 2 start this many days ago (before its readings). */
  const phase = async (label: string, newWeekAgo: number): Promise<Phase> => {
    log(`${label}: statistics calls`);
    const calls = (await measure()).measured.filter((c) => c.scenario === 'building');
    log(`${label}: imports and re-derivation`);
    const resends: number[] = [];
    for (let i = 0; i < 3; i++)
      resends.push(await secondsOf(() => ingestReadings(database.db, lastWeek, 'Line')));
    const newRows = rowsOf(
      second.building,
      isoDate(daysBefore(today, newWeekAgo)),
      isoDate(daysBefore(today, newWeekAgo - 6)),
    );
    const newDays = await secondsOf(() => ingestReadings(database.db, newRows, 'Line'));
    const rederive = await secondsOf(() => rederiveBuilding(database.db, measured.building.id));
    const resend = [...resends].sort((a, b) => a - b)[1] ?? Number.NaN;
    return { calls, operations: { resend, newDays, rederive }, sizes: await tableSizes(database) };
  };

  const before = await phase('before', 14 + 30);
  await addStandIns(database, measured.building.id, BUILDINGS - 1);
  const after = await phase('after', 14 + 20);
  await closeApp();
  await closeDatabase();
  return { before, after, buildingsBefore: windows.length };
}

const ms = (n: number) => (n >= 10 ? n.toFixed(1) : n.toFixed(2));
const ratio = (after: number, before: number) => `${(after / before).toFixed(2)}×`;

function printScale(scale: Scale, settings: Settings, loadBefore: string): void {
  const { before, after } = scale;
  printMachine(loadBefore);
  console.log(
    `\nPostgreSQL, before: ${scale.buildingsBefore} buildings with readings (building 1 over ${settings.days} days, building 2 over 14); after: ${BUILDINGS - 1} stand-ins with building 1's readings and rollups added`,
  );
  console.log('| table | rows before | rows after | size before | size after |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  before.sizes.forEach((b, i) => {
    const a = after.sizes[i];
    if (!a) return;
    const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GiB`;
    console.log(
      `| ${b.name} | ${b.rows.toLocaleString('en')} | ${a.rows.toLocaleString('en')} | ${gib(b.bytes)} | ${gib(a.bytes)} |`,
    );
  });
  console.log('\n| operation | before s | after s | after ÷ before |');
  console.log('| --- | ---: | ---: | ---: |');
  const operations: [keyof Operations, string][] = [
    ['resend', "import: building 1's last 7 days again (42,000 readings, median of 3)"],
    ['newDays', 'import: 7 new days of building 2 (42,000 readings)'],
    ['rederive', `re-derivation of building 1's rollups (${settings.days} days)`],
  ];
  for (const [key, name] of operations)
    console.log(
      `| ${name} | ${before.operations[key].toFixed(2)} | ${after.operations[key].toFixed(2)} | ${ratio(after.operations[key], before.operations[key])} |`,
    );
  console.log('\n| call | p50 before | p50 after | p95 before | p95 after | p95 after ÷ before |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const b of before.calls) {
    const a = after.calls.find((c) => c.url === b.url);
    if (b.status !== 'measured' || a?.status !== 'measured') {
      const reason = b.status === 'failed' ? b.reason : a?.status === 'failed' ? a.reason : '';
      console.log(`| ${b.url} | FAILED: ${reason} | | | | |`);
      continue;
    }
    console.log(
      `| ${b.url} | ${ms(b.call.p50)} | ${ms(a.call.p50)} | ${ms(b.call.p95)} | ${ms(a.call.p95)} | ${ratio(a.call.p95, b.call.p95)} |`,
    );
  }
}

await runBench(async () => {
  const settings = readSettings();
  const loadBefore = loadAverage();
  const { reports, skipped } = await benchEachDatabase(
    ['postgres'],
    (kind, url) => benchScale(kind, url, settings),
    log,
  );
  const [scale] = reports;
  if (scale) printScale(scale, settings, loadBefore);
  else console.log(`PostgreSQL skipped: ${skipped ?? 'unknown reason'}`);
});
