// OrganizationAliases and OrganizationDomains (specification section 3): rows of one organization,
// written by master admins (the organizations row of the permission table). Aliases are seen by
// whoever sees the organization; domains, which decide where an external user signs in to, only
// by the organization itself.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { organizationAliasesResource, organizationDomainsResource } from '@atrium/contract';
import { organizationAliases, organizationDomains, organizations } from '../../db/schema/index.ts';
import { registerResource } from '../../http/resource-routes.ts';
import { defineResourceTable, joinOn, type Db, type ResourceTable } from '../resource-table.ts';
import { ownedBy, visibleOrganization } from '../visibility.ts';
import {
  createResourceService,
  pick,
  type Entity,
  type ResourceDefinition,
  withDates,
} from '../service.ts';
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

type NameData = { organizationId?: number | undefined; alias?: string; domain?: string };
type NameRow = typeof organizationAliases.$inferSelect | typeof organizationDomains.$inferSelect;

/**
 * An alias or a domain: a row that holds one name of one organization, which is given when the
 * row is created and kept when it is edited.
 */
function organizationNameDefinition<
  C extends typeof organizationAliasesResource | typeof organizationDomainsResource,
>(contract: C, table: ResourceTable, name: 'alias' | 'domain'): ResourceDefinition<C> {
  return {
    contract,
    table,
    toEntity: (row: Row) => withDates(row as NameRow) as Entity<C>,
    loadFull: withOrganization,
    toRow: (data: NameData, _auth, current) => ({
      ...pick(data, [name]),
      ...(current ? {} : { organizationId: data.organizationId }),
    }),
    references: (data: NameData) => [
      { path: ['data', 'organizationId'], resource: 'organizations', ids: [data.organizationId] },
    ],
  };
}

export const organizationAliasesDefinition = organizationNameDefinition(
  organizationAliasesResource,
  organizationAliasesTable,
  'alias',
);
export const organizationDomainsDefinition = organizationNameDefinition(
  organizationDomainsResource,
  organizationDomainsTable,
  'domain',
);

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
