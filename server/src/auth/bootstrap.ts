import { eq, sql } from 'drizzle-orm';
import { organizations, users } from '../db/schema/index.ts';
import type { Db } from '../resources/resource-table.ts';
import type { Config } from '../config.ts';
import { hashPassword } from './passwords.ts';

export const PLATFORM_ORGANIZATION = {
  key: 'atrium',
  name: 'Atrium',
  realm: 'atrium',
  type: 'PLATFORM',
} as const;

export type BootstrapResult = 'created-admin' | 'no-users' | 'ready';

/** The platform organization, created when missing. */
export async function ensurePlatformOrganization(db: Db): Promise<number> {
  await db.insert(organizations).values(PLATFORM_ORGANIZATION).onConflictDoNothing();
  const [platform] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.key, PLATFORM_ORGANIZATION.key));
  if (!platform) throw new Error('The platform organization could not be created');
  return platform.id;
}

/**
 * On a database without users, ATRIUM_ADMIN_EMAIL and ATRIUM_ADMIN_PASSWORD create the platform
 * organization (realm `atrium`) and its first master admin.
 */
export async function bootstrap(db: Db, admin: Config['bootstrapAdmin']): Promise<BootstrapResult> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((count?.n ?? 0) > 0) return 'ready';
  if (!admin) return 'no-users';
  const organizationId = await ensurePlatformOrganization(db);
  await db.insert(users).values({
    organizationId,
    email: admin.email,
    name: 'Administrator',
    role: 'master-admin',
    passwordHash: await hashPassword(admin.password),
  });
  return 'created-admin';
}

export const bootstrapMessages: Record<BootstrapResult, string | null> = {
  'created-admin':
    'Created the platform organization (realm "atrium") and its first master admin from ATRIUM_ADMIN_EMAIL.',
  'no-users':
    "There are no users yet. To create the first master admin, start Atrium once with ATRIUM_ADMIN_EMAIL and ATRIUM_ADMIN_PASSWORD set, e.g.\n  ATRIUM_ADMIN_EMAIL=you@example.com ATRIUM_ADMIN_PASSWORD='a long password' npm start",
  ready: null,
};
