// The SQL of users beyond the resource protocol's: their organizations' names, who has a
// password, setting one, and the permissions granted beyond a role.
import { eq, inArray } from 'drizzle-orm';
import { organizations, users } from '../../db/schema/index.ts';
import type { Db } from '../resource-table.ts';

/** The organizations' ids and names. */
export const organizationNames = (db: Db, ids: number[]) =>
  db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(inArray(organizations.id, ids));

/** Of these users, the ids of those who have a password. */
export async function withPassword(db: Db, ids: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(users.id, ids));
  return new Set(rows.filter((r) => r.passwordHash !== null).map((r) => r.id));
}

/** The organization's type; undefined when there is none with this id. */
export async function organizationType(db: Db, id: number) {
  const [organization] = await db
    .select({ type: organizations.type })
    .from(organizations)
    .where(eq(organizations.id, id));
  return organization?.type;
}

export async function setPasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

export async function setPermissions(db: Db, id: number, permissions: string[]): Promise<void> {
  await db.update(users).set({ permissions }).where(eq(users.id, id));
}
