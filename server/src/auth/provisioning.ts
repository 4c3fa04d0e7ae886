// Users of an external identity provider (issue 32, item 3): a person signs in there, and the
// first request with their token creates their Atrium user from its claims, in the organization
// the guard found for them (by org_key, realm, or e-mail domain). A deactivated user is refused.
// The embedded provider needs none of this: its users exist before they can sign in.
import { and, eq } from 'drizzle-orm';
import { emailDomain, mainRole, type Role } from '@atrium/contract';
import { users } from '../db/schema/index.ts';
import type { Db } from '../resources/resource-table.ts';
import { recordAudit } from '../audit/audit.ts';
import { setBounded } from '../bounded.ts';
import { UnauthorizedError } from '../http/errors.ts';
import type { OrganizationRef, RequestUser } from './user.ts';

export type ProvisionUser = (user: RequestUser) => Promise<void>;

export const DEACTIVATED = 'This user is deactivated: ask an administrator of your organization';

/** A user seen active is not looked up again for this long (a deactivation takes this long). */
const KNOWN_TTL_MS = 60_000;
const MAX_KNOWN = 10_000;

/** The role kept for a new user: the token's main role; master-admin only in the platform. */
function storedRole(user: RequestUser): Role {
  const role = mainRole(user.roles) ?? 'viewer';
  return role === 'master-admin' && user.organization.type !== 'PLATFORM' ? 'viewer' : role;
}

export function userProvisioning(
  db: Db,
  options: {
    now?: () => number;
    /** Called once a user is created, so that cached reads (the user lists) are renewed. */
    onCreate?: () => Promise<void>;
  } = {},
): ProvisionUser {
  const now = options.now ?? Date.now;
  const known = new Map<string, number>();
  return async (user) => {
    // An address is unique per organization only (docs/decisions.md): the same address in two
    // organizations is two people.
    const key = `${user.organization.id}:${user.email}`;
    const seen = known.get(key);
    if (seen !== undefined && now() - seen < KNOWN_TTL_MS) return;
    const [row] = await db
      .select({ isActive: users.isActive })
      .from(users)
      .where(and(eq(users.organizationId, user.organization.id), eq(users.email, user.email)))
      .limit(1);
    if (row && !row.isActive) throw new UnauthorizedError(DEACTIVATED);
    if (!row) {
      const created = await db
        .insert(users)
        .values({
          organizationId: user.organization.id,
          email: user.email,
          name: user.name,
          title: user.title,
          role: storedRole(user),
          groups: user.groups,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      const [first] = created;
      if (first) {
        await recordAudit(db, {
          actorEmail: user.email,
          actorUserId: first.id,
          actorOrganizationId: user.organization.id,
          action: 'create',
          resource: 'users',
          entityId: first.id,
          details: { through: 'first sign-in' },
        });
        await options.onCreate?.();
      }
    }
    setBounded(known, MAX_KNOWN, key, now());
  };
}

/**
 * The organization of a token without an org_key: its realm's. In the platform's realm (the
 * shared default realm) a person whose e-mail domain belongs to a customer organization is of
 * that organization instead.
 */
export async function organizationOfRealmUser(
  user: { email: string; realm: string },
  lookup: {
    byRealm(realm: string): Promise<OrganizationRef | null>;
    byEmailDomain(domain: string): Promise<OrganizationRef | null>;
  },
): Promise<OrganizationRef | null> {
  const ofRealm = await lookup.byRealm(user.realm);
  if (ofRealm?.type !== 'PLATFORM') return ofRealm;
  const domain = emailDomain(user.email);
  const ofDomain = domain === null ? null : await lookup.byEmailDomain(domain);
  return ofDomain ?? ofRealm;
}
