import type { FastifyInstance } from 'fastify';
import type { Db } from './resource-table.ts';
import { registerCatalogues } from './catalogues/index.ts';
import { registerOrganizations } from './organizations/index.ts';
import { registerTags } from './tags/index.ts';
import { registerBuildings } from './buildings/index.ts';
import { registerFloors } from './floors/index.ts';
import { registerSpaces } from './spaces/index.ts';
import { registerEncumbrances } from './encumbrances/index.ts';
import { registerNetworks } from './networks/index.ts';
import { registerNetworkLevels } from './networks/levels.ts';
import { registerDataSources } from './data-sources/index.ts';
import { registerUsers } from './users/index.ts';
import { registerProfiles } from './profiles/index.ts';
import { registerOrganizationNames } from './organization-names/index.ts';
import { registerNetworkStructure } from './network-structure/index.ts';

/** Every resource of the protocol, each guarded by its row of the permission table. */
export function registerResources(app: FastifyInstance, db: Db): void {
  registerCatalogues(app, db);
  registerOrganizations(app, db);
  registerTags(app, db);
  registerBuildings(app, db);
  registerFloors(app, db);
  registerSpaces(app, db);
  registerEncumbrances(app, db);
  registerNetworks(app, db);
  registerNetworkLevels(app, db);
  registerDataSources(app, db);
  registerUsers(app, db);
  registerProfiles(app, db);
  registerOrganizationNames(app, db);
  registerNetworkStructure(app, db);
}
