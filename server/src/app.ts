import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerHealthRoute } from './http/health.ts';
import { registerWebApp } from './http/web-app.ts';
import { registerErrorHandler } from './http/errors.ts';
import { registerJsonBodies } from './http/json-body.ts';
import { limitReadBodies } from './http/read-body-limit.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerAccessGuard } from './auth/guard.ts';
import { userProvisioning } from './auth/provisioning.ts';
import { createTokenVerifier, issuerKeyResolver, type TokenVerifier } from './auth/tokens.ts';
import { databaseRealms } from './auth/realms.ts';
import { registerResources } from './resources/index.ts';
import { organizationLookup } from './resources/organizations/index.ts';
import { registerIdentityProvider } from './idp/index.ts';
import { registerRuntimeConfig } from './http/runtime-config.ts';
import { registerAuditRoutes } from './audit/routes.ts';
import { registerPasswordLinks } from './resources/users/password-links.ts';
import { registerSearch } from './search/index.ts';
import { mayHaveWritten, registerReadCache } from './http/read-cache.ts';
import { writeGeneration } from './http/write-generation.ts';
import { registerOccupancyIngestion } from './occupancy/routes.ts';
import { registerStatistics } from './analytics/routes.ts';
import { registerStorage } from './storage/routes.ts';
import { registerActivity } from './activity/routes.ts';
import { createJobQueue, type JobQueue } from './jobs/queue.ts';
import { startTableMaintenance, type TableMaintenance } from './db/maintenance.ts';
import { registerJobs } from './jobs/routes.ts';
import { registerRederive } from './occupancy/rederive.ts';
import { registerDataImports } from './imports/routes.ts';
import type { ImportService } from './imports/pipeline.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs (re-deriving rollups, flex requirements). */
    jobs: JobQueue;
    /** The import pipeline (its calls are the data-imports routes; the demo's first start uses it). */
    imports: ImportService;
  }
}

export type AppDeps = {
  config: Config;
  database: Database;
  /** How access tokens are checked; by default against the realms under IDENTITY_URL. */
  verifyToken?: TokenVerifier;
};

const defaultWebDist = resolve(import.meta.dirname, '../../web/dist');

/** Builds the whole HTTP application; used by main.ts and by tests. */
export async function buildApp({
  config,
  database,
  verifyToken,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    bodyLimit: 5 * 1024 * 1024,
    // Behind a proxy every client would share its address (sign-in limits count by address).
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);
  registerJsonBodies(app);
  limitReadBodies(app);
  registerSecurityHeaders(app, config);
  const realms = databaseRealms(database.db);
  // Advanced by every write, in every process (the read cache of another may hold answers).
  const generation = writeGeneration(database);
  const identity = config.embeddedIdentity
    ? registerIdentityProvider(app, {
        db: database.db,
        identityUrl: config.identityUrl,
        clientId: config.clientId,
        frontendUrls: [config.frontendUrl],
        accessTokenTtl: config.accessTokenTtl,
        realms,
        singleProcess: database.kind === 'pglite',
        // The set-password page writes outside /api (a user's hasPassword, the audit log).
        onWrite: generation.advance,
      })
    : null;
  const organizations = organizationLookup(database.db);
  registerAccessGuard(app, {
    verifyToken:
      verifyToken ??
      (identity
        ? createTokenVerifier(identity.keysFor, identity.grantIsLive)
        : createTokenVerifier(issuerKeyResolver(config.identityUrl, realms))),
    organizations,
    // An external provider's people become users on their first request (issue 32).
    ...(config.embeddedIdentity
      ? {}
      : { provisionUser: userProvisioning(database.db, { onCreate: generation.advance }) }),
  });
  await registerOpenApi(app);
  if (config.readCacheTtlMs > 0)
    registerReadCache(app, { ttlMs: config.readCacheTtlMs, maxEntries: 2000, generation });
  // Before the answer goes out: whoever reads after a write sees it. The write has committed, so
  // a failure here is logged rather than turned into an error (the time limit still holds).
  app.addHook('onSend', async (request, reply, payload) => {
    if (mayHaveWritten(request, reply)) {
      realms.forget();
      await generation.advance().catch((error: unknown) => {
        request.log.error({ err: error }, 'the read cache could not be told of a write');
      });
    }
    return payload;
  });

  // PGlite has no autovacuum workers: the server keeps its tables analyzed and vacuumed.
  let maintenance: TableMaintenance | null = null;
  // A job changes what calls answer (rollups, a flex result) without a request, and may write
  // enough rows to make the planner's statistics stale.
  const jobs = createJobQueue(database.db, app.log, {
    afterEach: async () => {
      maintenance?.soon();
      await generation.advance();
    },
  });
  app.decorate('jobs', jobs);
  registerRederive(jobs, database.db);
  app.addHook('onReady', (done) => {
    // One process on PGlite: a job left RUNNING at start was cut off by a stop (run it again).
    jobs.start(1000, database.kind === 'pglite' ? 0 : 10);
    if (database.kind === 'pglite') maintenance = startTableMaintenance(database.pool, app.log);
    done();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await maintenance?.stop();
  });

  registerHealthRoute(app, database);
  registerRuntimeConfig(app, config, realms);
  registerResources(app, database.db);
  registerAuditRoutes(app, database.db, organizations);
  registerPasswordLinks(app, database.db, {
    identityUrl: config.embeddedIdentity ? config.identityUrl : null,
  });
  registerSearch(app, database.db);
  registerOccupancyIngestion(app, database.db);
  registerStatistics(app, database.db, jobs);
  registerStorage(app, database.db, config);
  registerActivity(app, database.db);
  app.decorate('imports', registerDataImports(app, database.db, config, jobs));
  registerJobs(app, database.db, jobs);
  await registerWebApp(app, config.webDist ?? defaultWebDist);
  return app;
}
