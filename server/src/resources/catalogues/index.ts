// Industries, usage types and lease types: catalogues every organization reads.
import type { FastifyInstance } from 'fastify';
import {
  industriesResource,
  leaseTypesResource,
  usageTypesResource,
  type CatalogueEntry,
} from '@atrium/contract';
import { industries, leaseTypes, usageTypes } from '../../db/schema/index.ts';
import { registerResource } from '../../http/resource-routes.ts';
import { defineResourceTable, type Db } from '../resource-table.ts';
import {
  createResourceService,
  iso,
  pick,
  type Entity,
  type ResourceDefinition,
} from '../service.ts';
import type { Row } from '../repository.ts';

type Catalogue = typeof industriesResource | typeof usageTypesResource | typeof leaseTypesResource;

function catalogueEntry(row: Row): CatalogueEntry {
  const r = row as typeof industries.$inferSelect;
  return { id: r.id, name: r.name, createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt) };
}

function catalogueDefinition<C extends Catalogue>(
  contract: C,
  table: typeof industries | typeof usageTypes | typeof leaseTypes,
  label: string,
): ResourceDefinition<C> {
  return {
    contract,
    table: defineResourceTable({ contract, table, label, visible: () => undefined, joins: {} }),
    toEntity: (row) => catalogueEntry(row) as Entity<C>,
    loadFull: (_db, _scope, items) => Promise.resolve(items),
    toRow: (data) => pick(data, ['name']),
  };
}

export const catalogueDefinitions = {
  industries: catalogueDefinition(industriesResource, industries, 'industry'),
  usageTypes: catalogueDefinition(usageTypesResource, usageTypes, 'usage type'),
  leaseTypes: catalogueDefinition(leaseTypesResource, leaseTypes, 'lease type'),
};

export function registerCatalogues(app: FastifyInstance, db: Db): void {
  registerResource(
    app,
    industriesResource,
    createResourceService(db, catalogueDefinitions.industries),
  );
  registerResource(
    app,
    usageTypesResource,
    createResourceService(db, catalogueDefinitions.usageTypes),
  );
  registerResource(
    app,
    leaseTypesResource,
    createResourceService(db, catalogueDefinitions.leaseTypes),
  );
}
