import { auditLog } from '../db/schema/index.ts';
import type { Db } from '../resources/resource-table.ts';
import type { RequestAuth } from '../auth/guard.ts';

export type AuditEntry = {
  actorEmail: string;
  actorUserId?: number | null;
  actorOrganizationId?: number | null;
  impersonatedOrganizationId?: number | null;
  action:
    | 'create'
    | 'update'
    | 'delete'
    | 'sign-in'
    | 'sign-in-failed'
    | 'sign-out'
    | 'impersonation-start'
    | 'password-set'
    | 'password-link';
  resource: string;
  entityId?: string | number | null;
  details?: Record<string, unknown> | null;
  requestId?: string | null;
};

/** Records one audited event; part of the caller's transaction when given one. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    ...entry,
    entityId:
      entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
  });
}

/** Who did it: the signed-in user, the organization they act for, and the request. */
export const actorOf = (auth: RequestAuth) => ({
  actorEmail: auth.user.email,
  actorOrganizationId: auth.user.organization.id,
  impersonatedOrganizationId: auth.impersonating?.id ?? null,
  requestId: auth.requestId,
});
