// Many rows in one statement, streamed in with COPY (text format). On PostgreSQL the rows travel
// as COPY FROM STDIN; PGlite behind its socket does not take COPY FROM STDIN, so its rows are
// staged in a file in its data folder, which its server reads with COPY FROM that file.
// The values are numbers, booleans, dates, timestamps and fixed words: nothing to escape.
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { stagingOf } from '../db/client.ts';
import type { Db } from '../resources/resource-table.ts';

type Scalar = number | string | boolean | null;
export type Column =
  | {
      name: string;
      type: 'int' | 'text' | 'date' | 'timestamptz' | 'float8' | 'bool';
      values: readonly Scalar[];
    }
  | {
      name: string;
      type: 'int[]' | 'float8[]' | 'bool[]';
      values: readonly (readonly Scalar[] | null)[];
    };

/** The node-postgres client of a Drizzle transaction (Drizzle keeps it on its session). */
function clientOf(tx: Db): pg.ClientBase {
  const session: unknown = tx._.session;
  const client =
    typeof session === 'object' && session !== null && 'client' in session
      ? session.client
      : undefined;
  if (!(client instanceof pg.Client)) throw new Error('writeRows runs in a transaction');
  return client;
}

const rowCount = (columns: readonly Column[]): number => columns[0]?.values.length ?? 0;

/** Inserts the rows (one value per column and row) inside the caller's transaction. */
export async function writeRows(tx: Db, table: string, columns: readonly Column[]): Promise<void> {
  if (rowCount(columns) === 0) return;
  const client = clientOf(tx);
  const copy = `copy "${table}" (${columns.map((c) => `"${c.name}"`).join(', ')})`;
  const staging = stagingOf(client);
  if (!staging) {
    await pipeline(
      Readable.from(copyChunks(columns)),
      client.query(copyFrom(`${copy} from stdin`)),
    );
    return;
  }
  const name = `copy-${randomUUID()}.tsv`;
  const file = join(staging.folder, name);
  try {
    await writeFile(file, copyChunks(columns));
    await client.query(`${copy} from '${staging.served}/${name}'`);
  } finally {
    await rm(file, { force: true });
  }
}

const ROWS_PER_CHUNK = 500;

/** COPY's text format: tab-separated, \N for null, arrays as `{…}`. */
function* copyChunks(columns: readonly Column[]): Generator<string> {
  const n = rowCount(columns);
  for (let start = 0; start < n; start += ROWS_PER_CHUNK) {
    let chunk = '';
    for (let row = start; row < Math.min(n, start + ROWS_PER_CHUNK); row++) {
      for (let c = 0; c < columns.length; c++) {
        const column = columns[c];
        const value = column?.values[row] ?? null;
        if (c > 0) chunk += '\t';
        if (value === null) chunk += '\\N';
        else if (typeof value === 'object') chunk += `{${value.join(',')}}`;
        else chunk += String(value);
      }
      chunk += '\n';
    }
    yield chunk;
  }
}
