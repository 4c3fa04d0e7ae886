// The embedded database's own autovacuum. PGlite runs PostgreSQL as one backend, without the
// autovacuum workers of a server, and its activity statistics start empty at every open: left
// alone, no table is ever analyzed (the planner guesses row counts from file sizes) or vacuumed
// (dead rows of rewritten rollups are never reused, index-only scans read the table). On a
// portfolio of 100 buildings that made the statistics calls a fifth to a third slower than on
// the same data analyzed (docs/performance.md). So the server does the workers' job on PGlite,
// by PostgreSQL's default thresholds, every minute and after each job; PostgreSQL's own
// autovacuum does it on a server.
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

/** A table past a threshold, and the statement that brings it back (ANALYZE, VACUUM or both). */
export type TableUpkeep = { table: string; statement: string };

// PostgreSQL's defaults (autovacuum_analyze_threshold and _scale_factor, autovacuum_vacuum_…,
// autovacuum_vacuum_insert_…). A table never analyzed nor vacuumed has reltuples -1.
const TABLES_PAST_THRESHOLDS = `
  with t as (
    select s.schemaname, s.relname, greatest(c.reltuples, 0) as tuples, c.reltuples < 0 as never,
      s.n_mod_since_analyze as modified, s.n_dead_tup as dead, s.n_ins_since_vacuum as inserted
    from pg_stat_user_tables s
    join pg_class c on c.oid = s.relid
    where s.schemaname = current_schema() and pg_relation_size(c.oid) > 0
  ), due as (
    select schemaname, relname,
      never or modified > 50 + 0.1 * tuples as to_analyze,
      never or dead > 50 + 0.2 * tuples or inserted > 1000 + 0.2 * tuples as to_vacuum
    from t
  )
  select relname as "table",
    case when to_analyze and to_vacuum then format('VACUUM (ANALYZE) %I.%I', schemaname, relname)
      when to_vacuum then format('VACUUM %I.%I', schemaname, relname)
      else format('ANALYZE %I.%I', schemaname, relname) end as statement
  from due
  where to_analyze or to_vacuum
  order by relname`;

/** The tables whose statistics or dead rows are past PostgreSQL's autovacuum thresholds. */
export async function tablesDue(pool: pg.Pool): Promise<TableUpkeep[]> {
  // The session's counts reach the statistics views at most once a second, or when told to.
  await pool.query('select pg_stat_force_next_flush()');
  const { rows } = await pool.query<TableUpkeep>(TABLES_PAST_THRESHOLDS);
  return rows;
}

/**
 * Analyzes and vacuums every table that is due, one statement at a time: on PGlite's one session
 * requests wait for each statement, not for the whole pass (ANALYZE of a year of 100 buildings'
 * readings takes about a second, most tables a few milliseconds). Returns what it ran.
 */
export async function maintainTables(pool: pg.Pool): Promise<TableUpkeep[]> {
  const due = await tablesDue(pool);
  for (const { statement } of due) await pool.query(statement);
  return due;
}

export type TableMaintenance = {
  /** A pass soon (after a job that wrote much); at most one runs at a time. */
  soon(): void;
  /** Stops the timer and waits for a pass under way (before the database closes). */
  stop(): Promise<void>;
};

/** Keeps PGlite's tables analyzed and vacuumed: a pass at once, every `everyMs`, and on `soon`. */
export function startTableMaintenance(
  pool: pg.Pool,
  log: FastifyBaseLogger,
  everyMs = 60_000,
): TableMaintenance {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const pass = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = maintainTables(pool)
      .then((done) => {
        if (done.length > 0) log.debug({ tables: done.map((d) => d.table) }, 'tables maintained');
      })
      .catch((error: unknown) => {
        if (!stopped) log.warn({ err: error }, 'tables could not be analyzed or vacuumed');
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          pass();
        }
      });
  };
  const timer = setInterval(pass, everyMs);
  timer.unref();
  setImmediate(pass);
  return {
    soon: () => void setImmediate(pass),
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
