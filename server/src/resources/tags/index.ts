import type { FastifyInstance } from 'fastify';
import { tagsResource, type Tag } from '@atrium/contract';
import { tags } from '../../db/schema/index.ts';
import { registerResource } from '../../http/resource-routes.ts';
import { defineResourceTable, type Db } from '../resource-table.ts';
import { ownedBy } from '../visibility.ts';
import { createResourceService, pick, type ResourceDefinition, withDates } from '../service.ts';
import type { Row } from '../repository.ts';
import { owningOrganization } from '../ownership.ts';

export const tagsTable = defineResourceTable({
  contract: tagsResource,
  table: tags,
  label: 'tag',
  visible: (_db, scope, t) => ownedBy(scope, t.organizationId),
  joins: {},
});

const toTag = (row: Row): Tag => withDates(row as typeof tags.$inferSelect);

export const tagsDefinition: ResourceDefinition<typeof tagsResource> = {
  contract: tagsResource,
  table: tagsTable,
  toEntity: toTag,
  loadFull: (_db, _scope, items) => Promise.resolve(items),
  toRow: (data, auth, current) => ({
    ...pick(data, ['name', 'availableFor', 'colour']),
    ...(current ? {} : { organizationId: owningOrganization(auth, data.organizationId) }),
  }),
  references: (data) => [
    { path: ['data', 'organizationId'], resource: 'organizations', ids: [data.organizationId] },
  ],
};

export function registerTags(app: FastifyInstance, db: Db): void {
  registerResource(app, tagsResource, createResourceService(db, tagsDefinition));
}
