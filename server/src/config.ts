import { z } from 'zod';

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
};

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
  };
}
