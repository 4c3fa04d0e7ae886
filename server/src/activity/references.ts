// What an import batch refers to, loaded once per batch: its data sources (only those the scope
// may see), the buildings of its spaces, and where its organizations are present.
import { inArray, sql } from 'drizzle-orm';
import type { TenantScope } from '../auth/scope.ts';
import { organizations } from '../db/schema/index.ts';
import type { Db } from '../resources/resource-table.ts';
import { readSourcePlaces, readSpaceBuildings } from '../resources/places.ts';

export type SourceOfRow = { buildingId: number | null; timeZone: string | null };

export type ActivityReferences = {
  source(id: number): SourceOfRow | undefined;
  buildingOfSpace(id: number): number | undefined;
  organizationExists(id: number): boolean;
  /** The organization leases, operates or owns something in the building. */
  isPresentIn(organizationId: number, buildingId: number): boolean;
};

const intArray = (ids: number[]) => `{${ids.join(',')}}`;
const distinct = (ids: (number | null | undefined)[]) =>
  [...new Set(ids)].filter((id): id is number => typeof id === 'number');

export async function loadReferences(
  db: Db,
  scope: TenantScope,
  wanted: {
    sourceIds: (number | null)[];
    spaceIds: (number | null | undefined)[];
    organizationIds: (number | null | undefined)[];
  },
): Promise<ActivityReferences> {
  const sourceIds = distinct(wanted.sourceIds);
  const spaceIds = distinct(wanted.spaceIds);
  const organizationIds = distinct(wanted.organizationIds);
  const [sourceRows, spaceRows, organizationRows, presence] = await Promise.all([
    readSourcePlaces(db, scope, sourceIds),
    readSpaceBuildings(db, spaceIds),
    organizationIds.length
      ? db
          .select({ id: organizations.id })
          .from(organizations)
          .where(inArray(organizations.id, organizationIds))
      : [],
    organizationIds.length ? presenceOf(db, organizationIds) : [],
  ]);
  const sourceById = new Map(sourceRows.map((s) => [s.id, s]));
  const spaceBuilding = new Map(spaceRows.map((s) => [s.id, s.buildingId]));
  const known = new Set(organizationRows.map((o) => o.id));
  const present = new Set(presence.map((p) => `${p.organization}:${p.building}`));
  return {
    source: (id) => sourceById.get(id),
    buildingOfSpace: (id) => spaceBuilding.get(id),
    organizationExists: (id) => known.has(id),
    isPresentIn: (organizationId, buildingId) => present.has(`${organizationId}:${buildingId}`),
  };
}

/** (organization, building) pairs: as tenant or additional organization of a lease, operator, owner. */
async function presenceOf(
  db: Db,
  organizationIds: number[],
): Promise<{ organization: number; building: number }[]> {
  const ids = intArray(organizationIds);
  const { rows } = await db.execute<{ organization: number; building: number }>(sql`
    select organization_id as organization, building_id as building from encumbrances
      where organization_id = any(${ids}::int[])
    union
    select eo.organization_id, e.building_id from encumbrance_organizations eo
      join encumbrances e on e.id = eo.encumbrance_id where eo.organization_id = any(${ids}::int[])
    union
    select operator_organization_id, building_id from floors
      where operator_organization_id = any(${ids}::int[])
    union
    select owner_organization_id, id from buildings where owner_organization_id = any(${ids}::int[])`);
  return rows;
}
