import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { organizationsResource, type Organization } from '@atrium/contract';
import { industries, organizationDomains, organizations } from '../../db/schema/index.ts';
import { registerResource } from '../../http/resource-routes.ts';
import type { OrganizationLookup } from '../../auth/guard.ts';
import type { OrganizationRef } from '../../auth/user.ts';
import { defineResourceTable, joinOn, type Db } from '../resource-table.ts';
import { visibleOrganization } from '../visibility.ts';
import { createResourceService, iso, pick, type ResourceDefinition } from '../service.ts';
import type { Row } from '../repository.ts';
import { byId } from '../relations.ts';
import { setBounded } from '../../bounded.ts';

type OrganizationRow = typeof organizations.$inferSelect;

export const organizationsTable = defineResourceTable({
  contract: organizationsResource,
  table: organizations,
  label: 'organization',
  visible: (db, scope, t) => visibleOrganization(db, scope, t),
  joins: { industry: joinOn('industryId', 'id') },
});

function toOrganization(row: Row): Organization {
  const r = row as OrganizationRow;
  return {
    id: r.id,
    key: r.key,
    name: r.name,
    type: r.type,
    realm: r.realm,
    classificationType: r.classificationType,
    stockExchange: r.stockExchange,
    rtoPeriod: r.rtoPeriod,
    industryId: r.industryId,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

export const organizationsDefinition: ResourceDefinition<typeof organizationsResource> = {
  contract: organizationsResource,
  table: organizationsTable,
  toEntity: toOrganization,
  async loadFull(db, _scope, items) {
    const ids = items.map((o) => o.industryId).filter((id): id is number => id !== null);
    const found = ids.length
      ? await db
          .select({ id: industries.id, name: industries.name })
          .from(industries)
          .where(inArray(industries.id, ids))
      : [];
    const industryById = byId(found);
    return items.map((o) => ({
      ...o,
      industry: (o.industryId !== null && industryById.get(o.industryId)) || null,
    }));
  },
  toRow: (data, _auth, current) => ({
    ...pick(data, [
      'name',
      'type',
      'classificationType',
      'stockExchange',
      'rtoPeriod',
      'industryId',
    ]),
    ...(current ? {} : { key: data.key, realm: data.realm ?? data.key }),
  }),
  references: (data) => [
    { path: ['data', 'industryId'], resource: 'industries', ids: [data.industryId] },
  ],
};

export function registerOrganizations(app: FastifyInstance, db: Db): void {
  registerResource(app, organizationsResource, createResourceService(db, organizationsDefinition));
}

const LOOKUP_TTL_MS = 30_000;

/**
 * Finds the organization of a signed-in user, by its key or its realm. Every request needs it,
 * so answers are kept for 30 s (an organization's key, realm and type rarely change).
 */
export function organizationLookup(db: Db): OrganizationLookup {
  const cache = new Map<string, { at: number; value: Promise<OrganizationRef | null> }>();
  const cached = (key: string, load: () => Promise<OrganizationRef | null>) => {
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < LOOKUP_TTL_MS) return hit.value;
    const value = load();
    // Keys come from verified tokens and master admins' impersonation header: bounded anyway.
    setBounded(cache, 10_000, key, { at: Date.now(), value });
    value.catch(() => {
      cache.delete(key);
    });
    return value;
  };
  const find = async (condition: ReturnType<typeof eq>): Promise<OrganizationRef | null> => {
    const [row] = await db
      .select({
        id: organizations.id,
        key: organizations.key,
        name: organizations.name,
        type: organizations.type,
        realm: organizations.realm,
      })
      .from(organizations)
      .where(condition)
      .limit(1);
    return row ?? null;
  };
  return {
    byKey: (key) => cached(`key:${key}`, () => find(eq(organizations.key, key))),
    byRealm: (realm) => cached(`realm:${realm}`, () => find(eq(organizations.realm, realm))),
    byEmailDomain: (domain) =>
      cached(`domain:${domain}`, () =>
        find(
          inArray(
            organizations.id,
            db
              .select({ id: organizationDomains.organizationId })
              .from(organizationDomains)
              .where(eq(organizationDomains.domain, domain)),
          ),
        ),
      ),
  };
}
