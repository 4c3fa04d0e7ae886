// Light lists: /organizations/list/global (organizations for pickers) and
// /organizations/data-sources (the data sources of the buildings an organization can see).
import { selectPrepared } from '../db/prepared.ts';
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  ORGANIZATION_PICKER_LIMIT,
  type OrganizationListGlobal,
  type OrganizationListGlobalRequest,
  type OrganizationDataSources,
} from '@atrium/contract';
import {
  buildings,
  dataSources,
  encumbranceOrganizations,
  encumbrances,
  floors,
  organizations,
} from '../db/schema/index.ts';
import type { TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import { visibleBuilding, visibleDataSource } from '../resources/visibility.ts';
import { escapeLike } from '../db/where.ts';
import { resolveOrganization } from './organization-target.ts';

/**
 * Organizations that share a building with the caller: for each building the caller can see,
 * its owner, the operators of its floors and the holders of its leases (tenant or additional
 * organization) — that is, every organization that can see one of the caller's buildings.
 */
function sharingBuildings(db: Db, scope: Extract<TenantScope, { kind: 'organization' }>): SQL {
  const seen = sql`(select ${buildings.id} from ${buildings} where ${visibleBuilding(db, scope) ?? sql`true`})`;
  return or(
    eq(organizations.id, scope.organizationId),
    sql`${organizations.id} in (
      select ${buildings.ownerOrganizationId} from ${buildings} where ${buildings.id} in ${seen}
      union select ${floors.operatorOrganizationId} from ${floors}
        where ${floors.buildingId} in ${seen} and ${floors.operatorOrganizationId} is not null
      union select ${encumbrances.organizationId} from ${encumbrances} where ${encumbrances.buildingId} in ${seen}
      union select ${encumbranceOrganizations.organizationId} from ${encumbranceOrganizations}
        join ${encumbrances} on ${encumbrances.id} = ${encumbranceOrganizations.encumbranceId}
        where ${encumbrances.buildingId} in ${seen})`,
  ) as SQL;
}

export async function listOrganizations(
  db: Db,
  scope: TenantScope,
  request: OrganizationListGlobalRequest,
): Promise<OrganizationListGlobal> {
  const items = await selectPrepared(
    db
      .select({
        id: organizations.id,
        key: organizations.key,
        name: organizations.name,
        type: organizations.type,
      })
      .from(organizations)
      .where(
        and(
          scope.kind === 'all' ? undefined : sharingBuildings(db, scope),
          request.name ? ilike(organizations.name, `%${escapeLike(request.name)}%`) : undefined,
          request.types ? inArray(organizations.type, request.types) : undefined,
        ),
      )
      .orderBy(asc(organizations.name), asc(organizations.id))
      .limit(ORGANIZATION_PICKER_LIMIT),
  );
  return { items };
}

export async function organizationDataSources(
  db: Db,
  scope: TenantScope,
  organizationId: number | undefined,
): Promise<OrganizationDataSources> {
  const organization = await resolveOrganization(db, scope, organizationId);
  // What the organization itself can see, within what the caller can.
  const itsView: TenantScope = {
    kind: 'organization',
    organizationId: organization.id,
    organizationType: organization.type,
  };
  const rows = await selectPrepared(
    db
      .select({
        id: dataSources.id,
        name: dataSources.name,
        dataSystem: dataSources.dataSystem,
        buildingId: buildings.id,
        buildingName: buildings.name,
        isPrimary: sql<boolean>`coalesce(${buildings.primaryOccupancyDataSourceId} = ${dataSources.id}, false)`,
        firstReadingDate: sql<
          string | null
        >`(select to_char(min(d.date), 'YYYY-MM-DD') from occupancy_group_daily d where d.group_kind = 'building' and d.group_id = ${buildings.id} and d.data_source_id = ${dataSources.id})`,
        lastReadingDate: sql<
          string | null
        >`(select to_char(max(d.date), 'YYYY-MM-DD') from occupancy_group_daily d where d.group_kind = 'building' and d.group_id = ${buildings.id} and d.data_source_id = ${dataSources.id})`,
      })
      .from(dataSources)
      .innerJoin(buildings, eq(buildings.id, dataSources.buildingId))
      .where(
        and(visibleBuilding(db, itsView), visibleBuilding(db, scope), visibleDataSource(db, scope)),
      )
      .orderBy(asc(buildings.name), asc(dataSources.name), asc(dataSources.id)),
  );
  return { items: rows };
}
