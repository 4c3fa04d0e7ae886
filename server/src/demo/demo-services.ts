// The services the demo generator writes through: the API's own (validation, scope checks,
// audit), acting as the platform's master admin.
import type { z } from 'zod';
import type { ResourceContract } from '@atrium/contract';
import type { ResourceService } from '../http/resource-routes.ts';
import type { RequestAuth } from '../auth/guard.ts';
import { ALL } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import { createResourceService } from '../resources/service.ts';
import { catalogueDefinitions } from '../resources/catalogues/index.ts';
import { organizationsDefinition } from '../resources/organizations/index.ts';
import { usersDefinition } from '../resources/users/definition.ts';
import { buildingsDefinition } from '../resources/buildings/index.ts';
import { floorsDefinition } from '../resources/floors/index.ts';
import { spacesDefinition } from '../resources/spaces/index.ts';
import { encumbrancesDefinition } from '../resources/encumbrances/index.ts';
import { networksDefinition } from '../resources/networks/index.ts';
import { tagsDefinition } from '../resources/tags/index.ts';
import { networkLevelsDefinition } from '../resources/networks/levels.ts';
import { dataSourcesDefinition } from '../resources/data-sources/index.ts';
import {
  organizationAliasesDefinition,
  organizationDomainsDefinition,
} from '../resources/organization-names/index.ts';

export const systemAuth = (platformId: number): RequestAuth => ({
  user: {
    id: 'demo-generator',
    email: 'demo-generator@atrium.local',
    name: 'Demo generator',
    orgKey: 'atrium',
    title: null,
    roles: ['master-admin'],
    realm: 'atrium',
    groups: [],
    permissions: [],
    organization: {
      id: platformId,
      key: 'atrium',
      name: 'Atrium',
      type: 'PLATFORM',
      realm: 'atrium',
    },
  },
  scope: ALL,
  impersonating: null,
  requestId: 'demo-generator',
});

/** A service used as the API uses it: the body is parsed (defaults, validation) by the contract first. */
function through<C extends ResourceContract>(
  db: Db,
  definition: { contract: C } & Parameters<typeof createResourceService<C>>[1],
  auth: RequestAuth,
) {
  const service: ResourceService<C> = createResourceService(db, definition);
  return {
    create: (data: z.input<C['create']>) =>
      service.create(auth, definition.contract.create.parse(data) as z.output<C['create']>),
    update: (id: number, data: z.input<C['update']>) =>
      service.update(auth, id, definition.contract.update.parse(data) as z.output<C['update']>),
  };
}

export function demoServices(db: Db, auth: RequestAuth) {
  return {
    organizations: through(db, organizationsDefinition, auth),
    users: through(db, usersDefinition, auth),
    industries: through(db, catalogueDefinitions.industries, auth),
    usageTypes: through(db, catalogueDefinitions.usageTypes, auth),
    leaseTypes: through(db, catalogueDefinitions.leaseTypes, auth),
    buildings: through(db, buildingsDefinition, auth),
    floors: through(db, floorsDefinition, auth),
    spaces: through(db, spacesDefinition, auth),
    encumbrances: through(db, encumbrancesDefinition, auth),
    networks: through(db, networksDefinition, auth),
    networkLevels: through(db, networkLevelsDefinition, auth),
    dataSources: through(db, dataSourcesDefinition, auth),
    tags: through(db, tagsDefinition, auth),
    organizationAliases: through(db, organizationAliasesDefinition, auth),
    organizationDomains: through(db, organizationDomainsDefinition, auth),
  };
}
export type DemoServices = ReturnType<typeof demoServices>;
