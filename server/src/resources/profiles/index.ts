// Profiles and their identifiers (specification section 3), for the master admin (section 6):
// `profiles` and `profiles/full` list (search, organizationId, orderBy, paging; `where: { id }`
// for one), `profiles/create` and `profiles/update`, with text ids. The tenant scope applies: a
// master admin acting as an organization sees and writes only its profiles.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  errorResponses,
  PROFILE_RECENT_ACTIVITY,
  profileSortable,
  ZProfileActivityRequestSchema,
  ZProfileActivitySchema,
  ZProfileCreateRequestSchema,
  ZProfileListRequestSchema,
  ZProfileListResponseSchema,
  ZProfileSchema,
  ZProfileUpdateRequestSchema,
  type Profile,
  type ProfileActivity,
} from '@atrium/contract';
import { badgeEventKind } from '../../activity/badge-events.ts';
import { reservationKind } from '../../activity/reservations.ts';
import { activityOfProfile } from '../../activity/store.ts';
import { organizations, profileIdentifiers, profiles } from '../../db/schema/index.ts';
import { authOf, type RequestAuth } from '../../auth/guard.ts';
import type { TenantScope } from '../../auth/scope.ts';
import { guarded } from '../../http/resource-routes.ts';
import { BadRequestError, NotFoundError } from '../../http/errors.ts';
import { recordAudit, actorOf } from '../../audit/audit.ts';
import { iso } from '../service.ts';
import { groupBy } from '../relations.ts';
import type { Db } from '../resource-table.ts';

type ListRequest = z.output<typeof ZProfileListRequestSchema>;
type CreateData = z.output<typeof ZProfileCreateRequestSchema>['data'];
type UpdateData = z.output<typeof ZProfileUpdateRequestSchema>['data'];
type Identifier = CreateData['identifiers'][number];

/** The scope's organization, or none for the platform. */
const ownOrganization = (scope: TenantScope) =>
  scope.kind === 'all' ? undefined : eq(profiles.organizationId, scope.organizationId);

/** `P-` and eight characters of the id: readable, and saying nothing about the person. */
const pseudonymOf = (id: string) => `P-${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchCondition(search: string): SQL {
  const pattern = `%${escapeLike(search)}%`;
  return sql`(${profiles.pseudonym} ilike ${pattern} or ${profiles.name} ilike ${pattern}
    or ${profiles.department} ilike ${pattern} or exists (select 1 from ${profileIdentifiers} i
      where i.profile_id = ${profiles.id} and i.value ilike ${pattern}))`;
}

async function withRelations(
  db: Db,
  rows: (typeof profiles.$inferSelect & { organization: string })[],
): Promise<Profile[]> {
  const identifiers = rows.length
    ? await db
        .select()
        .from(profileIdentifiers)
        .where(
          inArray(
            profileIdentifiers.profileId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(profileIdentifiers.type), asc(profileIdentifiers.id))
    : [];
  const byProfile = groupBy(identifiers, (i) => i.profileId);
  return rows.map((r) => ({
    id: r.id,
    organizationId: r.organizationId,
    organization: { id: r.organizationId, name: r.organization },
    pseudonym: r.pseudonym,
    name: r.name,
    department: r.department,
    identifiers: (byProfile.get(r.id) ?? []).map(({ id, type, value }) => ({ id, type, value })),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  }));
}

export async function listProfiles(db: Db, scope: TenantScope, request: ListRequest) {
  const where = and(
    ownOrganization(scope),
    request.organizationId === undefined
      ? undefined
      : eq(profiles.organizationId, request.organizationId),
    request.search === undefined ? undefined : searchCondition(request.search),
    request.where === undefined ? undefined : eq(profiles.id, request.where.id),
  );
  const order = profileSortable.flatMap((field) => {
    const direction = request.orderBy?.[field];
    if (direction === undefined) return [];
    return [direction === 'desc' ? desc(profiles[field]) : asc(profiles[field])];
  });
  const [rows, [count]] = await Promise.all([
    db
      .select({ ...getProfileColumns(), organization: organizations.name })
      .from(profiles)
      .innerJoin(organizations, eq(organizations.id, profiles.organizationId))
      .where(where)
      .orderBy(...order, asc(profiles.pseudonym))
      .limit(request.perPage)
      .offset(request.page * request.perPage),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(profiles)
      .where(where),
  ]);
  return { items: await withRelations(db, rows), total: count?.total ?? 0 };
}

function getProfileColumns() {
  return {
    id: profiles.id,
    organizationId: profiles.organizationId,
    pseudonym: profiles.pseudonym,
    name: profiles.name,
    department: profiles.department,
    createdAt: profiles.createdAt,
    updatedAt: profiles.updatedAt,
  };
}

/**
 * Refuses identifiers another profile of the organization already has, of any type and letter
 * case aside (400, on the field): a value two profiles share would find neither
 * (activity/profile-links.ts).
 */
async function assertIdentifiersFree(
  db: Db,
  organizationId: number,
  identifiers: readonly Identifier[],
  profileId: string | null,
): Promise<void> {
  if (identifiers.length === 0) return;
  const taken = await db
    .select({ type: profileIdentifiers.type, value: profileIdentifiers.value })
    .from(profileIdentifiers)
    .where(
      and(
        eq(profileIdentifiers.organizationId, organizationId),
        inArray(
          sql`lower(${profileIdentifiers.value})`,
          identifiers.map((i) => i.value.toLowerCase()),
        ),
        profileId === null ? undefined : sql`${profileIdentifiers.profileId} <> ${profileId}`,
      ),
    );
  const issues = identifiers.flatMap((identifier, index) =>
    taken.some((t) => t.value.toLowerCase() === identifier.value.toLowerCase())
      ? [
          {
            path: ['body', 'data', 'identifiers', index, 'value'],
            message: 'Another profile of the organization has this identifier',
          },
        ]
      : [],
  );
  if (issues.length) throw new BadRequestError(issues);
}

async function writeIdentifiers(
  db: Db,
  profileId: string,
  organizationId: number,
  identifiers: readonly Identifier[],
): Promise<void> {
  await db.delete(profileIdentifiers).where(eq(profileIdentifiers.profileId, profileId));
  if (identifiers.length)
    await db
      .insert(profileIdentifiers)
      .values(identifiers.map((i) => ({ profileId, organizationId, ...i })));
}

const audited = (auth: RequestAuth, action: 'create' | 'update', id: string, fields: string[]) => ({
  ...actorOf(auth),
  action,
  resource: 'profiles',
  entityId: id,
  // Which fields changed, never their values: a profile is personal data.
  details: { fields: fields.sort() },
});

async function oneProfile(db: Db, scope: TenantScope, id: string): Promise<Profile> {
  const { items } = await listProfiles(db, scope, { where: { id }, page: 0, perPage: 1 });
  const [profile] = items;
  if (!profile) throw new NotFoundError();
  return profile;
}

export async function createProfile(db: Db, auth: RequestAuth, data: CreateData) {
  const { scope } = auth;
  // Acting as an organization, its profiles only; another organization is one it cannot see.
  if (scope.kind !== 'all' && data.organizationId !== scope.organizationId)
    throw new BadRequestError([{ path: ['body', 'data', 'organizationId'], message: 'Not found' }]);
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const [organization] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, data.organizationId));
    if (!organization)
      throw new BadRequestError([
        { path: ['body', 'data', 'organizationId'], message: 'Not found' },
      ]);
    await assertIdentifiersFree(tx, data.organizationId, data.identifiers, null);
    await tx.insert(profiles).values({
      id,
      organizationId: data.organizationId,
      pseudonym: pseudonymOf(id),
      name: data.name,
      department: data.department,
    });
    await writeIdentifiers(tx, id, data.organizationId, data.identifiers);
    await recordAudit(tx, audited(auth, 'create', id, Object.keys(data)));
  });
  return oneProfile(db, scope, id);
}

export async function updateProfile(db: Db, auth: RequestAuth, id: string, data: UpdateData) {
  const current = await oneProfile(db, auth.scope, id);
  await db.transaction(async (tx) => {
    if (data.identifiers)
      await assertIdentifiersFree(tx, current.organizationId, data.identifiers, id);
    const values = {
      ...(data.name !== undefined && { name: data.name }),
      ...(data.department !== undefined && { department: data.department }),
      updatedAt: new Date(),
    };
    await tx.update(profiles).set(values).where(eq(profiles.id, id));
    if (data.identifiers) await writeIdentifiers(tx, id, current.organizationId, data.identifiers);
    await recordAudit(tx, audited(auth, 'update', id, Object.keys(data)));
  });
  return oneProfile(db, auth.scope, id);
}

/**
 * The badge events and reservations the profile's identifiers find (activity/profile-links.ts),
 * of those the caller sees: Not found for a profile the caller cannot see.
 */
export async function profileActivity(
  db: Db,
  scope: TenantScope,
  id: string,
): Promise<ProfileActivity> {
  const profile = await oneProfile(db, scope, id);
  const [badgeEvents, reservations] = await Promise.all([
    activityOfProfile(db, scope, badgeEventKind, profile, PROFILE_RECENT_ACTIVITY),
    activityOfProfile(db, scope, reservationKind, profile, PROFILE_RECENT_ACTIVITY),
  ]);
  return { badgeEvents, reservations };
}

export function registerProfiles(app: FastifyInstance, db: Db): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profiles'];
  for (const path of ['/api/profiles', '/api/profiles/full'])
    routes.post(path, {
      ...guarded(
        'profiles.read',
        {
          tags,
          summary: 'List profiles (search, organizationId, orderBy, paging; where: { id } for one)',
          body: ZProfileListRequestSchema.nullish(),
          response: { 200: ZProfileListResponseSchema, ...errorResponses },
        },
        { cacheable: true },
      ),
      handler: (request) =>
        listProfiles(
          db,
          authOf(request).scope,
          request.body ?? ZProfileListRequestSchema.parse({}),
        ),
    });
  routes.post('/api/profiles/activity', {
    ...guarded(
      'profiles.read',
      {
        tags,
        summary: `A profile's badge events and reservations: how many, and the ${String(PROFILE_RECENT_ACTIVITY)} latest of each`,
        description:
          "Rows link to a profile through its identifiers when they are read: a badge event's `badgeKey` or a reservation's `person` equal (letter case aside) to an identifier of one profile of the row's organization.",
        body: ZProfileActivityRequestSchema,
        response: { 200: ZProfileActivitySchema, ...errorResponses },
      },
      { cacheable: true },
    ),
    handler: (request) => profileActivity(db, authOf(request).scope, request.body.id),
  });
  routes.post('/api/profiles/create', {
    ...guarded('profiles.create', {
      tags,
      summary: 'Create a profile (pseudonymous unless a name is given) with its identifiers',
      body: ZProfileCreateRequestSchema,
      response: { 200: ZProfileSchema, ...errorResponses },
    }),
    handler: (request) => createProfile(db, authOf(request), request.body.data),
  });
  routes.post('/api/profiles/update', {
    ...guarded('profiles.update', {
      tags,
      summary: "Update a profile; `identifiers` replaces the profile's identifiers",
      body: ZProfileUpdateRequestSchema,
      response: { 200: ZProfileSchema, ...errorResponses },
    }),
    handler: (request) => updateProfile(db, authOf(request), request.body.id, request.body.data),
  });
}
