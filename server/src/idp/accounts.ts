import { and, eq } from 'drizzle-orm';
import { organizations, users } from '../db/schema/index.ts';
import type { Db } from '../resources/resource-table.ts';

export type Account = {
  id: number;
  email: string;
  name: string;
  title: string | null;
  role: string;
  groups: string[];
  permissions: string[];
  passwordHash: string | null;
  isActive: boolean;
  organizationKey: string;
};

/** A user of the realm's organization, by id or by email; users of other realms do not exist here. */
export async function findRealmAccount(
  db: Db,
  realm: string,
  by: { id: number } | { email: string },
): Promise<Account | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      title: users.title,
      role: users.role,
      groups: users.groups,
      permissions: users.permissions,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      organizationKey: organizations.key,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(
      and(
        eq(organizations.realm, realm),
        'id' in by ? eq(users.id, by.id) : eq(users.email, by.email.trim().toLowerCase()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The claims Atrium's tokens carry (the API reads them back in auth/user.ts). */
export function accountClaims(account: Account) {
  return {
    email: account.email,
    email_verified: true,
    name: account.name,
    ...(account.title ? { title: account.title } : {}),
    realm_access: { roles: [account.role] },
    groups: account.groups.map((group) => `/${group}`),
    org_key: account.organizationKey,
    ...(account.permissions.length ? { permissions: account.permissions } : {}),
  };
}
