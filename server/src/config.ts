import { isIP } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';
import { MAX_IMPORT_FILE_SIZE, MAX_WHOLE_IMPORT_FILE_SIZE } from '@atrium/contract';

/** Every setting Atrium reads from the environment, with its default. Documented in the README. */
const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  ATRIUM_DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ATRIUM_WEB_DIST: z.string().min(1).optional(),
  IDENTITY_URL: z.url({ message: 'must be a URL, e.g. https://id.example.com/auth' }).optional(),
  FRONTEND_URL: z.url({ message: 'must be a URL, e.g. https://atrium.example.com' }).optional(),
  IDENTITY_PROVIDER: z
    .enum(['embedded', 'external'], { message: 'must be embedded or external' })
    .optional(),
  DEFAULT_REALM: z
    .string()
    .regex(/^[a-z][a-z0-9-]{1,39}$/, 'must be a realm name such as atrium')
    .default('atrium'),
  CLIENT_ID: z.string().min(1).default('atrium-web'),
  // 15 minutes: a renewal made as an import starts then lasts through its write, which holds
  // PGlite's one session (a renewal would wait for it); a sign-out still refuses a token at once
  // (its grant is checked at every request), a changed permission comes with the next renewal.
  ACCESS_TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(30, 'must be at least 30 seconds')
    .max(86_400)
    .default(900),
  ATRIUM_ADMIN_EMAIL: z.email({ message: 'must be an email address' }).optional(),
  ATRIUM_ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
  MAPS_API_KEY: z.string().min(1).optional(),
  ANALYTICS_KEY: z.string().min(1).optional(),
  TAG_MANAGER_KEY: z.string().min(1).optional(),
  WORKFLOW_AUTOMATION_URL: z.url({ message: 'must be a URL' }).optional(),
  SPACE_BOOKING_KEY: z.string().min(1).optional(),
  SPACE_BOOKING_ORG_ID: z.string().min(1).optional(),
  ATRIUM_DEMO: z.enum(['0', '1'], { message: 'must be 0 or 1' }).optional(),
  READ_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  IMPORT_BATCH_ROWS: z.coerce.number().int().min(1).max(1_000_000).default(50_000),
  IMPORT_MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .min(1024, 'must be at least 1024 bytes')
    .max(MAX_IMPORT_FILE_SIZE, 'must be at most 1 GiB (1073741824)')
    .default(MAX_IMPORT_FILE_SIZE),
  IMPORT_MAX_WHOLE_FILE_BYTES: z.coerce
    .number()
    .int()
    .min(1024, 'must be at least 1024 bytes')
    .max(MAX_WHOLE_IMPORT_FILE_SIZE, 'must be at most 128 MiB (134217728)')
    .default(MAX_WHOLE_IMPORT_FILE_SIZE),
  TRUST_PROXY: z
    .string()
    .transform(parseTrustProxy)
    .refine((value) => value !== null, {
      message:
        'must be false, true, or a comma-separated list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal',
    })
    .optional(),
  ATRIUM_DEMO_SIZE: z
    .enum(['small', 'demo', 'large'], { message: 'must be small, demo or large' })
    .default('demo'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof ConfigSchema>['LOG_LEVEL'];
  webDist: string | undefined;
  /** Base of the identity provider; realms are `{identityUrl}/realms/{realm}` (Keycloak style). */
  identityUrl: string;
  /** Where the web app is served; sign-in redirects return here. */
  frontendUrl: string;
  /** True when IDENTITY_URL is not set: Atrium serves its own OpenID provider under /auth. */
  embeddedIdentity: boolean;
  defaultRealm: string;
  clientId: string;
  accessTokenTtl: number;
  bootstrapAdmin: { email: string; password: string } | null;
  /** ATRIUM_DEMO: 1 on, 0 off, unset: on for the embedded database's first start. */
  demo: 'on' | 'off' | 'auto';
  demoSize: 'small' | 'demo' | 'large';
  /**
   * TRUST_PROXY: which proxies' `X-Forwarded-For` tells the client's address (Fastify's
   * `trustProxy`): none (false), any (true), or these addresses and ranges.
   */
  trustProxy: TrustProxy;
  /** How long a cached read may be served when another process wrote; 0 turns the cache off. */
  readCacheTtlMs: number;
  /** Rows of a readings file an import checks and writes at a time (its memory, its progress). */
  importBatchRows: number;
  /**
   * The import pipeline's size limits: `fileBytes`, the largest upload (streamed to the store and
   * read back streamed, so CSV may be that large); `wholeFileBytes`, the largest XLSX or IFC file,
   * which exceljs and web-ifc read whole.
   */
  importLimits: { fileBytes: number; wholeFileBytes: number };
  integrations: {
    mapsApiKey: string | null;
    analyticsKey: string | null;
    tagManagerKey: string | null;
    workflowAutomationUrl: string | null;
    spaceBookingKey: string | null;
    spaceBookingOrgId: string | null;
  };
};

export type TrustProxy = boolean | string[];

/** proxy-addr's names for the private ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** A proxy address or range: an IPv4 or IPv6 address, optionally with a /mask, or a range name. */
const isAddressOrRange = (text: string): boolean => {
  if (RANGE_NAMES.has(text)) return true;
  const [address = '', mask, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (mask === undefined) return true;
  return /^\d{1,3}$/.test(mask) && Number(mask) <= (version === 4 ? 32 : 128);
};

/** TRUST_PROXY as Fastify takes it, or null when it is none of the accepted forms. */
function parseTrustProxy(text: string): TrustProxy | null {
  const value = text.trim().toLowerCase();
  if (value === 'false' || value === '0') return false;
  // A number of hops is not offered: Fastify trusts no hop count (the nearest peer unchecked).
  if (value === 'true') return true;
  const list = value.split(',').map((part) => part.trim());
  return list.every(isAddressOrRange) ? list : null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; a wrong setting throws naming the variable and the problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: c.ATRIUM_DATA_DIR,
    databaseUrl: c.DATABASE_URL,
    logLevel: c.LOG_LEVEL,
    webDist: c.ATRIUM_WEB_DIST,
    identityUrl: (c.IDENTITY_URL ?? `http://localhost:${c.PORT}/auth`).replace(/\/$/, ''),
    frontendUrl: (c.FRONTEND_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    embeddedIdentity:
      (c.IDENTITY_PROVIDER ?? (c.IDENTITY_URL === undefined ? 'embedded' : 'external')) ===
      'embedded',
    defaultRealm: c.DEFAULT_REALM,
    clientId: c.CLIENT_ID,
    accessTokenTtl: c.ACCESS_TOKEN_TTL,
    bootstrapAdmin: bootstrapAdmin(c.ATRIUM_ADMIN_EMAIL, c.ATRIUM_ADMIN_PASSWORD),
    demo: c.ATRIUM_DEMO === '1' ? 'on' : c.ATRIUM_DEMO === '0' ? 'off' : 'auto',
    demoSize: c.ATRIUM_DEMO_SIZE,
    trustProxy: c.TRUST_PROXY ?? false,
    readCacheTtlMs: c.READ_CACHE_TTL_MS,
    importBatchRows: c.IMPORT_BATCH_ROWS,
    importLimits: {
      fileBytes: c.IMPORT_MAX_FILE_BYTES,
      wholeFileBytes: Math.min(c.IMPORT_MAX_WHOLE_FILE_BYTES, c.IMPORT_MAX_FILE_BYTES),
    },
    integrations: {
      mapsApiKey: c.MAPS_API_KEY ?? null,
      analyticsKey: c.ANALYTICS_KEY ?? null,
      tagManagerKey: c.TAG_MANAGER_KEY ?? null,
      workflowAutomationUrl: c.WORKFLOW_AUTOMATION_URL ?? null,
      spaceBookingKey: c.SPACE_BOOKING_KEY ?? null,
      spaceBookingOrgId: c.SPACE_BOOKING_ORG_ID ?? null,
    },
  };
}

function bootstrapAdmin(
  email: string | undefined,
  password: string | undefined,
): Config['bootstrapAdmin'] {
  if (email === undefined && password === undefined) return null;
  if (email === undefined || password === undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  ATRIUM_ADMIN_EMAIL and ATRIUM_ADMIN_PASSWORD must be set together',
    );
  }
  return { email: email.toLowerCase(), password };
}

/** Where uploaded files' bytes are kept on the local disk. */
export const filesDirOf = (config: Pick<Config, 'dataDir'>): string =>
  join(config.dataDir, 'files');
