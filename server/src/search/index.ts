// Global search (specification section 2): AGGREGATED networks, active buildings and active
// leases by tenant name, within the caller's scope, ordered by name, 10 results.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, ilike } from 'drizzle-orm';
import {
  errorResponses,
  SEARCH_PAGE_SIZE,
  ZSearchRequestSchema,
  ZSearchResponseSchema,
  type SearchResult,
} from '@atrium/contract';
import { buildings, encumbrances, networks, organizations } from '../db/schema/index.ts';
import { guarded } from '../http/resource-routes.ts';
import { authOf } from '../auth/guard.ts';
import type { TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import { ownedBy, visibleBuilding, visibleEncumbrance } from '../resources/visibility.ts';
import { escapeLike } from '../db/where.ts';

/** `%text%` for ILIKE, with the user's `%`, `_` and `\` matching themselves. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

export async function search(db: Db, scope: TenantScope, text: string): Promise<SearchResult[]> {
  const pattern = containsPattern(text);
  const isOperator = scope.kind === 'organization' && scope.organizationType === 'OPERATOR';
  const [networkRows, buildingRows, leaseRows] = await Promise.all([
    db
      .select({ id: networks.id, name: networks.name })
      .from(networks)
      .where(
        and(
          eq(networks.defaultReporting, 'AGGREGATED'),
          ilike(networks.name, pattern),
          ownedBy(scope, networks.organizationId),
        ),
      )
      .orderBy(asc(networks.name))
      .limit(SEARCH_PAGE_SIZE),
    db
      .select({
        id: buildings.id,
        name: buildings.name,
        city: buildings.city,
        country: buildings.country,
      })
      .from(buildings)
      .where(
        and(
          eq(buildings.isActive, true),
          ilike(buildings.name, pattern),
          visibleBuilding(db, scope),
        ),
      )
      .orderBy(asc(buildings.name), asc(buildings.id))
      .limit(SEARCH_PAGE_SIZE),
    // One row per tenant and building: a tenant with several leases in a building is one
    // result (its first lease, as the tenant analysis opens by default).
    db
      .selectDistinctOn([organizations.name, buildings.name], {
        id: encumbrances.id,
        buildingId: encumbrances.buildingId,
        tenant: organizations.name,
        building: buildings.name,
      })
      .from(encumbrances)
      .innerJoin(organizations, eq(organizations.id, encumbrances.organizationId))
      .innerJoin(buildings, eq(buildings.id, encumbrances.buildingId))
      .where(
        and(
          eq(encumbrances.status, 'ACTIVE'),
          ilike(organizations.name, pattern),
          visibleEncumbrance(db, scope),
        ),
      )
      .orderBy(asc(organizations.name), asc(buildings.name), asc(encumbrances.id))
      .limit(SEARCH_PAGE_SIZE),
  ]);
  const results: SearchResult[] = [
    ...networkRows.map((n) => ({
      label: n.name,
      subtitle: 'Network',
      type: 'location' as const,
      path: `networks/${n.id}`,
    })),
    ...buildingRows.map((b) => ({
      label: b.name,
      subtitle:
        [b.city, b.country].filter(Boolean).join(', ') || (isOperator ? 'Site' : 'Building'),
      type: 'location' as const,
      path: isOperator ? `sites/${b.id}` : `buildings/${b.id}`,
    })),
    ...leaseRows.map((l) => ({
      label: l.tenant,
      subtitle: l.building,
      type: 'tenant' as const,
      path: `buildings/${l.buildingId}/tenants/${l.id}`,
    })),
  ];
  return withoutRepeats(results)
    .sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }))
    .slice(0, SEARCH_PAGE_SIZE);
}

/** Rows a person cannot tell apart (same type, label and subtitle) are one: the first. */
export function withoutRepeats(results: readonly SearchResult[]): SearchResult[] {
  const seen = new Set<string>();
  return results.filter((result) => {
    const key = JSON.stringify([result.type, result.label, result.subtitle]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function registerSearch(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().post('/api/search', {
    ...guarded(
      'buildings.read',
      {
        tags: ['search'],
        summary: 'Global search over networks, buildings and tenants',
        body: ZSearchRequestSchema,
        response: { 200: ZSearchResponseSchema, ...errorResponses },
      },
      { cacheable: true },
    ),
    handler: async (request) => ({
      items: await search(db, authOf(request).scope, request.body.text),
    }),
  });
}
