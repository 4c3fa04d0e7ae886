import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseKind } from '../../src/db/client.ts';
import { openTestDatabase, type TestDatabase } from './database.ts';

export type TestApp = { app: FastifyInstance; database: TestDatabase; close(): Promise<void> };

/** The real application on a fresh database of the given kind, without a listening socket. */
export async function startTestApp(kind: DatabaseKind): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const config = loadConfig({
    ATRIUM_DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
