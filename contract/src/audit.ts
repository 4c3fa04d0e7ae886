import { z } from 'zod';
import type { ResourceContract } from './resource.ts';

export const ZAuditEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  actorEmail: z.string(),
  actorUserId: z.int().nullable(),
  actorOrganizationId: z.int().nullable(),
  impersonatedOrganizationId: z.int().nullable(),
  action: z.string(),
  resource: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof ZAuditEntrySchema>;

export const auditFilters = {
  id: 'number',
  at: 'date',
  actorEmail: 'string',
  actorUserId: 'number',
  actorOrganizationId: 'number',
  impersonatedOrganizationId: 'number',
  action: 'string',
  resource: 'string',
  entityId: 'string',
} as const;
export const auditSortable = ['id', 'at', 'actorEmail', 'action', 'resource'] as const;

/** The audit log is read through the list protocol only (`POST /api/audit`); nothing writes it over HTTP. */
export const auditResource = {
  name: 'audit',
  permission: 'audit',
  entity: ZAuditEntrySchema,
  full: ZAuditEntrySchema,
  create: z.never(),
  update: z.never(),
  filters: auditFilters,
  sortable: auditSortable,
  relations: {},
} as const satisfies ResourceContract;

/** `/auth/impersonation`: a master admin starts acting as an organization (recorded). */
export const ZImpersonationRequestSchema = z.strictObject({
  organizationKey: z.string().min(1).max(100),
});
export const ZImpersonationResponseSchema = z.object({
  id: z.int(),
  key: z.string(),
  name: z.string(),
  type: z.string(),
});
