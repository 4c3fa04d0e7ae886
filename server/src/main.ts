import { ConfigError, filesDirOf, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { bootstrap, bootstrapMessages } from './auth/bootstrap.ts';
import {
  createDemoPortfolio,
  demoAccountsPresent,
  demoAccountsText,
  demoJobsText,
  isEmpty,
  queueDemoJobs,
  wantsDemo,
} from './demo/first-start.ts';
import { buildApp } from './app.ts';
import { localFileStore } from './storage/store.ts';
import { identityNotice } from './auth/identity-notice.ts';

async function start(config: Config): Promise<void> {
  const database = await openDatabase(config);
  await migrateDatabase(database);
  const demo = wantsDemo(config.demo, config.databaseUrl === undefined);
  const demoCreated = demo && (await isEmpty(database.db));
  if (demoCreated) await createDemoPortfolio(database.db, config.demoSize, filesDirOf(config));
  const showDemoAccounts = config.embeddedIdentity && (await demoAccountsPresent(database.db));
  const bootstrapMessage = bootstrapMessages[await bootstrap(database.db, config.bootstrapAdmin)];
  const app = await buildApp({ config, database });

  let stopping = false;
  // The demo's first jobs being queued: a stop waits for them, not to close the database under them.
  let queueing: Promise<unknown> = Promise.resolve();
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    await queueing.catch(() => undefined);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // Once the job runner has started (and recovered what a stop cut off), not before.
  if (demoCreated) {
    const started = Date.now();
    const queued = queueDemoJobs(database.db, app, localFileStore(filesDirOf(config)));
    queueing = queued;
    const imports = await queued;
    console.log(demoJobsText(imports, 'queued', (Date.now() - started) / 1000));
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  console.log(`\nAtrium is running on http://localhost:${port} (database: ${where})\n`);
  const identity = identityNotice(config);
  console.log(`${identity.info}\n`);
  if (identity.warning) console.warn(`Warning: ${identity.warning}\n`);
  if (bootstrapMessage) console.log(`${bootstrapMessage}\n`);
  if (showDemoAccounts) console.log(`${demoAccountsText()}\n`);
}

try {
  await start(loadConfig());
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
