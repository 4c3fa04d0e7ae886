import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, inArray } from 'drizzle-orm';
import {
  errorResponses,
  grantablePermissions,
  listResponseOf,
  resourceActions,
  usersResource,
  ZListRequestSchema,
  ZSetPasswordRequestSchema,
  ZUserPermissionsRequestSchema,
  ZUserPermissionsResponseSchema,
  type User,
} from '@atrium/contract';
import { z } from 'zod';
import { organizations, users } from '../../db/schema/index.ts';
import { accessOf, registerResource } from '../../http/resource-routes.ts';
import { authOf, type RequestAuth } from '../../auth/guard.ts';
import { isMasterAdmin } from '../../auth/scope.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../http/errors.ts';
import { recordAudit } from '../../audit/audit.ts';
import { defineResourceTable, joinOn, type Db } from '../resource-table.ts';
import { ownedBy } from '../visibility.ts';
import {
  createResourceService,
  iso,
  pick,
  type ResourceDefinition,
  type WriteData,
} from '../service.ts';
import { findVisibleRow, type Row } from '../repository.ts';
import { byId } from '../relations.ts';
import { owningOrganization } from '../ownership.ts';

export const usersTable = defineResourceTable({
  contract: usersResource,
  table: users,
  label: 'user',
  visible: (_db, scope, t) => ownedBy(scope, t.organizationId),
  joins: { organization: joinOn('organizationId', 'id') },
});

function toUser(row: Row): User {
  const { passwordHash: _secret, ...r } = row as typeof users.$inferSelect;
  return { ...r, createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt) };
}

/** master-admin is the platform's role: only a master admin gives it, only to platform users. */
async function validateRole(
  db: Db,
  auth: RequestAuth,
  data: WriteData<typeof usersResource>,
  current: User | null,
): Promise<void> {
  if (data.role !== 'master-admin') return;
  if (!isMasterAdmin(auth.user))
    throw new ForbiddenError('Only a master admin can make someone a master admin');
  const organizationId =
    current?.organizationId ?? data.organizationId ?? auth.user.organization.id;
  const [organization] = await db
    .select({ type: organizations.type })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (organization?.type !== 'PLATFORM') {
    throw new BadRequestError([
      {
        path: ['data', 'role'],
        message: 'Only users of the platform organization can be master admins',
      },
    ]);
  }
}

export const usersDefinition: ResourceDefinition<typeof usersResource> = {
  contract: usersResource,
  table: usersTable,
  toEntity: toUser,
  async loadFull(db, _scope, items) {
    if (items.length === 0) return [];
    const [orgs, secrets] = await Promise.all([
      db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .where(
          inArray(
            organizations.id,
            items.map((u) => u.organizationId),
          ),
        ),
      db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(
          inArray(
            users.id,
            items.map((u) => u.id),
          ),
        ),
    ]);
    const orgById = byId(orgs);
    const hasPassword = new Set(secrets.filter((s) => s.passwordHash !== null).map((s) => s.id));
    return items.map((u) => ({
      ...u,
      organization: orgById.get(u.organizationId) ?? { id: u.organizationId, name: '' },
      hasPassword: hasPassword.has(u.id),
    }));
  },
  toRow: (data, auth, current) => ({
    ...pick(data, ['name', 'title', 'role', 'groups', 'isActive']),
    ...(data.email === undefined ? {} : { email: data.email.trim().toLowerCase() }),
    ...(current ? {} : { organizationId: owningOrganization(auth, data.organizationId) }),
  }),
  references: (data) => [
    { path: ['data', 'organizationId'], resource: 'organizations', ids: [data.organizationId] },
  ],
  validate: validateRole,
  async afterWrite(db, id, data) {
    if (data.password !== undefined)
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(data.password) })
        .where(eq(users.id, id));
  },
};

export function registerUsers(app: FastifyInstance, db: Db): void {
  registerResource(app, usersResource, createResourceService(db, usersDefinition));
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const findUser = async (tx: Db, auth: RequestAuth, id: number) => {
    const row = await findVisibleRow(tx, usersTable, auth.scope, id);
    if (!row) throw new NotFoundError();
    return toUser(row);
  };

  const setPassword = accessOf('users.update');
  routes.post('/api/users/password', {
    config: setPassword.config,
    schema: {
      tags: ['users'],
      summary: "Set or reset a user's password",
      description: setPassword.description,
      body: ZSetPasswordRequestSchema,
      response: { 200: z.object({ id: z.int() }), ...errorResponses },
    },
    handler: async (request) => {
      const auth = authOf(request);
      const { id, password } = request.body;
      await db.transaction(async (tx) => {
        await findUser(tx, auth, id);
        await tx
          .update(users)
          .set({ passwordHash: await hashPassword(password) })
          .where(eq(users.id, id));
        await recordAudit(tx, auditActor(auth, request.id, 'password-set', id));
      });
      return { id };
    },
  });

  const readPermissions = accessOf('userPermissions.read');
  routes.post('/api/users/permissions', {
    config: { ...readPermissions.config, cacheable: true },
    schema: {
      tags: ['users'],
      summary: 'Permissions granted to a user beyond their role',
      description: readPermissions.description,
      body: ZUserPermissionsRequestSchema,
      response: { 200: ZUserPermissionsResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const user = await findUser(db, authOf(request), request.body.id);
      return { id: user.id, permissions: user.permissions, grantable: grantablePermissions };
    },
  });

  const grant = resourceActions.grantPermissions;
  const updatePermissions = accessOf(grant.permission);
  routes.post(`/api/${grant.path}`, {
    config: updatePermissions.config,
    schema: {
      tags: ['users'],
      summary: 'Grant permissions to a user beyond their role',
      description: updatePermissions.description,
      body: grant.request,
      response: { 200: grant.response, ...errorResponses },
    },
    handler: async (request) => {
      const { id } = request.body;
      const permissions = await grantPermissions(db, authOf(request), id, request.body.permissions);
      return { id, permissions, grantable: grantablePermissions };
    },
  });

  const tenantUsers = accessOf('users.read');
  const service = createResourceService(db, usersDefinition);
  routes.post('/api/organizations/tenant/users', {
    config: { ...tenantUsers.config, cacheable: true },
    schema: {
      tags: ['organizations'],
      summary: "The users of the caller's organization (or the impersonated one)",
      description: tenantUsers.description,
      body: ZListRequestSchema.nullish(),
      response: { 200: listResponseOf(usersResource.full), ...errorResponses },
    },
    handler: (request) => {
      const auth = authOf(request);
      const query = request.body ?? { page: 0, perPage: 25 };
      const organizationId = auth.impersonating?.id ?? auth.user.organization.id;
      return service.listFull(auth, {
        ...query,
        where: { AND: [query.where ?? {}, { organizationId }] },
      });
    },
  });
}

/**
 * Sets the permissions granted to a user of the caller's scope beyond their role (the contract
 * checked they are grantable), audited; answers them sorted.
 */
export async function grantPermissions(
  db: Db,
  auth: RequestAuth,
  id: number,
  requested: readonly string[],
): Promise<string[]> {
  const permissions = [...new Set(requested)].sort();
  await db.transaction(async (tx) => {
    if (!(await findVisibleRow(tx, usersTable, auth.scope, id))) throw new NotFoundError();
    await tx.update(users).set({ permissions }).where(eq(users.id, id));
    await recordAudit(tx, {
      ...auditActor(auth, auth.requestId, 'update', id),
      details: { permissions },
    });
  });
  return permissions;
}

function auditActor(
  auth: RequestAuth,
  requestId: string,
  action: 'update' | 'password-set',
  id: number,
) {
  return {
    actorEmail: auth.user.email,
    actorOrganizationId: auth.user.organization.id,
    impersonatedOrganizationId: auth.impersonating?.id ?? null,
    action,
    resource: 'users',
    entityId: id,
    requestId,
  };
}
