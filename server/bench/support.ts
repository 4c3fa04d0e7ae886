// Helpers for the benchmarks (bench/api.ts, bench/analytics.ts): seeded data, a throw-away
// PostgreSQL server, the database under test, access tokens trusted by the app under test, the bare
// Fastify ceiling, autocannon runs, and the machine lines of the reports.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWK,
} from 'jose';
import { buildApp } from '../src/app.ts';
import { createTokenVerifier, type TokenVerifier } from '../src/auth/tokens.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database, type DatabaseKind } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import type { buildings } from '../src/db/schema/index.ts';

// ---------------------------------------------------------------------------------------------
// Clean-up: everything the bench starts registers how to undo it; undone last-in, first-out,
// on success, on error and on SIGINT/SIGTERM.

type Undo = { label: string; run: () => Promise<void> | void };
const undoStack: Undo[] = [];

export function onCleanup(label: string, run: () => Promise<void> | void): () => Promise<void> {
  const undo: Undo = { label, run };
  undoStack.push(undo);
  // Undo this one now (e.g. at the end of a database's run), and forget it.
  return async () => {
    const at = undoStack.indexOf(undo);
    if (at === -1) return;
    undoStack.splice(at, 1);
    await undo.run();
  };
}

export async function cleanupAll(): Promise<void> {
  while (undoStack.length > 0) {
    const undo = undoStack.pop();
    if (!undo) break;
    try {
      await undo.run();
    } catch (error) {
      console.error(`Clean-up "${undo.label}" failed: ${String(error)}`);
    }
  }
}

/** On Ctrl-C, a kill or an uncaught error: run the clean-ups (servers, folders), then exit. */
export function cleanUpOnInterrupt(): void {
  let interrupted = false;
  const stop = (reason: string, code: number) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n[bench] ${reason}: cleaning up…`);
    void cleanupAll().finally(() => process.exit(code));
  };
  process.on('SIGINT', () => {
    stop('SIGINT', 130);
  });
  process.on('SIGTERM', () => {
    stop('SIGTERM', 143);
  });
  process.on('uncaughtException', (error) => {
    console.error(`[bench] uncaught: ${error.stack ?? error.message}`);
    stop('failed', 1);
  });
}

// ---------------------------------------------------------------------------------------------
// Seeded data

/** mulberry32: a tiny deterministic PRNG, so every run loads the same data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};
const between = (random: Random, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));

export const PLATFORM_ORG = {
  key: 'atrium',
  name: 'Atrium',
  type: 'PLATFORM',
  realm: 'atrium',
} as const;

const ownerNames = [
  'Northwind Properties',
  'Harbourfront Realty',
  'Meridian Estates',
  'Granite Peak REIT',
  'Bluewater Holdings',
  'Crescent Capital Real Estate',
  'Summit Office Trust',
  'Lakeshore Land Co',
  'Oakridge Developments',
  'Silverline Properties',
  'Pinnacle Commercial',
  'Riverside Asset Management',
  'Cedar & Stone Investments',
  'Atlas Urban Realty',
  'Beacon Hill Partners',
  'Ironbridge Property Group',
  'Evergreen Workplace Fund',
  'Kingsway Real Estate',
  'Sterling Square Holdings',
  'Horizon Civic Estates',
];

export type OrganizationSeed = { key: string; name: string; type: 'OWNER'; realm: string };

export function ownerOrganizations(): OrganizationSeed[] {
  return ownerNames.map((name) => {
    const key = name
      .toLowerCase()
      .replace(/&/g, 'and')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    return { key, name, type: 'OWNER', realm: key };
  });
}

type City = {
  city: string;
  region: string;
  country: string;
  timeZone: string;
  currency: string;
  units: 'IMPERIAL' | 'METRIC';
  lat: number;
  lon: number;
  postal: () => string;
};

const digits = (random: Random, n: number) =>
  Array.from({ length: n }, () => String(between(random, 0, 9))).join('');
const usZip = (random: Random) => () => digits(random, 5);

function cities(random: Random): City[] {
  const us = (city: string, region: string, timeZone: string, lat: number, lon: number): City => ({
    city,
    region,
    country: 'United States',
    timeZone,
    currency: 'USD',
    units: 'IMPERIAL',
    lat,
    lon,
    postal: usZip(random),
  });
  const metric = (
    city: string,
    region: string,
    country: string,
    timeZone: string,
    currency: string,
    lat: number,
    lon: number,
  ): City => ({
    city,
    region,
    country,
    timeZone,
    currency,
    units: 'METRIC',
    lat,
    lon,
    postal: () => digits(random, 5),
  });
  return [
    us('New York', 'NY', 'America/New_York', 40.7128, -74.006),
    us('Chicago', 'IL', 'America/Chicago', 41.8781, -87.6298),
    us('San Francisco', 'CA', 'America/Los_Angeles', 37.7749, -122.4194),
    us('Boston', 'MA', 'America/New_York', 42.3601, -71.0589),
    us('Seattle', 'WA', 'America/Los_Angeles', 47.6062, -122.3321),
    us('Austin', 'TX', 'America/Chicago', 30.2672, -97.7431),
    us('Denver', 'CO', 'America/Denver', 39.7392, -104.9903),
    us('Atlanta', 'GA', 'America/New_York', 33.749, -84.388),
    {
      city: 'Toronto',
      region: 'ON',
      country: 'Canada',
      timeZone: 'America/Toronto',
      currency: 'CAD',
      units: 'METRIC',
      lat: 43.6532,
      lon: -79.3832,
      postal: () => `M${digits(random, 1)}A ${digits(random, 1)}B${digits(random, 1)}`,
    },
    {
      city: 'London',
      region: 'England',
      country: 'United Kingdom',
      timeZone: 'Europe/London',
      currency: 'GBP',
      units: 'METRIC',
      lat: 51.5072,
      lon: -0.1276,
      postal: () => `EC${digits(random, 1)}A ${digits(random, 1)}BB`,
    },
    metric('Paris', 'Île-de-France', 'France', 'Europe/Paris', 'EUR', 48.8566, 2.3522),
    metric('Berlin', 'Berlin', 'Germany', 'Europe/Berlin', 'EUR', 52.52, 13.405),
    metric('Amsterdam', 'North Holland', 'Netherlands', 'Europe/Amsterdam', 'EUR', 52.3676, 4.9041),
    metric('Madrid', 'Community of Madrid', 'Spain', 'Europe/Madrid', 'EUR', 40.4168, -3.7038),
    metric('Zürich', 'Zürich', 'Switzerland', 'Europe/Zurich', 'CHF', 47.3769, 8.5417),
    metric('Stockholm', 'Stockholm', 'Sweden', 'Europe/Stockholm', 'SEK', 59.3293, 18.0686),
    metric('Singapore', 'Central Region', 'Singapore', 'Asia/Singapore', 'SGD', 1.3521, 103.8198),
    metric('Tokyo', 'Tokyo', 'Japan', 'Asia/Tokyo', 'JPY', 35.6762, 139.6503),
    metric('Sydney', 'NSW', 'Australia', 'Australia/Sydney', 'AUD', -33.8688, 151.2093),
    metric('São Paulo', 'SP', 'Brazil', 'America/Sao_Paulo', 'BRL', -23.5505, -46.6333),
  ];
}

const namePrefixes = [
  'Harbour',
  'Maple',
  'Granite',
  'Liberty',
  'Union',
  'Park',
  'Riverside',
  'Commerce',
  'Summit',
  'Lakeview',
  'Kingsway',
  'Market',
  'Bay',
  'Crown',
  'Station',
  'Cathedral',
  'Meridian',
  'Beacon',
  'Founders',
  'Exchange',
  'Canal',
  'Bridgewater',
  'Willow',
  'Civic',
  'Atlas',
  'Northgate',
  'Regent',
  'Victoria',
  'Pacific',
  'Atlantic',
];
// "Tower" in about one name in five, in several spellings, so the benchmark's filter
// (`name contains "tower"`, case-insensitive) matches a realistic share of the portfolio.
const nameKinds = [
  'Tower',
  'Tower',
  'Towers',
  'Clocktower',
  'TOWER',
  'Plaza',
  'Centre',
  'Center',
  'House',
  'Building',
  'Court',
  'Square',
  'Place',
  'Hall',
  'Point',
  'Wharf',
  'Commons',
  'Yards',
  'Campus',
  'Works',
  'Gate',
  'Quarter',
  'Exchange',
  'Arcade',
  'Annex',
];
const streets = [
  'Main St',
  'King St W',
  'Market St',
  'High Street',
  'Broadway',
  'Queen St',
  'Park Ave',
  'Elm St',
  'Harbour Rd',
  'Station Rd',
  'Oak Ave',
  'Bay St',
  'Church St',
  'Mill Lane',
  'Water St',
  'Front St',
  'Victoria Rd',
  'Spring St',
  'Pine St',
  'Lake Shore Blvd',
];
const classes = ['A', 'A', 'B', 'B', 'B', 'C', 'Trophy'];

export type BuildingSeed = typeof buildings.$inferInsert;

/** `count` buildings spread over the owners, the first owners holding more (a skewed portfolio). */
export function makeBuildings(
  ownerIds: readonly number[],
  count: number,
  seed: number,
): BuildingSeed[] {
  const random = seededRandom(seed);
  const places = cities(random);
  const weights = ownerIds.map((_, i) => 1 / Math.sqrt(i + 1));
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const ownerFor = (): number => {
    let r = random() * totalWeight;
    for (const [i, weight] of weights.entries()) {
      r -= weight;
      if (r <= 0) return ownerIds[i] ?? 0;
    }
    return ownerIds[ownerIds.length - 1] ?? 0;
  };

  return Array.from({ length: count }, (_, i): BuildingSeed => {
    const place = pick(random, places);
    const kind = pick(random, nameKinds);
    const prefix = pick(random, namePrefixes);
    const name =
      random() < 0.35 ? `${between(random, 1, 999)} ${prefix} ${kind}` : `${prefix} ${kind}`;
    const floorCount = between(random, 2, 70);
    const avg = between(random, 6, 30) * 1000;
    const rentable = floorCount * avg;
    const factor = place.units === 'METRIC' ? 0.092903 : 1;
    const yearBuilt = between(random, 1890, 2024);
    return {
      name: `${name}${random() < 0.1 ? ` ${String.fromCharCode(65 + (i % 26))}` : ''}`,
      isActive: random() < 0.9,
      street1: `${between(random, 1, 2500)} ${pick(random, streets)}`,
      street2: random() < 0.15 ? `Suite ${between(random, 100, 4000)}` : null,
      city: place.city,
      region: place.region,
      postalCode: place.postal(),
      country: place.country,
      description:
        random() < 0.3 ? `${kind} in ${place.city}, class ${pick(random, classes)}` : null,
      yearBuilt,
      yearRenovated: random() < 0.4 ? between(random, yearBuilt, 2025) : null,
      class: pick(random, classes),
      floorCount,
      totalSF: Math.round(rentable * 1.12 * factor),
      rentableSF: Math.round(rentable * factor),
      avgRentableSFPerFloor: Math.round(avg * factor),
      units: place.units,
      currency: place.currency,
      latitude: place.lat + (random() - 0.5) * 0.2,
      longitude: place.lon + (random() - 0.5) * 0.2,
      ownerOrganizationId: ownerFor(),
      timeZone: place.timeZone,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: a fresh database on the server of DATABASE_URL, or a throw-away local server.

export type PostgresServer = { adminUrl: string; description: string };
export type PostgresAvailability =
  { ok: true; server: PostgresServer } | { ok: false; reason: string };

function findPgBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => {
      resolve(false);
    });
    server.listen(port, '127.0.0.1', () => {
      server.close(() => {
        resolve(true);
      });
    });
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

/** Starts PostgreSQL like .ci/run does: initdb in a temp folder, loopback only, fsync off. */
export async function startLocalPostgres(): Promise<PostgresAvailability> {
  const bin = findPgBin();
  if (!bin) {
    return {
      ok: false,
      reason:
        'DATABASE_URL is not set and no PostgreSQL binaries were found under /usr/lib/postgresql/*/bin ' +
        '(install the "postgresql" package, or set DATABASE_URL)',
    };
  }
  const isRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'atrium-bench-pg-'));
  const asPg = (command: string, args: string[]): string => {
    const [file, argv] = isRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
      : [join(bin, command), args];
    return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  };
  const dataDir = join(dir, 'data');
  let started = false;
  onCleanup('local PostgreSQL server', () => {
    if (started) {
      try {
        asPg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } catch {
        // Already stopped (e.g. by the same SIGINT).
      }
    }
    rmSync(dir, { recursive: true, force: true });
  });

  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const port = (await portIsFree(55499)) ? 55499 : await freePort();
  try {
    asPg('initdb', ['-D', dataDir, '-U', 'atrium', '--auth=trust', '--no-sync']);
    started = true;
    asPg('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=200`,
      'start',
    ]);
  } catch (error) {
    const serverLog = existsSync(join(dir, 'server.log'))
      ? readFileSync(join(dir, 'server.log'), 'utf8')
      : '';
    const stderr = (error as { stderr?: unknown }).stderr;
    throw new Error(
      `Could not start a local PostgreSQL from ${bin}: ${String(error)}\n${typeof stderr === 'string' ? stderr : ''}${serverLog}`,
      { cause: error },
    );
  }
  return {
    ok: true,
    server: {
      adminUrl: `postgresql://atrium@127.0.0.1:${port}/postgres`,
      description: `throw-away local server from ${bin}, port ${port}, fsync=off`,
    },
  };
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL server to measure on: that of DATABASE_URL, else a throw-away local one. */
export async function benchPostgres(log: (message: string) => void): Promise<PostgresAvailability> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const host = new URL(serverUrl).host;
    return {
      ok: true,
      server: { adminUrl: serverUrl, description: `server of DATABASE_URL (${host})` },
    };
  }
  log('postgres: DATABASE_URL is not set, starting a throw-away local server…');
  return startLocalPostgres();
}

/** A new, empty database on the server; dropped at clean-up. Answers its URL. */
export async function createFreshDatabase(adminUrl: string): Promise<string> {
  const name = `atrium_bench_${process.pid}_${Date.now().toString(36)}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  onCleanup(`database ${name}`, async () => {
    await withClient(adminUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    );
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A benchmark's progress line. */
export const log = (message: string): void => {
  console.log(`[bench] ${message}`);
};

/** How many seconds `work` took. */
export async function secondsOf(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

// ---------------------------------------------------------------------------------------------
// Running a benchmark: each database in turn, cleaning up whatever happens.

/**
 * Runs `bench` on PGlite (embedded, on disk in a temp folder) and on PostgreSQL (a fresh database
 * on the server of DATABASE_URL, else on a throw-away local server), as `databases` asks, then
 * cleans up. Answers the reports, and why PostgreSQL was skipped when it was.
 */
export async function benchEachDatabase<Report>(
  databases: readonly DatabaseKind[],
  bench: (
    kind: DatabaseKind,
    databaseUrl: string | undefined,
    description: string,
  ) => Promise<Report>,
  log: (message: string) => void,
): Promise<{ reports: Report[]; skipped: string | null }> {
  const reports: Report[] = [];
  let skipped: string | null = null;
  try {
    if (databases.includes('pglite'))
      reports.push(await bench('pglite', undefined, 'embedded, on disk in a temp folder'));
    if (databases.includes('postgres')) {
      const postgres = await benchPostgres(log);
      if (postgres.ok) {
        const url = await createFreshDatabase(postgres.server.adminUrl);
        reports.push(await bench('postgres', url, postgres.server.description));
      } else {
        skipped = postgres.reason;
      }
    }
  } finally {
    await cleanupAll();
  }
  return { reports, skipped };
}

/** Runs a benchmark: an interrupt still cleans up; a failure is printed and exits non-zero. */
export async function runBench(main: () => Promise<void>): Promise<void> {
  cleanUpOnInterrupt();
  try {
    await main();
  } catch (error) {
    console.error(
      `[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exitCode = 1;
  }
}

// ---------------------------------------------------------------------------------------------
// The database under test: opened on a temp folder, migrated; closed and removed at clean-up.

export type BenchDatabase = {
  database: Database;
  /** The server version, e.g. "17.4" (the first word of SHOW server_version). */
  version: string;
  /** The temp folder: PGlite's data and the app's ATRIUM_DATA_DIR. */
  dataDir: string;
  /** Removes the temp folder now (else at clean-up). */
  removeDir: () => Promise<void>;
  /** Closes the database now (else at clean-up). */
  closeDatabase: () => Promise<void>;
};

export async function openBenchDatabase(
  kind: DatabaseKind,
  databaseUrl: string | undefined,
  options: { beforeClose?: (database: Database) => Promise<void> } = {},
): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-bench-'));
  const removeDir = onCleanup(`temp folder ${dataDir}`, () => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  const database = await openDatabase({ dataDir, databaseUrl });
  // pg.Pool emits 'error' when the server ends an idle connection (e.g. the DROP DATABASE … FORCE
  // at clean-up racing the pool's own shutdown); without a listener that would kill the process.
  let closing = false;
  database.pool.on('error', (error) => {
    if (!closing)
      console.error(`[bench] ${kind}: idle database connection failed: ${error.message}`);
  });
  const closeDatabase = onCleanup(`${kind} database`, async () => {
    closing = true;
    await options.beforeClose?.(database);
    await database.close();
  });

  await migrateDatabase(database);
  const { rows: versionRows } = await database.pool.query<{ server_version: string }>(
    'SHOW server_version',
  );
  const version = versionRows[0]?.server_version.split(' ')[0] ?? '?';
  return { database, version, dataDir, removeDir, closeDatabase };
}

// ---------------------------------------------------------------------------------------------
// Access tokens: a key pair made for this run, trusted through the production verifier.

export type BenchAuth = {
  verifyToken: TokenVerifier;
  sign(claims: { realm: string; orgKey: string; roles: string[]; email: string }): Promise<string>;
};

export async function createBenchAuth(identityUrl: string): Promise<BenchAuth> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'bench-key', alg: 'RS256', use: 'sig' };
  const keys = createLocalJWKSet({ keys: [jwk] });
  const prefix = `${identityUrl}/realms/`;
  const key: CryptoKey = privateKey;
  return {
    verifyToken: createTokenVerifier((issuer) =>
      Promise.resolve(issuer.startsWith(prefix) ? keys : null),
    ),
    sign: ({ realm, orgKey, roles, email }) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({
        email,
        name: email,
        realm_access: { roles },
        groups: [],
        org_key: orgKey,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'bench-key' })
        .setSubject(email)
        .setIssuer(`${prefix}${realm}`)
        .setAudience('atrium-web')
        .setIssuedAt(now - 60)
        .setExpirationTime(now + 24 * 3600)
        .sign(key);
    },
  };
}

/** The issuer of the benchmarks' tokens; nothing listens there: the run's key pair is trusted. */
export const BENCH_IDENTITY_URL = 'http://identity.bench/auth';

/**
 * The real app on a benchmark database, quiet, trusting a key pair made for it or `options.auth`'s
 * (the answer's `auth` signs the callers' tokens); `env` adds settings, `readCache` false turns the
 * read cache off. Closed at clean-up, or by `closeApp`.
 */
export async function startBenchApp(
  bench: Pick<BenchDatabase, 'database' | 'dataDir'> & { kind: DatabaseKind },
  databaseUrl: string | undefined,
  options: { env?: Record<string, string>; readCache?: boolean; auth?: BenchAuth } = {},
): Promise<{ app: FastifyInstance; auth: BenchAuth; closeApp: () => Promise<void> }> {
  const auth = options.auth ?? (await createBenchAuth(BENCH_IDENTITY_URL));
  const config = loadConfig({
    ATRIUM_DATA_DIR: bench.dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    IDENTITY_URL: BENCH_IDENTITY_URL,
    ...options.env,
  });
  const app = await buildApp({
    config: options.readCache === false ? { ...config, readCacheTtlMs: 0 } : config,
    database: bench.database,
    verifyToken: auth.verifyToken,
  });
  const closeApp = onCleanup(
    `${bench.kind} app${options.readCache === false ? ' without read cache' : ''}`,
    () => app.close(),
  );
  return { app, auth, closeApp };
}

// ---------------------------------------------------------------------------------------------
// The ceiling: Fastify with no plugins, answering 25 building-shaped objects.

export function barePayload(): { items: Record<string, unknown>[]; total: number } {
  const items = Array.from({ length: 25 }, (_, i) => ({
    id: 1000 + i,
    name: `${100 + i} Harbour Tower`,
    isActive: true,
    street1: `${200 + i} King St W`,
    street2: null,
    city: 'Toronto',
    region: 'ON',
    postalCode: 'M5H 2N2',
    country: 'Canada',
    description: null,
    yearBuilt: 1990 + (i % 30),
    yearRenovated: null,
    class: 'A',
    floorCount: 20 + i,
    totalSF: 250000 + i,
    rentableSF: 230000 + i,
    avgRentableSFPerFloor: 11500,
    units: 'METRIC',
    currency: 'CAD',
    coordinates: [43.6532 + i / 1000, -79.3832],
    images: [],
    externalSpatialId: null,
    primaryOccupancyDataSourceId: null,
    ownerOrganizationId: 2,
    timeZone: 'America/Toronto',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  }));
  return { items, total: 250 };
}

export async function startBareApp(port: number): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const payload = barePayload();
  app.post('/bare', () => payload);
  await app.listen({ host: '127.0.0.1', port });
  return app;
}

// ---------------------------------------------------------------------------------------------
// Load: autocannon in a worker thread, so it does not share the server's event loop.

export type Measurement = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  total: number;
};

export const LOAD = { connections: 50, warmupSeconds: 2, durationSeconds: 10 };

export async function measure(
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<Measurement> {
  const options = (duration: number): autocannon.Options => ({
    url,
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
    connections: LOAD.connections,
    duration,
    workers: 1,
  });
  await autocannon(options(LOAD.warmupSeconds));
  const result = await autocannon(options(LOAD.durationSeconds));
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    total: result.requests.total,
  };
}

// ---------------------------------------------------------------------------------------------
// Reports: the machine the figures were measured on.

/** The 1, 5 and 15 minute load averages, e.g. "0.52 0.61 0.70". */
export function loadAverage(): string {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}

/** Prints the "Machine: …" and "Load average: … before the run, … after (…)" lines; `suffix` ends the latter. */
export function printMachine(loadBefore: string, suffix = ''): void {
  const cpu = cpus();
  console.log(
    `Machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ` +
      `${(totalmem() / 1024 ** 3).toFixed(1)} GiB RAM, Node ${process.version}, ${process.platform}/${process.arch}`,
  );
  console.log(
    `Load average: ${loadBefore} before the run, ${loadAverage()} after ` +
      `(1/5/15 min; other work on the machine skews the figures)${suffix}`,
  );
}
