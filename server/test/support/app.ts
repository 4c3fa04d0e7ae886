import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseKind } from '../../src/db/client.ts';
import { openTestDatabase, type TestDatabase } from './database.ts';
import { TEST_IDENTITY_URL, testTokenVerifier } from './tokens.ts';

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  /** POST JSON to an API path as the holder of `token` (none: anonymous). */
  post(
    path: string,
    body: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

/**
 * The real application on a fresh, migrated database of the given kind (a copy of `template`,
 * database.ts), without a socket.
 */
export async function startTestApp(
  kind: DatabaseKind,
  options: { template?: string; env?: Record<string, string> } = {},
): Promise<TestApp> {
  return testAppOn(await openTestDatabase(kind, options), options.env);
}

/**
 * The real application on a database already migrated: a second one on the same PostgreSQL
 * database stands for a second server process.
 */
export async function testAppOn(
  database: TestDatabase,
  /** More settings (config.ts), e.g. a small IMPORT_BATCH_ROWS. */
  env: Record<string, string> = {},
): Promise<TestApp> {
  const config = loadConfig({
    ...env,
    ATRIUM_DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    IDENTITY_URL: TEST_IDENTITY_URL,
  });
  const app = await buildApp({ config, database, verifyToken: testTokenVerifier });
  await app.ready();
  return {
    app,
    database,
    post: (path, body, token, headers = {}) => {
      const options: InjectOptions = {
        method: 'POST',
        url: path,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        payload: body as InjectOptions['payload'],
      };
      return app.inject(options);
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
