// OrganizationAliases and OrganizationDomains (specification section 3): rows of one organization,
// written by master admins (the organizations row of the permission table). Aliases are seen by
// whoever sees the organization; domains, which decide where an external user signs in to, only
// by the organization itself.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  organizationAliasesResource,
  organizationDomainsResource,
  type OrganizationAlias,
  type OrganizationDomain,
} from '@atrium/contract';
import { organizationAliases, organizationDomains, organizations } from '../../db/schema/index.ts';
import { registerResource } from '../../http/resource-routes.ts';
import { defineResourceTable, joinOn, type Db } from '../resource-table.ts';
import { ownedBy, visibleOrganization } from '../visibility.ts';
import { createResourceService, pick, type ResourceDefinition, withDates } from '../service.ts';
import type { Row } from '../repository.ts';
import { withNamed } from '../relations.ts';
import type { TenantScope } from '../../auth/scope.ts';

export const organizationAliasesTable = defineResourceTable({
  contract: organizationAliasesResource,
  table: organizationAliases,
  label: 'alias',
  visible: (db, scope, t) => {
    const organization = visibleOrganization(db, scope, organizations);
    return organization === undefined
      ? undefined
      : sql`${t.organizationId} in (select ${organizations.id} from ${organizations} where ${organization})`;
  },
  joins: { organization: joinOn('organizationId', 'id') },
});

export const organizationDomainsTable = defineResourceTable({
  contract: organizationDomainsResource,
  table: organizationDomains,
  label: 'domain',
  visible: (_db, scope, t) => ownedBy(scope, t.organizationId),
  joins: { organization: joinOn('organizationId', 'id') },
});

/** Each row with its organization's id and name. */
const withOrganization = <T extends { organizationId: number }>(
  db: Db,
  _scope: TenantScope,
  items: T[],
) => withNamed(db, items, 'organization', organizations, 'organizationId');

export const organizationAliasesDefinition: ResourceDefinition<typeof organizationAliasesResource> =
  {
    contract: organizationAliasesResource,
    table: organizationAliasesTable,
    toEntity: (row: Row): OrganizationAlias =>
      withDates(row as typeof organizationAliases.$inferSelect),
    loadFull: withOrganization,
    toRow: (data, _auth, current) => ({
      ...pick(data, ['alias']),
      ...(current ? {} : { organizationId: data.organizationId }),
    }),
    references: (data) => [
      { path: ['data', 'organizationId'], resource: 'organizations', ids: [data.organizationId] },
    ],
  };

export const organizationDomainsDefinition: ResourceDefinition<typeof organizationDomainsResource> =
  {
    contract: organizationDomainsResource,
    table: organizationDomainsTable,
    toEntity: (row: Row): OrganizationDomain =>
      withDates(row as typeof organizationDomains.$inferSelect),
    loadFull: withOrganization,
    toRow: (data, _auth, current) => ({
      ...pick(data, ['domain']),
      ...(current ? {} : { organizationId: data.organizationId }),
    }),
    references: (data) => [
      { path: ['data', 'organizationId'], resource: 'organizations', ids: [data.organizationId] },
    ],
  };

export function registerOrganizationNames(app: FastifyInstance, db: Db): void {
  registerResource(
    app,
    organizationAliasesResource,
    createResourceService(db, organizationAliasesDefinition),
  );
  registerResource(
    app,
    organizationDomainsResource,
    createResourceService(db, organizationDomainsDefinition),
  );
}
