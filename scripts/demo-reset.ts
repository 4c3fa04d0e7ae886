// `npm run demo:reset`: throws away the data and generates the demo portfolio again, with its
// first jobs run as on a first start (its data imports through the import pipeline, the owners'
// flex requirements), so the Data imports list and the Jobs screen have the same to show.
// Embedded database: deletes ATRIUM_DATA_DIR/pglite. PostgreSQL (DATABASE_URL): drops and
// recreates the schema of that database — only when ATRIUM_DEMO=1 says it is a demo database.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { filesDirOf, loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { buildApp } from '../server/src/app.ts';
import {
  createDemoPortfolio,
  demoAccountsText,
  demoJobsText,
  queueDemoJobs,
} from '../server/src/demo/first-start.ts';
import { localFileStore } from '../server/src/storage/store.ts';

const config = loadConfig();
if (config.databaseUrl) {
  if (config.demo !== 'on') {
    console.error(
      'DATABASE_URL is set: demo:reset would erase that database. Set ATRIUM_DEMO=1 to confirm it is a demo database.',
    );
    process.exit(1);
  }
} else {
  rmSync(resolve(config.dataDir, 'pglite'), { recursive: true, force: true });
}
// The old demo's pictures go with its database.
rmSync(filesDirOf(config), { recursive: true, force: true });
const database = await openDatabase(config);
if (config.databaseUrl) {
  await database.pool.query(
    'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;',
  );
}
await migrateDatabase(database);
await createDemoPortfolio(database.db, config.demoSize, filesDirOf(config));
// The app without listening: its job runner runs the demo's jobs, and they are waited for.
const app = await buildApp({ config, database });
await app.ready();
const started = Date.now();
const imports = await queueDemoJobs(database.db, app, localFileStore(filesDirOf(config)));
await app.jobs.drain();
console.log(demoJobsText(imports, 'run', (Date.now() - started) / 1000));
await app.close();
await database.close();
console.log(`\n${demoAccountsText()}\n\nStart Atrium with: npm start`);
