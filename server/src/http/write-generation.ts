// How many times the data may have changed: the read cache serves an answer only while this is
// the number it was read at. On PostgreSQL several server processes share the database, so the
// number is a sequence in it (`read_cache_generation`): a write through any process advances it
// before its answer goes out, and every process reads it before it serves a cached answer (one
// small statement, far cheaper than the read it saves). Embedded PGlite is one process's alone,
// so there the process's own count is the truth and costs nothing.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { readPrepared } from '../db/prepared.ts';

export type WriteGeneration = {
  current: () => Promise<number>;
  advance: () => Promise<void>;
};

export function writeGeneration(database: Database): WriteGeneration {
  if (database.kind === 'pglite') {
    let count = 0;
    return {
      current: () => Promise.resolve(count),
      advance: () => {
        count++;
        return Promise.resolve();
      },
    };
  }
  const { db } = database;
  return {
    current: async () => {
      // Until its first nextval a sequence's last_value is its start, not yet handed out.
      const [row] = await readPrepared<{ n: string }>(
        db,
        sql`select case when is_called then last_value else 0 end as n from read_cache_generation`,
      );
      return Number(row?.n ?? 0);
    },
    advance: async () => {
      await db.execute(sql`select nextval('read_cache_generation')`);
    },
  };
}
