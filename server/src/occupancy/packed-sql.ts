// Many rows in one statement. On PostgreSQL they stream in with COPY (text format); where COPY
// FROM STDIN is not available (PGlite behind its socket) each column travels as one array literal
// and `unnest` turns the arrays back into rows, array columns as text elements cast per row.
// The values are numbers, booleans, dates, timestamps and fixed words: nothing to escape.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
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

type BulkPath = 'copy' | 'unnest';

/** The node-postgres client of a Drizzle transaction (Drizzle keeps it on its session). */
function clientOf(tx: Db): pg.ClientBase | null {
  const session: unknown = tx._.session;
  const client =
    typeof session === 'object' && session !== null && 'client' in session
      ? session.client
      : undefined;
  return client instanceof pg.Client ? client : null;
}

const supportsCopy = new WeakMap<pg.ClientBase, boolean>();

/** Which path `writeRows` takes on this transaction's connection. */
async function bulkPathOf(tx: Db): Promise<BulkPath> {
  const client = clientOf(tx);
  if (!client) return 'unnest';
  let known = supportsCopy.get(client);
  if (known === undefined) {
    // PGlite answers version() with its own name and does not take COPY FROM STDIN over its socket.
    const { rows } = await client.query<{ v: string }>('select version() as v');
    known = !/pglite|emscripten|wasm/i.test(rows[0]?.v ?? '');
    supportsCopy.set(client, known);
  }
  return known ? 'copy' : 'unnest';
}

const isArray = (column: Column): boolean => column.type.endsWith('[]');
const rowCount = (columns: readonly Column[]): number => columns[0]?.values.length ?? 0;

/** Inserts the rows (one value per column and row) inside the caller's transaction. */
export async function writeRows(tx: Db, table: string, columns: readonly Column[]): Promise<void> {
  if (rowCount(columns) === 0) return;
  const client = clientOf(tx);
  if (client && (await bulkPathOf(tx)) === 'copy') {
    const names = columns.map((c) => `"${c.name}"`).join(', ');
    await pipeline(
      Readable.from(copyChunks(columns)),
      client.query(copyFrom(`copy "${table}" (${names}) from stdin`)),
    );
  } else await tx.execute(insertRows(table, columns));
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

const quoted = (text: string) => `"${text}"`;
const element = (value: Scalar): string =>
  value === null ? 'NULL' : typeof value === 'string' ? quoted(value) : String(value);

/** `{…}` literal of one column; nested arrays become quoted text elements. */
function literal(column: Column): string {
  const values: readonly (Scalar | readonly Scalar[])[] = column.values;
  return `{${values
    .map((value) =>
      value !== null && typeof value === 'object'
        ? quoted(`{${value.map(element).join(',')}}`)
        : element(value),
    )
    .join(',')}}`;
}

/** `insert into table (…) select … from unnest(…)`. */
function insertRows(table: string, columns: readonly Column[]): SQL {
  const names = columns.map((c) => sql.identifier(c.name));
  const sources = columns.map((c) =>
    isArray(c) ? sql`${literal(c)}::text[]` : sql`${literal(c)}::${sql.raw(c.type)}[]`,
  );
  const aliases = columns.map((_, i) => sql.raw(`c${i}`));
  const picks = columns.map((c, i) =>
    isArray(c) ? sql`${aliases[i]}::${sql.raw(c.type)}` : sql`${aliases[i]}`,
  );
  return sql`insert into ${sql.identifier(table)} (${sql.join(names, sql`, `)})
    select ${sql.join(picks, sql`, `)} from unnest(${sql.join(sources, sql`, `)}) as x(${sql.join(aliases, sql`, `)})`;
}
