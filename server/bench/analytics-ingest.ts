// Ingest for the analytics benchmark: the large generator's readings go through the product's
// ingestion path (ingestReadings: checks, insert, rollups), batch by batch. The first building's
// rows also go through a plain COPY into a bare table with the same columns (the ceiling), the
// two paths alternating which goes first, so that neither always finds warm caches; the other
// buildings' rows are only ingested (their time is reported apart). Making the rows is not timed.
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
import type { LargeBuildingRecord } from './large-portfolio.ts';

/** One building's readings from `from` to `to` (local days, both included). */
export type ReadingsWindow = { building: LargeBuildingRecord; from: string; to: string };

export type IngestFigures = {
  /** Rows of the first building, ingested and copied. */
  rows: number;
  batches: number;
  /** Time spent making the rows (not part of either rate). */
  generateSeconds: number;
  ingestSeconds: number;
  copySeconds: number;
  /** The other buildings' rows, only ingested, and the time it took. */
  otherRows: number;
  otherSeconds: number;
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
    otherRows: 0,
    otherSeconds: 0,
  };
  let compared = true;
  const flush = async (rows: SyntheticRow[], buildingId: number) => {
    if (rows.length === 0) return;
    const started = performance.now();
    const raw = rawRows(rows);
    if (compared) copy.stage(copyText(rows, buildingId));
    figures.generateSeconds += (performance.now() - started) / 1000;
    const ingest = () =>
      secondsOf(async () => {
        const result = await ingestReadings(database.db, raw, 'Line');
        if (result.accepted !== rows.length)
          throw new Error(`ingestReadings accepted ${result.accepted} of ${rows.length} rows`);
      });
    const ceiling = () => secondsOf(copy.run);
    if (!compared) {
      figures.otherSeconds += await ingest();
      figures.otherRows += rows.length;
      return;
    }
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

  for (const [index, window] of windows.entries()) {
    compared = index === 0;
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
        if (compared && figures.batches % 10 === 0)
          options.log(
            `${database.kind}: ${figures.rows.toLocaleString('en')} rows, ingest ${rate(figures.rows, figures.ingestSeconds)} rows/s, COPY ${rate(figures.rows, figures.copySeconds)} rows/s`,
          );
        started = performance.now();
      }
    }
    figures.generateSeconds += (performance.now() - started) / 1000;
    await flush(pending, building.id);
    if (index > 0 && index % 10 === 0)
      options.log(
        `${database.kind}: ${index + 1} of ${windows.length} buildings loaded (${(figures.rows + figures.otherRows).toLocaleString('en')} rows)`,
      );
  }

  const { rows } = await database.pool.query<{ product: string; copied: string }>(
    `SELECT (SELECT sum(cardinality(offsets)) FROM occupancy_reading_days) AS product, (SELECT count(*) FROM ${COPY_TABLE}) AS copied`,
  );
  const counts = rows[0];
  const all = figures.rows + figures.otherRows;
  if (Number(counts?.product) !== all || Number(counts?.copied) !== figures.rows)
    throw new Error(
      `Row counts differ: ${all} generated (${figures.rows} to copy), ${counts?.product ?? '?'} in occupancy_readings, ${counts?.copied ?? '?'} copied`,
    );
  await database.pool.query(`DROP TABLE ${COPY_TABLE}`);
  return figures;
}

export const rate = (rows: number, seconds: number): string =>
  seconds > 0 ? Math.round(rows / seconds).toLocaleString('en') : '—';
