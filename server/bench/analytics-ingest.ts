// Ingest for the analytics benchmark: the large generator's readings go through the product's
// ingestion path (ingestReadings: checks, insert, rollups), batch by batch, and the same rows go
// through a plain COPY into a bare table with the same columns (the ceiling). Making the rows is
// not timed; the two paths alternate which goes first, so that neither always finds warm caches.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../src/db/client.ts';
import { ingestReadings } from '../src/occupancy/ingest.ts';
import type { RawRow } from '../src/occupancy/parse.ts';
import { largeReadings, type SyntheticRow } from '../src/occupancy/synthetic.ts';
import { secondsOf } from './support.ts';
import type { LargeBuildingRecord } from '../src/occupancy/large-portfolio.ts';

/** One building's readings from `from` to `to` (local days, both included). */
export type ReadingsWindow = { building: LargeBuildingRecord; from: string; to: string };

export type IngestFigures = {
  rows: number;
  batches: number;
  /** Time spent making the rows (not part of either rate). */
  generateSeconds: number;
  ingestSeconds: number;
  copySeconds: number;
};

const COPY_TABLE = 'bench_copy_readings';
const COPY_COLUMNS = '(data_source_id, building_id, space_id, at, occupancy)';

/** `stage` readies a batch (not timed), `run` copies it (timed). */
type Copy = { stage: (text: string) => void; run: () => Promise<void> };

/**
 * The ceiling. PostgreSQL: COPY … FROM STDIN. PGlite: behind its socket COPY FROM STDIN loses the
 * protocol's sync and '/dev/blob' needs its in-process API, so the rows are staged in a file in
 * its data folder and read with a server-side COPY FROM that file.
 */
function copier(database: Database, pgliteFolder: string | null): Copy {
  let staged = '';
  if (database.kind === 'pglite') {
    if (!pgliteFolder) throw new Error('PGlite needs its data folder for the COPY ceiling');
    const file = 'bench-copy.tsv';
    return {
      stage: (text) => {
        writeFileSync(join(pgliteFolder, file), text);
      },
      run: async () => {
        await database.pool.query(`COPY ${COPY_TABLE} ${COPY_COLUMNS} FROM '/pglite/data/${file}'`);
      },
    };
  }
  return {
    stage: (text) => {
      staged = text;
    },
    run: async () => {
      const client = await database.pool.connect();
      try {
        await pipeline(
          Readable.from([staged]),
          client.query(copyFrom(`COPY ${COPY_TABLE} ${COPY_COLUMNS} FROM STDIN`)),
        );
      } finally {
        client.release();
      }
    },
  };
}

/** The rows as ingestReadings takes them (from JSON: numbers stay numbers). */
export const rawRows = (rows: SyntheticRow[]): RawRow[] =>
  rows.map((r, i) => ({
    line: i + 1,
    dataSourceId: r.dataSourceId,
    spaceId: r.spaceId,
    timestamp: r.at.toISOString(),
    occupancy: r.occupancy,
  }));

const copyText = (rows: SyntheticRow[], buildingId: number): string =>
  rows
    .map(
      (r) =>
        `${r.dataSourceId}\t${buildingId}\t${r.spaceId}\t${r.at.toISOString()}\t${r.occupancy}\n`,
    )
    .join('');

export async function measureIngest(
  database: Database,
  windows: ReadingsWindow[],
  options: {
    seed: number;
    batchDays: number;
    pgliteFolder: string | null;
    log: (message: string) => void;
  },
): Promise<IngestFigures> {
  await database.pool.query(`DROP TABLE IF EXISTS ${COPY_TABLE}`);
  // One row per reading, the columns of the `occupancy_readings` view, without keys or indexes.
  await database.pool.query(
    `CREATE TABLE ${COPY_TABLE} (data_source_id integer NOT NULL, building_id integer NOT NULL,
      space_id integer, at timestamptz NOT NULL, occupancy integer NOT NULL, backfilled boolean NOT NULL DEFAULT false)`,
  );
  const copy = copier(database, options.pgliteFolder);
  const figures: IngestFigures = {
    rows: 0,
    batches: 0,
    generateSeconds: 0,
    ingestSeconds: 0,
    copySeconds: 0,
  };
  const flush = async (rows: SyntheticRow[], buildingId: number) => {
    if (rows.length === 0) return;
    const started = performance.now();
    const raw = rawRows(rows);
    copy.stage(copyText(rows, buildingId));
    figures.generateSeconds += (performance.now() - started) / 1000;
    const ingest = () =>
      secondsOf(async () => {
        const result = await ingestReadings(database.db, raw, 'Line');
        if (result.accepted !== rows.length)
          throw new Error(`ingestReadings accepted ${result.accepted} of ${rows.length} rows`);
      });
    const ceiling = () => secondsOf(copy.run);
    if (figures.batches % 2 === 0) {
      figures.ingestSeconds += await ingest();
      figures.copySeconds += await ceiling();
    } else {
      figures.copySeconds += await ceiling();
      figures.ingestSeconds += await ingest();
    }
    figures.rows += rows.length;
    figures.batches++;
  };

  for (const window of windows) {
    const { building } = window;
    let pending: SyntheticRow[] = [];
    let days = 0;
    let started = performance.now();
    for (const day of largeReadings(building.sensors, building.index, window, options.seed)) {
      pending.push(...day);
      days++;
      if (days % options.batchDays === 0) {
        figures.generateSeconds += (performance.now() - started) / 1000;
        await flush(pending, building.id);
        pending = [];
        if (figures.batches % 10 === 0)
          options.log(
            `${database.kind}: ${figures.rows.toLocaleString('en')} rows, ingest ${rate(figures.rows, figures.ingestSeconds)} rows/s, COPY ${rate(figures.rows, figures.copySeconds)} rows/s`,
          );
        started = performance.now();
      }
    }
    figures.generateSeconds += (performance.now() - started) / 1000;
    await flush(pending, building.id);
  }

  const { rows } = await database.pool.query<{ product: string; copied: string }>(
    `SELECT (SELECT count(*) FROM occupancy_readings) AS product, (SELECT count(*) FROM ${COPY_TABLE}) AS copied`,
  );
  const counts = rows[0];
  if (Number(counts?.product) !== figures.rows || Number(counts?.copied) !== figures.rows)
    throw new Error(
      `Row counts differ: ${figures.rows} generated, ${counts?.product ?? '?'} in occupancy_readings, ${counts?.copied ?? '?'} copied`,
    );
  await database.pool.query(`DROP TABLE ${COPY_TABLE}`);
  return figures;
}

export const rate = (rows: number, seconds: number): string =>
  seconds > 0 ? Math.round(rows / seconds).toLocaleString('en') : '—';
