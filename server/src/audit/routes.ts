import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { or, eq } from 'drizzle-orm';
import {
  auditResource,
  errorResponses,
  listResponseOf,
  ZImpersonationRequestSchema,
  ZImpersonationResponseSchema,
  ZListRequestSchema,
  type AuditEntry,
} from '@atrium/contract';
import { auditLog } from '../db/schema/index.ts';
import { guarded } from '../http/resource-routes.ts';
import { authOf, type OrganizationLookup } from '../auth/guard.ts';
import { BadRequestError } from '../http/errors.ts';
import { defineResourceTable, type Db } from '../resources/resource-table.ts';
import { listRows, type Row } from '../resources/repository.ts';
import { iso } from '../resources/service.ts';
import { recordAudit } from './audit.ts';

const auditTable = defineResourceTable({
  contract: auditResource,
  table: auditLog,
  label: 'audit entry',
  // Acting as an organization, a master admin sees what was done by or for it.
  visible: (_db, scope, t) =>
    scope.kind === 'all'
      ? undefined
      : or(
          eq(t.actorOrganizationId, scope.organizationId),
          eq(t.impersonatedOrganizationId, scope.organizationId),
        ),
  joins: {},
  defaultOrderBy: { id: 'desc' },
});

function toAuditEntry(row: Row): AuditEntry {
  const r = row as typeof auditLog.$inferSelect;
  return { ...r, at: iso(r.at) };
}

export function registerAuditRoutes(
  app: FastifyInstance,
  db: Db,
  organizations: OrganizationLookup,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // `/audit/full` answers the same (an entry has no relations), so list screens read it alike.
  for (const [url, summary] of [
    [
      '/api/audit',
      'The audit log: who created, changed or deleted what, sign-ins and impersonation',
    ],
    ['/api/audit/full', 'The audit log, as /audit (entries have no relations)'],
  ] as const) {
    routes.post(url, {
      ...guarded(
        'audit.read',
        {
          tags: ['audit'],
          summary,
          body: ZListRequestSchema.nullish(),
          response: { 200: listResponseOf(auditResource.entity), ...errorResponses },
        },
        { cacheable: true },
      ),
      handler: async (request) => {
        const scope = authOf(request).scope;
        const { rows, total } = await listRows(db, auditTable, scope, request.body ?? {});
        return { items: rows.map(toAuditEntry), total };
      },
    });
  }

  routes.post('/api/auth/impersonation', {
    ...guarded('impersonation.start', {
      tags: ['auth'],
      summary:
        'Start acting as an organization (recorded in the audit log); then send x-impersonate-org',
      body: ZImpersonationRequestSchema,
      response: { 200: ZImpersonationResponseSchema, ...errorResponses },
    }),
    handler: async (request) => {
      const auth = authOf(request);
      const organization = await organizations.byKey(request.body.organizationKey);
      if (!organization || organization.type === 'PLATFORM') {
        throw new BadRequestError([
          {
            path: ['body', 'organizationKey'],
            message: `Unknown organization "${request.body.organizationKey}"`,
          },
        ]);
      }
      await recordAudit(db, {
        actorEmail: auth.user.email,
        actorOrganizationId: auth.user.organization.id,
        impersonatedOrganizationId: organization.id,
        action: 'impersonation-start',
        resource: 'organizations',
        entityId: organization.id,
        requestId: request.id,
      });
      return {
        id: organization.id,
        key: organization.key,
        name: organization.name,
        type: organization.type,
      };
    },
  });
}
