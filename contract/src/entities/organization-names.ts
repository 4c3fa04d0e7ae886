// OrganizationAliases and OrganizationDomains (specification section 3): the other names an
// organization is known by (in leases, imports, search), and the e-mail domains of its people
// (an external identity provider's new user is placed in the organization of their domain).
import { z } from 'zod';
import { timestamps } from '../query.ts';
import type { ResourceContract } from '../resource.ts';
import { ZRefSchema } from './common.ts';

export const ZOrganizationAliasSchema = z.object({
  id: z.int(),
  organizationId: z.int(),
  alias: z.string(),
  ...timestamps,
});
export type OrganizationAlias = z.infer<typeof ZOrganizationAliasSchema>;
export const ZOrganizationAliasFullSchema = ZOrganizationAliasSchema.extend({
  organization: ZRefSchema,
});

const ZAliasSchema = z.string().trim().min(1, 'Required').max(200);
export const ZOrganizationAliasCreateSchema = z.strictObject({
  organizationId: z.int().positive(),
  alias: ZAliasSchema,
});
export const ZOrganizationAliasUpdateSchema = z.strictObject({ alias: ZAliasSchema }).partial();

export const organizationAliasesResource = {
  name: 'organization-aliases',
  permission: 'organizations',
  entity: ZOrganizationAliasSchema,
  full: ZOrganizationAliasFullSchema,
  create: ZOrganizationAliasCreateSchema,
  update: ZOrganizationAliasUpdateSchema,
  filters: { id: 'number', organizationId: 'number', alias: 'string' },
  sortable: ['id', 'alias', 'createdAt'],
  relations: { organization: { resource: 'organizations', kind: 'one' } },
} as const satisfies ResourceContract;

/** A domain as the part of an e-mail address after the @, stored lower-case: `harbor.com`. */
export const ZEmailDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'Expected a domain like harbor.com',
  );

/** The domain of an e-mail address, lower-case; null when it has none. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  const domain =
    at < 0
      ? ''
      : email
          .slice(at + 1)
          .trim()
          .toLowerCase();
  return domain === '' ? null : domain;
}

export const ZOrganizationDomainSchema = z.object({
  id: z.int(),
  organizationId: z.int(),
  domain: z.string(),
  ...timestamps,
});
export type OrganizationDomain = z.infer<typeof ZOrganizationDomainSchema>;
export const ZOrganizationDomainFullSchema = ZOrganizationDomainSchema.extend({
  organization: ZRefSchema,
});
export const ZOrganizationDomainCreateSchema = z.strictObject({
  organizationId: z.int().positive(),
  domain: ZEmailDomainSchema,
});
export const ZOrganizationDomainUpdateSchema = z
  .strictObject({ domain: ZEmailDomainSchema })
  .partial();

/** A domain belongs to one organization: it decides where a new external user goes. */
export const organizationDomainsResource = {
  name: 'organization-domains',
  permission: 'organizations',
  entity: ZOrganizationDomainSchema,
  full: ZOrganizationDomainFullSchema,
  create: ZOrganizationDomainCreateSchema,
  update: ZOrganizationDomainUpdateSchema,
  filters: { id: 'number', organizationId: 'number', domain: 'string' },
  sortable: ['id', 'domain', 'createdAt'],
  relations: { organization: { resource: 'organizations', kind: 'one' } },
} as const satisfies ResourceContract;
