// Bulk writing of raw readings. On PostgreSQL the rows stream in with COPY into a temporary table
// and are merged with one INSERT … ON CONFLICT; where COPY FROM STDIN is not available (PGlite
// behind its socket) they are sent as arrays unnested into rows, in batches.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from '../resources/resource-table.ts';
import type { Reading } from './ingest.ts';

const BATCH = 5000;
const COLUMNS = 'data_source_id, building_id, space_id, at, occupancy, backfilled';

export type BulkPath = 'copy' | 'unnest';

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

/** Which path `writeRaw` takes on this transaction's connection. */
export async function bulkPathOf(tx: Db): Promise<BulkPath> {
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

/** Inserts or replaces the readings inside the caller's transaction. */
export async function writeRaw(tx: Db, readings: Reading[]): Promise<BulkPath> {
  const client = clientOf(tx);
  const path = await bulkPathOf(tx);
  if (path === 'copy' && client) await viaCopy(tx, client, readings);
  else await viaUnnest(tx, readings);
  return path;
}

async function viaCopy(tx: Db, client: pg.ClientBase, readings: Reading[]): Promise<void> {
  await tx.execute(
    sql.raw(`create temp table readings_in (like occupancy_readings) on commit drop`),
  );
  await pipeline(
    Readable.from(copyLines(readings)),
    client.query(copyFrom(`copy readings_in (${COLUMNS}) from stdin`)),
  );
  await tx.execute(
    sql.raw(`insert into occupancy_readings (${COLUMNS}) select ${COLUMNS} from readings_in
      on conflict (data_source_id, space_id, at) do update
      set occupancy = excluded.occupancy, backfilled = excluded.backfilled`),
  );
  await tx.execute(sql.raw('drop table readings_in'));
}

/** COPY's text format: tab-separated, \N for null. */
function* copyLines(readings: Reading[]): Generator<string> {
  for (let i = 0; i < readings.length; i += BATCH) {
    let chunk = '';
    for (const r of readings.slice(i, i + BATCH)) {
      chunk += `${r.dataSourceId}\t${r.buildingId}\t${r.spaceId ?? '\\N'}\t${r.at.toISOString()}\t${r.occupancy}\t${r.backfilled ? 't' : 'f'}\n`;
    }
    yield chunk;
  }
}

async function viaUnnest(tx: Db, readings: Reading[]): Promise<void> {
  for (let i = 0; i < readings.length; i += BATCH) {
    const batch = readings.slice(i, i + BATCH);
    await tx.execute(sql`
      insert into occupancy_readings (data_source_id, building_id, space_id, at, occupancy, backfilled)
      select * from unnest(
        ${`{${batch.map((r) => r.dataSourceId).join(',')}}`}::int[],
        ${`{${batch.map((r) => r.buildingId).join(',')}}`}::int[],
        ${`{${batch.map((r) => r.spaceId ?? 'NULL').join(',')}}`}::int[],
        ${`{${batch.map((r) => r.at.toISOString()).join(',')}}`}::timestamptz[],
        ${`{${batch.map((r) => r.occupancy).join(',')}}`}::int[],
        ${`{${batch.map((r) => r.backfilled).join(',')}}`}::boolean[])
      on conflict (data_source_id, space_id, at) do update
      set occupancy = excluded.occupancy, backfilled = excluded.backfilled`);
  }
}
