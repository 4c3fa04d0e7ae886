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
import { staleWhileRevalidate } from '../../bounded.ts';

type OrganizationRow = typeof organizations.$inferSelect;

export const organizationsTable = defineResourceTable({
  contract: organizationsResource,
  table: organizations,
  label: 'organization',
  visible: visibleOrganization,
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

/** An answer of the organization lookup is given without asking again for this long. */
const LOOKUP_FRESH_MS = 30_000;
/**
 * An older one is given while a fresh one loads, up to this age; past it the request waits. An
 * organization's key, realm and type rarely change, and a change through this process is seen at
 * once by its next renewal; the bound is how long a database that does not answer (PGlite's one
 * session held by a long import, a lost PostgreSQL) leaves a signed-in user served from memory.
 */
export const LOOKUP_MAX_STALE_MS = 10 * 60_000;
const LOOKUP_MAX_ENTRIES = 10_000;

type Lookup = (value: string) => Promise<OrganizationRef | null>;

/**
 * The lookup's memory: each answer fresh for 30 s, then given stale while it is renewed, up to
 * 10 minutes (LOOKUP_MAX_STALE_MS). "No such organization" is never given stale: a new
 * organization is found at once. Keys come from verified tokens and master admins'
 * impersonation header: bounded anyway.
 */
export function staleOrganizationLookup(
  find: { byKey: Lookup; byRealm: Lookup; byEmailDomain: Lookup },
  now: () => number = Date.now,
): OrganizationLookup {
  const remember = (load: Lookup) =>
    staleWhileRevalidate(load, {
      freshMs: LOOKUP_FRESH_MS,
      maxStaleMs: LOOKUP_MAX_STALE_MS,
      mayServeStale: (found) => found !== null,
      maxEntries: LOOKUP_MAX_ENTRIES,
      now,
    });
  const byKey = remember(find.byKey);
  const byRealm = remember(find.byRealm);
  const byEmailDomain = remember(find.byEmailDomain);
  return {
    byKey: (key) => byKey.get(key),
    byRealm: (realm) => byRealm.get(realm),
    byEmailDomain: (domain) => byEmailDomain.get(domain),
  };
}

/**
 * Finds the organization of a signed-in user, by its key, its realm or an e-mail domain. Every
 * request needs it, so it is answered from memory (staleOrganizationLookup).
 */
export function organizationLookup(db: Db): OrganizationLookup {
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
  return staleOrganizationLookup({
    byKey: (key) => find(eq(organizations.key, key)),
    byRealm: (realm) => find(eq(organizations.realm, realm)),
    byEmailDomain: (domain) =>
      find(
        inArray(
          organizations.id,
          db
            .select({ id: organizationDomains.organizationId })
            .from(organizationDomains)
            .where(eq(organizationDomains.domain, domain)),
        ),
      ),
  });
}
