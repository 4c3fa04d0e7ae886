// `npm run bench:api`: how fast the real API answers a filtered, sorted, paged building list,
// on PGlite and on PostgreSQL, against a bare Fastify ceiling measured in the same run.
// A report, not a test: it exits 0 when a target is missed, non-zero only when something fails.
import type { Database, DatabaseKind } from '../src/db/client.ts';
import { buildings, organizations } from '../src/db/schema/index.ts';
import {
  log,
  freePort,
  LOAD,
  loadAverage,
  makeBuildings,
  measure,
  onCleanup,
  openBenchDatabase,
  ownerOrganizations,
  PLATFORM_ORG,
  printMachine,
  startBareApp,
  type Measurement,
  benchEachDatabase,
  runBench,
  startBenchApp,
} from './support.ts';

const BUILDINGS = 10_000;
const BATCH = 1_000;
const SEED = 20_250_101;
const TARGET = { ratio: 0.4, p99Ms: 50 };

const LIST_BODY = JSON.stringify({
  where: { name: { contains: 'tower', mode: 'insensitive' }, isActive: true },
  orderBy: [{ city: 'asc' }, { name: 'asc' }],
  page: 2,
  perPage: 25,
});

type Scenario = { label: string; measurement: Measurement };
type DatabaseReport = {
  kind: DatabaseKind;
  description: string;
  version: string;
  loadSeconds: number;
  responseBytes: { list: number; bare: number };
  bare: Measurement;
  lists: Scenario[];
};

async function loadData(database: Database): Promise<{ ownerKey: string; seconds: number }> {
  const started = performance.now();
  await database.db.insert(organizations).values({ ...PLATFORM_ORG });
  const owners = await database.db
    .insert(organizations)
    .values(ownerOrganizations())
    .returning({ id: organizations.id, key: organizations.key });
  const rows = makeBuildings(
    owners.map((o) => o.id),
    BUILDINGS,
    SEED,
  );
  for (let at = 0; at < rows.length; at += BATCH) {
    await database.db.insert(buildings).values(rows.slice(at, at + BATCH));
  }
  // Fresh statistics, as autovacuum would give a long-running database.
  await database.pool.query('ANALYZE');
  const first = owners[0];
  if (!first) throw new Error('No owner organization was created');
  return { ownerKey: first.key, seconds: (performance.now() - started) / 1000 };
}

/** One request before measuring: the list must answer 200 with a full page, else the run is void. */
async function checkList(url: string, token: string): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: LIST_BODY,
  });
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(`The list answered ${response.status} instead of 200: ${text.slice(0, 500)}`);
  }
  const body = JSON.parse(text) as { items?: unknown; total?: unknown };
  const items = Array.isArray(body.items) ? body.items.length : -1;
  if (items !== 25 || typeof body.total !== 'number' || body.total <= 0) {
    throw new Error(
      `The list answered ${items} items (total ${String(body.total)}); expected 25 and a total > 0`,
    );
  }
  return Buffer.byteLength(text);
}

async function benchDatabase(
  kind: DatabaseKind,
  databaseUrl: string | undefined,
  description: string,
): Promise<DatabaseReport> {
  log(`${kind}: ${description}`);
  const { database, version, dataDir, removeDir, closeDatabase } = await openBenchDatabase(
    kind,
    databaseUrl,
  );
  const { ownerKey, seconds: loadSeconds } = await loadData(database);
  log(`${kind}: loaded ${BUILDINGS} buildings in ${loadSeconds.toFixed(1)} s`);

  const { app, auth, closeApp } = await startBenchApp({ kind, database, dataDir }, databaseUrl);
  await app.listen({ host: '127.0.0.1', port: await freePort() });
  const appPort = (app.server.address() as { port: number }).port;
  const listUrl = `http://127.0.0.1:${appPort}/api/buildings`;
  // The same app without the read cache: every request runs its query.
  const { app: uncached, closeApp: closeUncached } = await startBenchApp(
    { kind, database, dataDir },
    databaseUrl,
    { readCache: false, auth },
  );
  await uncached.listen({ host: '127.0.0.1', port: await freePort() });
  const uncachedUrl = `http://127.0.0.1:${(uncached.server.address() as { port: number }).port}/api/buildings`;

  const bare = await startBareApp(await freePort());
  const closeBare = onCleanup('bare app', () => bare.close());
  const barePort = (bare.server.address() as { port: number }).port;
  const bareUrl = `http://127.0.0.1:${barePort}/bare`;
  const bareBytes = Buffer.byteLength(
    await (
      await fetch(bareUrl, {
        method: 'POST',
        body: LIST_BODY,
        headers: { 'content-type': 'application/json' },
      })
    ).text(),
  );

  const masterToken = await auth.sign({
    realm: 'atrium',
    orgKey: 'atrium',
    roles: ['master-admin'],
    email: 'bench.admin@atrium.test',
  });
  const ownerToken = await auth.sign({
    realm: ownerKey,
    orgKey: ownerKey,
    roles: ['org-admin'],
    email: `bench.admin@${ownerKey}.test`,
  });
  const listBytes = await checkList(listUrl, masterToken);
  await checkList(listUrl, ownerToken);

  const run = async (label: string, url: string, token: string | null): Promise<Measurement> => {
    log(`${kind}: ${label} (${LOAD.warmupSeconds} s warm-up + ${LOAD.durationSeconds} s)…`);
    return measure(url, LIST_BODY, token ? { authorization: `Bearer ${token}` } : {});
  };
  const bareResult = await run('bare Fastify', bareUrl, null);
  const masterResult = await run('list as master admin', listUrl, masterToken);
  const ownerResult = await run(`list as org-admin of ${ownerKey}`, listUrl, ownerToken);
  const masterUncached = await run(
    'list as master admin, read cache off',
    uncachedUrl,
    masterToken,
  );
  const ownerUncached = await run(
    `list as org-admin of ${ownerKey}, read cache off`,
    uncachedUrl,
    ownerToken,
  );

  await closeBare();
  await closeApp();
  await closeUncached();
  await closeDatabase();
  await removeDir();
  return {
    kind,
    description,
    version,
    loadSeconds,
    responseBytes: { list: listBytes, bare: bareBytes },
    bare: bareResult,
    lists: [
      { label: 'list, master admin (all orgs)', measurement: masterResult },
      { label: `list, org-admin (${ownerKey})`, measurement: ownerResult },
      { label: 'list, master admin, no read cache', measurement: masterUncached },
      { label: `list, org-admin, no read cache`, measurement: ownerUncached },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Report

const pad = (text: string, width: number) => text.padEnd(width);
const lpad = (text: string, width: number) => text.padStart(width);

function meets(kind: DatabaseKind, list: Measurement, bare: Measurement): string {
  const ratio = list.requestsPerSecond / bare.requestsPerSecond;
  const ok =
    ratio >= TARGET.ratio && list.p99 < TARGET.p99Ms && list.non2xx === 0 && list.errors === 0;
  if (kind === 'pglite') return ok ? 'yes (informational)' : 'no (informational)';
  return ok ? 'yes' : 'NO';
}

function printReport(reports: DatabaseReport[], skipped: string | null, loadBefore: string): void {
  console.log('');
  console.log('API list benchmark (npm run bench:api)');
  printMachine(loadBefore);
  console.log(
    `Load: autocannon (worker thread), ${LOAD.connections} connections, ${LOAD.warmupSeconds} s warm-up, ` +
      `${LOAD.durationSeconds} s measured; ${BUILDINGS} buildings over ${ownerOrganizations().length} owners`,
  );
  console.log(`Request: POST /api/buildings ${LIST_BODY}`);
  console.log(
    `Target (PostgreSQL): list ≥ ${TARGET.ratio * 100} % of bare req/s and p99 < ${TARGET.p99Ms} ms`,
  );

  const header = `  ${pad('scenario', 40)}${lpad('req/s', 9)}${lpad('p50 ms', 9)}${lpad('p99 ms', 9)}${lpad('non-2xx', 9)}${lpad('errors', 8)}${lpad('of bare', 9)}  target met`;
  for (const report of reports) {
    console.log('');
    console.log(
      `${report.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${report.version} — ${report.description}`,
    );
    console.log(
      `  data loaded in ${report.loadSeconds.toFixed(1)} s; response ${report.responseBytes.list} B (list), ${report.responseBytes.bare} B (bare)`,
    );
    console.log(header);
    const row = (label: string, m: Measurement, ratio: string, met: string) => {
      console.log(
        `  ${pad(label, 40)}${lpad(m.requestsPerSecond.toFixed(0), 9)}${lpad(String(m.p50), 9)}${lpad(String(m.p99), 9)}${lpad(String(m.non2xx), 9)}${lpad(String(m.errors), 8)}${lpad(ratio, 9)}  ${met}`,
      );
    };
    row('bare Fastify (ceiling)', report.bare, '100 %', '');
    for (const { label, measurement } of report.lists) {
      const ratio = (measurement.requestsPerSecond / report.bare.requestsPerSecond) * 100;
      row(
        label,
        measurement,
        `${ratio.toFixed(1)} %`,
        meets(report.kind, measurement, report.bare),
      );
    }
  }
  if (skipped) {
    console.log('');
    console.log(`PostgreSQL: skipped — ${skipped}`);
  }
}

await runBench(async () => {
  const loadBefore = loadAverage();
  const { reports, skipped } = await benchEachDatabase(['pglite', 'postgres'], benchDatabase, log);
  printReport(reports, skipped, loadBefore);
});
