// The real application listening on a real port with the embedded identity provider, for tests
// that speak HTTP like a browser or an OpenID client does.
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseKind } from '../../src/db/client.ts';
import { bootstrap } from '../../src/auth/bootstrap.ts';
import { openTestDatabase, type TestDatabase } from './database.ts';

export type ListeningApp = {
  app: FastifyInstance;
  database: TestDatabase;
  url: string;
  close(): Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => {
        done(port);
      });
    });
  });
}

export async function startListeningApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<ListeningApp> {
  const database = await openTestDatabase(kind);
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    ATRIUM_DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...env,
  });
  await bootstrap(database.db, config.bootstrapAdmin);
  const app = await buildApp({ config, database });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    database,
    url: `http://localhost:${port}`,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
