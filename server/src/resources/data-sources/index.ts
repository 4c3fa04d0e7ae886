import type { FastifyInstance } from 'fastify';
import { asc, eq, inArray } from 'drizzle-orm';
import { dataSourcesResource, type DataSource } from '@atrium/contract';
import {
  buildings,
  dataSourceExcludedOrganizations,
  dataSources,
  networks,
  occupancyReadingDays,
  organizations,
} from '../../db/schema/index.ts';
import { BadRequestError } from '../../http/errors.ts';
import { registerResource } from '../../http/resource-routes.ts';
import { defineResourceTable, joinOn, type Db } from '../resource-table.ts';
import { visibleDataSource } from '../visibility.ts';
import { createResourceService, pick, type ResourceDefinition, withDates } from '../service.ts';
import type { Row } from '../repository.ts';
import { groupBy, namesOf } from '../relations.ts';
import { registerDataSourceCalls } from './calls.ts';

export const dataSourcesTable = defineResourceTable({
  contract: dataSourcesResource,
  table: dataSources,
  label: 'data source',
  visible: visibleDataSource,
  joins: { building: joinOn('buildingId', 'id'), network: joinOn('networkId', 'id') },
});

const toDataSource = (row: Row): DataSource => withDates(row as typeof dataSources.$inferSelect);

export const dataSourcesDefinition: ResourceDefinition<typeof dataSourcesResource> = {
  contract: dataSourcesResource,
  table: dataSourcesTable,
  toEntity: toDataSource,
  async loadFull(db, scope, items) {
    const [buildingById, networkById, excludedRows] = await Promise.all([
      namesOf(db, buildings, items, 'buildingId'),
      namesOf(db, networks, items, 'networkId'),
      // Who is left out is the platform's business: an organization sees only that it is not.
      scope.kind === 'all' && items.length
        ? excludedOrganizationsOf(
            db,
            items.map((d) => d.id),
          )
        : [],
    ]);
    const excludedBySource = groupBy(excludedRows, (r) => r.dataSourceId);
    return items.map((d) => ({
      ...d,
      building: (d.buildingId !== null && buildingById.get(d.buildingId)) || null,
      network: (d.networkId !== null && networkById.get(d.networkId)) || null,
      excludedOrganizations: (excludedBySource.get(d.id) ?? []).map(({ id, name }) => ({
        id,
        name,
      })),
    }));
  },
  toRow: (data) => pick(data, ['name', 'dataSystem', 'buildingId', 'networkId']),
  references: (data) => [
    { path: ['data', 'buildingId'], resource: 'buildings', ids: [data.buildingId] },
    { path: ['data', 'networkId'], resource: 'networks', ids: [data.networkId] },
    {
      path: ['data', 'excludedOrganizationIds'],
      resource: 'organizations',
      ids: data.excludedOrganizationIds ?? [],
      many: true,
    },
  ],
  async afterWrite(db, id, data) {
    if (data.excludedOrganizationIds === undefined) return;
    await db
      .delete(dataSourceExcludedOrganizations)
      .where(eq(dataSourceExcludedOrganizations.dataSourceId, id));
    if (data.excludedOrganizationIds.length)
      await db.insert(dataSourceExcludedOrganizations).values(
        data.excludedOrganizationIds.map((organizationId) => ({
          dataSourceId: id,
          organizationId,
        })),
      );
  },
  // A reading belongs to the building it was sent for (its rollups are that building's): a data
  // source that has readings stays where it is (docs/decisions.md).
  async validate(db, _auth, data, current) {
    if (!current || data.buildingId === undefined || data.buildingId === current.buildingId) return;
    const [reading] = await db
      .select({ date: occupancyReadingDays.date })
      .from(occupancyReadingDays)
      .where(eq(occupancyReadingDays.dataSourceId, current.id))
      .limit(1);
    if (reading)
      throw new BadRequestError([
        {
          path: ['data', 'buildingId'],
          message:
            'A data source with occupancy readings cannot move to another building: add a new data source there',
        },
      ]);
  },
};

/** The organizations each data source leaves out, by name. */
export function excludedOrganizationsOf(db: Db, sourceIds: readonly number[]) {
  return db
    .select({
      dataSourceId: dataSourceExcludedOrganizations.dataSourceId,
      id: organizations.id,
      name: organizations.name,
    })
    .from(dataSourceExcludedOrganizations)
    .innerJoin(organizations, eq(organizations.id, dataSourceExcludedOrganizations.organizationId))
    .where(inArray(dataSourceExcludedOrganizations.dataSourceId, [...sourceIds]))
    .orderBy(asc(organizations.name), asc(organizations.id));
}

export function registerDataSources(app: FastifyInstance, db: Db): void {
  registerResource(app, dataSourcesResource, createResourceService(db, dataSourcesDefinition));
  registerDataSourceCalls(app, db);
}
