// /encumbrances/active: a page of the active top-level leases in view, with their building,
// tenant, usage type and number of spaces, and on request their active subleases.
import { selectPrepared } from '../db/prepared.ts';
import type { z } from 'zod';
import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { anyId } from '../db/any-id.ts';
import type {
  ActiveLease,
  ActiveLeaseOrder,
  ZActiveLeasesRequestSchema,
  ZActiveLeasesResponseSchema,
} from '@atrium/contract';
import {
  buildings,
  encumbrances,
  encumbranceSpaces,
  industries,
  organizations,
  spaces,
  usageTypes,
} from '../db/schema/index.ts';
import { escapeLike } from '../db/where.ts';
import type { TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import { visibleEncumbrance, visibleSpace } from '../resources/visibility.ts';
import { groupBy } from '../resources/relations.ts';
import { askedOrActive, requireVisibleBuildings, topLevelInView } from './portfolio-queries.ts';

type Request = z.output<typeof ZActiveLeasesRequestSchema>;

const sortColumns = {
  startDate: encumbrances.startDate,
  endDate: encumbrances.endDate,
  rentableSF: encumbrances.rentableSF,
  orgName: organizations.name,
} as const;

function orderOf(orderBy: Request['orderBy']): SQL[] {
  const clauses = [orderBy ?? []].flat().flatMap((order: ActiveLeaseOrder) =>
    Object.entries(order).map(([field, direction]) => {
      const column = sortColumns[field as keyof ActiveLeaseOrder];
      return direction === 'desc' ? desc(column) : asc(column);
    }),
  );
  // The default (by tenant name) also when orderBy names no field; the id last, so that pages
  // never overlap.
  return [...(clauses.length ? clauses : [asc(organizations.name)]), asc(encumbrances.id)];
}

/** The number of spaces of each lease that the scope sees. */
async function spaceCounts(db: Db, scope: TenantScope, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await selectPrepared(
    db
      .select({
        encumbranceId: encumbranceSpaces.encumbranceId,
        n: sql<number>`count(*)::int`,
      })
      .from(encumbranceSpaces)
      .innerJoin(spaces, eq(spaces.id, encumbranceSpaces.spaceId))
      .where(and(anyId(encumbranceSpaces.encumbranceId, ids), visibleSpace(db, scope)))
      .groupBy(encumbranceSpaces.encumbranceId),
  );
  return new Map(rows.map((r) => [r.encumbranceId, r.n]));
}

const leaseFields = {
  id: encumbrances.id,
  organizationId: encumbrances.organizationId,
  startDate: encumbrances.startDate,
  endDate: encumbrances.endDate,
  status: encumbrances.status,
  rentableSF: encumbrances.rentableSF,
  capacity: encumbrances.capacity,
};

/** The active subleases of the leases, as far as the scope sees them. */
const activeChildren = (db: Db, scope: TenantScope, parentIds: number[]) =>
  selectPrepared(childrenQuery(db, scope, parentIds));

function childrenQuery(db: Db, scope: TenantScope, parentIds: number[]) {
  return db
    .select({ ...leaseFields, parentId: encumbrances.parentId, orgName: organizations.name })
    .from(encumbrances)
    .innerJoin(organizations, eq(organizations.id, encumbrances.organizationId))
    .where(
      and(
        anyId(encumbrances.parentId, parentIds),
        eq(encumbrances.status, 'ACTIVE'),
        visibleEncumbrance(db, scope),
      ),
    )
    .orderBy(asc(encumbrances.startDate), asc(encumbrances.id));
}

export async function activeLeases(
  db: Db,
  scope: TenantScope,
  body: Request,
): Promise<z.output<typeof ZActiveLeasesResponseSchema>> {
  const buildingIds = await requireVisibleBuildings(db, scope, body.buildingId);
  const conditionOf = () =>
    and(
      visibleEncumbrance(db, scope),
      eq(encumbrances.status, 'ACTIVE'),
      topLevelInView(db, scope),
      askedOrActive(encumbrances.buildingId, buildingIds),
      body.organizationName === undefined
        ? undefined
        : ilike(organizations.name, `%${escapeLike(body.organizationName)}%`),
      // The usage type's name, whatever its case.
      body.usage === undefined ? undefined : ilike(usageTypes.name, escapeLike(body.usage)),
    );
  // The body names every input of the page's statement (with the scope and the buildings).
  const found = await selectPrepared(
    db
      .select({
        ...leaseFields,
        parentId: encumbrances.parentId,
        buildingId: encumbrances.buildingId,
        buildingName: buildings.name,
        orgName: organizations.name,
        industry: industries.name,
        rentRate: encumbrances.rentRate,
        targetDensity: encumbrances.targetDensity,
        usageType: usageTypes.name,
        total: sql<string>`count(*) over ()`,
      })
      .from(encumbrances)
      .innerJoin(buildings, eq(buildings.id, encumbrances.buildingId))
      .innerJoin(organizations, eq(organizations.id, encumbrances.organizationId))
      .leftJoin(industries, eq(industries.id, organizations.industryId))
      .leftJoin(usageTypes, eq(usageTypes.id, encumbrances.usageTypeId))
      .where(conditionOf())
      .orderBy(...orderOf(body.orderBy))
      .limit(body.perPage)
      .offset(body.page * body.perPage),
  );

  const ids = found.map((l) => l.id);
  const children = body.includeSubleases && ids.length ? await activeChildren(db, scope, ids) : [];
  const counts = await spaceCounts(db, scope, [...ids, ...children.map((c) => c.id)]);
  const childrenOf = groupBy(children, (c) => c.parentId);
  const withCount = <T extends { id: number }>(lease: T) => ({
    ...lease,
    spacesCount: counts.get(lease.id) ?? 0,
  });

  const items = found.map(({ total: _total, buildingName, orgName, industry, usageType, ...l }) => {
    const item: ActiveLease = {
      ...withCount(l),
      building: { id: l.buildingId, name: buildingName },
      organization: {
        id: l.organizationId,
        name: orgName,
        industry: industry === null ? null : { name: industry },
      },
      usageType: usageType === null ? null : { name: usageType },
    };
    if (body.includeSubleases) {
      item.children = (childrenOf.get(l.id) ?? []).map(
        ({ parentId: _parent, orgName: name, ...c }) => ({
          ...withCount(c),
          organization: { id: c.organizationId, name },
        }),
      );
    }
    return item;
  });
  // A page past the end has no row to carry the total: count apart then.
  const total = found[0] ? Number(found[0].total) : await countActive(db, conditionOf());
  return { items, total };
}

async function countActive(db: Db, condition: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(encumbrances)
    .innerJoin(buildings, eq(buildings.id, encumbrances.buildingId))
    .innerJoin(organizations, eq(organizations.id, encumbrances.organizationId))
    .leftJoin(usageTypes, eq(usageTypes.id, encumbrances.usageTypeId))
    .where(condition);
  return Number(row?.n ?? 0);
}
