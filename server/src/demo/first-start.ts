// Demo mode: on the embedded database's first start (or with ATRIUM_DEMO=1) Atrium fills itself
// with the demo portfolio, so a new user can sign in and look around at once.
import { sql } from 'drizzle-orm';
import type { Db } from '../resources/resource-table.ts';
import { localFileStore, type FileStore } from '../storage/store.ts';
import type { ImportService } from '../imports/pipeline.ts';
import { queueDemoImports, type DemoImports } from './demo-imports.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { MAX_ACTIVE_FLEX_JOBS, runFlexRequirements } from '../analytics/occupancy-flex.ts';
import { generatePortfolio, type DemoSize, type DemoSummary } from './generate.ts';
import { DEMO_PASSWORD, demoAccounts, MASTER_ADMIN_EMAIL } from './organizations.ts';

export type DemoSetting = 'on' | 'off' | 'auto';

/** ATRIUM_DEMO=1 always, =0 never; unset: only for the embedded database. */
export function wantsDemo(setting: DemoSetting, embedded: boolean): boolean {
  return setting === 'on' || (setting === 'auto' && embedded);
}

export async function isEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from organizations`,
  );
  return (rows[0]?.n ?? 0) === 0;
}

function progressBar(write: (text: string) => void) {
  return (done: number, total: number, label: string) => {
    const width = 30;
    const filled = Math.round((done / total) * width);
    write(
      `\r  [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(Math.round((done / total) * 100)).padStart(3)}%  ${label.padEnd(32).slice(0, 32)}`,
    );
    if (done === total) write('\n');
  };
}

/** The demo portfolio, its pictures saved in `filesDir` (the storage routes' folder). */
export async function createDemoPortfolio(
  db: Db,
  size: DemoSize,
  filesDir: string,
): Promise<DemoSummary> {
  const write = (text: string) => process.stdout.write(text);
  console.log('First start: creating the demo portfolio…');
  const started = Date.now();
  const summary = await generatePortfolio(db, {
    size,
    files: localFileStore(filesDir),
    onProgress: progressBar(write),
  });
  console.log(
    `  ${summary.buildings} buildings, ${summary.floors} floors, ${summary.spaces} spaces, ${summary.leases} leases in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return summary;
}

/** Whether the demo's accounts exist here (the demo was generated in this database). */
export async function demoAccountsPresent(db: Db): Promise<boolean> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from users where email = ${MASTER_ADMIN_EMAIL}`,
  );
  return (rows[0]?.n ?? 0) > 0;
}

export function demoAccountsText(): string {
  const lines = demoAccounts().map(
    (a) => `  ${a.email.padEnd(26)} ${a.role.padEnd(13)} realm ${a.organizationKey}`,
  );
  return `Demo sign-in accounts (password for all: ${DEMO_PASSWORD}):\n${lines.join('\n')}`;
}

/** The line that tells how the demo's first jobs went (a first start, `demo:reset`). */
export function demoJobsText(imports: DemoImports | null, done: string, seconds: number): string {
  const what = imports ? `${String(imports.occupancy ? 4 : 3)} data imports and the` : 'The';
  return `  ${what} first jobs ${done} in ${seconds.toFixed(1)} s`;
}

/**
 * The demo's first jobs, queued once the app (and its job runner) is up: the demo's data imports
 * (demo-imports.ts: files stored as uploads, imported through the pipeline), then each owner's
 * flex requirements for its buildings with readings, as its admins would ask for them on the
 * Optimization tab. So the Data imports list, the Jobs screen and the flex results have something
 * to show at once.
 */
export async function queueDemoJobs(
  db: Db,
  app: { jobs: JobQueue; imports: ImportService },
  files: FileStore,
): Promise<DemoImports | null> {
  const { jobs } = app;
  const imports = await queueDemoImports(db, app.imports, files);
  const { rows } = await db.execute<{ organization_id: number; building_ids: number[] }>(
    sql`select b.owner_organization_id as organization_id, array_agg(b.id order by b.id) as building_ids
      from buildings b join organizations o on o.id = b.owner_organization_id
      where o.type = 'OWNER' and exists (select 1 from occupancy_group_daily d where d.building_id = b.id)
      group by b.owner_organization_id order by b.owner_organization_id`,
  );
  for (const { organization_id: organizationId, building_ids: buildingIds } of rows) {
    const scope = { kind: 'organization', organizationId, organizationType: 'OWNER' } as const;
    for (const buildingId of buildingIds.slice(0, MAX_ACTIVE_FLEX_JOBS))
      await runFlexRequirements(db, jobs, scope, { buildingId });
  }
  return imports;
}
