import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { networkLevelsResource } from '@atrium/contract';
import type { z } from 'zod';
import { networkLevels, networks } from '../../db/schema/index.ts';
import { registerResource } from '../../http/resource-routes.ts';
import { BadRequestError } from '../../http/errors.ts';
import { defineResourceTable, joinOn, type Db } from '../resource-table.ts';
import { visibleNetworkLevel } from '../visibility.ts';
import { createResourceService, pick, type ResourceDefinition, withDates } from '../service.ts';
import type { Row } from '../repository.ts';
import { withNamed } from '../relations.ts';

type NetworkLevel = z.output<typeof networkLevelsResource.entity>;

export const networkLevelsTable = defineResourceTable({
  contract: networkLevelsResource,
  table: networkLevels,
  label: 'network level',
  visible: (_db, scope, t) => visibleNetworkLevel(scope, t),
  joins: { network: joinOn('networkId', 'id') },
});

const toNetworkLevel = (row: Row): NetworkLevel =>
  withDates(row as typeof networkLevels.$inferSelect);

export const networkLevelsDefinition: ResourceDefinition<typeof networkLevelsResource> = {
  contract: networkLevelsResource,
  table: networkLevelsTable,
  toEntity: toNetworkLevel,
  loadFull: (db, _scope, items) => withNamed(db, items, 'network', networks, 'networkId'),
  toRow: (data, _auth, current) => ({
    ...pick(data, ['name', 'position', 'parentId']),
    ...(current ? {} : { networkId: data.networkId }),
  }),
  references: (data) => [
    { path: ['data', 'networkId'], resource: 'networks', ids: [data.networkId] },
    { path: ['data', 'parentId'], resource: 'network-levels', ids: [data.parentId] },
  ],
  async validate(db, _auth, data, current) {
    if (data.parentId === undefined || data.parentId === null) return;
    const networkId = data.networkId ?? current?.networkId;
    const [parent] = await db
      .select({ networkId: networkLevels.networkId })
      .from(networkLevels)
      .where(eq(networkLevels.id, data.parentId));
    if (current && data.parentId === current.id) {
      throw new BadRequestError([
        { path: ['data', 'parentId'], message: 'A level cannot be its own parent' },
      ]);
    }
    if (parent && parent.networkId !== networkId) {
      throw new BadRequestError([
        { path: ['data', 'parentId'], message: 'The parent level must be in the same network' },
      ]);
    }
  },
};

export function registerNetworkLevels(app: FastifyInstance, db: Db): void {
  registerResource(app, networkLevelsResource, createResourceService(db, networkLevelsDefinition));
}
