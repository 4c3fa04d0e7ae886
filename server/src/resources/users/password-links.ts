// One-time links to set a password on the embedded provider (issue 32): an admin asks for one for
// a new user (the invitation) or to reset a password; the link is shown to the admin to pass on
// and written to the server log (no mail server is assumed). Only a hash of its secret is kept.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  errorResponses,
  PASSWORD_LINK_HOURS,
  resourceActions,
  type PasswordLink,
} from '@atrium/contract';
import { organizations, passwordLinks, users } from '../../db/schema/index.ts';
import { guarded } from '../../http/resource-routes.ts';
import { authOf } from '../../auth/guard.ts';
import { ConflictError, NotFoundError } from '../../http/errors.ts';
import { recordAudit, actorOf } from '../../audit/audit.ts';
import type { Db } from '../resource-table.ts';
import { findVisibleRow } from '../repository.ts';
import { usersTable } from './definition.ts';

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The set-password page of a realm for a link's secret. */
export const passwordLinkUrl = (identityUrl: string, realm: string, secret: string) =>
  `${identityUrl}/realms/${encodeURIComponent(realm)}/password/${secret}`;

/** A new link for the user; any earlier unused link of theirs stops working. */
export async function createPasswordLink(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<{ secret: string; expiresAt: Date }> {
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PASSWORD_LINK_HOURS * 3_600_000);
  await db
    .delete(passwordLinks)
    .where(and(eq(passwordLinks.userId, userId), isNull(passwordLinks.usedAt)));
  await db.insert(passwordLinks).values({ userId, tokenHash: hashOf(secret), expiresAt });
  return { secret, expiresAt };
}

export type LiveLink = {
  linkId: number;
  userId: number;
  email: string;
  organizationId: number;
  organizationName: string;
};

/** The unused, unexpired link of a user of the realm's organization with this secret. */
export async function findLiveLink(
  db: Db,
  realm: string,
  secret: string,
): Promise<LiveLink | null> {
  const [row] = await db
    .select({
      linkId: passwordLinks.id,
      userId: users.id,
      email: users.email,
      organizationId: organizations.id,
      organizationName: organizations.name,
    })
    .from(passwordLinks)
    .innerJoin(users, eq(users.id, passwordLinks.userId))
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(
      and(
        eq(passwordLinks.tokenHash, hashOf(secret)),
        eq(organizations.realm, realm),
        isNull(passwordLinks.usedAt),
        gt(passwordLinks.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Spends the link and sets the password, once: false when the link was spent meanwhile. */
export async function spendLink(db: Db, link: LiveLink, passwordHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(passwordLinks)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordLinks.id, link.linkId), isNull(passwordLinks.usedAt)))
      .returning({ id: passwordLinks.id });
    if (spent.length === 0) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, link.userId));
    await recordAudit(tx, {
      actorEmail: link.email,
      actorUserId: link.userId,
      actorOrganizationId: link.organizationId,
      action: 'password-set',
      resource: 'users',
      entityId: link.userId,
      details: { through: 'password link' },
    });
    return true;
  });
}

export const EXTERNAL_PASSWORDS =
  'Passwords are kept by the external identity provider: set or reset them there.';

/**
 * `POST /api/users/password-link` (users.update). `identityUrl` is the embedded provider's base;
 * null when an external provider keeps the passwords (then the call is refused with a 409).
 */
export function registerPasswordLinks(
  app: FastifyInstance,
  db: Db,
  options: { identityUrl: string | null },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { path, permission, request: body, response } = resourceActions.passwordLink;
  routes.post(`/api/${path}`, {
    ...guarded(permission, {
      tags: ['users'],
      summary:
        'A one-time link for the user to set their password (an invitation or a reset); also written to the server log',
      body,
      response: { 200: response, ...errorResponses },
    }),
    handler: async (request): Promise<PasswordLink> => {
      const auth = authOf(request);
      const { id } = request.body;
      const made = await db.transaction(async (tx) => {
        const user = await findVisibleRow(tx, usersTable, auth.scope, id);
        if (!user) throw new NotFoundError();
        const { identityUrl } = options;
        if (identityUrl === null) throw new ConflictError(EXTERNAL_PASSWORDS);
        const [organization] = await tx
          .select({ realm: organizations.realm })
          .from(organizations)
          .where(eq(organizations.id, user.organizationId as number));
        const { secret, expiresAt } = await createPasswordLink(tx, id);
        await recordAudit(tx, {
          ...actorOf(auth),
          action: 'password-link',
          resource: 'users',
          entityId: id,
          requestId: request.id,
        });
        return {
          email: user.email as string,
          url: passwordLinkUrl(identityUrl, organization?.realm ?? '', secret),
          expiresAt: expiresAt.toISOString(),
        };
      });
      // No mail server is assumed: the link is in the log for whoever runs Atrium.
      request.log.info(
        `Password link for ${made.email} (user ${id}), usable once until ${made.expiresAt}: ${made.url}`,
      );
      return { id, url: made.url, expiresAt: made.expiresAt };
    },
  });
}
