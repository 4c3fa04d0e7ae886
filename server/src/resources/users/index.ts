// The users routes: the resource protocol's five, and the calls of their own (a password, the
// permissions granted beyond the role, the caller's organization's users), each handing the
// verified caller to the service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponses,
  listResponseOf,
  resourceActions,
  usersResource,
  ZListRequestSchema,
  ZSetPasswordRequestSchema,
  ZUserPermissionsRequestSchema,
  ZUserPermissionsResponseSchema,
} from '@atrium/contract';
import { z } from 'zod';
import { accessOf, registerResource } from '../../http/resource-routes.ts';
import { authOf } from '../../auth/guard.ts';
import type { Db } from '../resource-table.ts';
import { createResourceService } from '../service.ts';
import { usersDefinition } from './definition.ts';
import { grantPermissions, permissionsOf, setPassword } from './service.ts';

export function registerUsers(app: FastifyInstance, db: Db): void {
  const service = createResourceService(db, usersDefinition);
  registerResource(app, usersResource, service);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const setPasswordAccess = accessOf('users.update');
  routes.post('/api/users/password', {
    config: setPasswordAccess.config,
    schema: {
      tags: ['users'],
      summary: "Set or reset a user's password",
      description: setPasswordAccess.description,
      body: ZSetPasswordRequestSchema,
      response: { 200: z.object({ id: z.int() }), ...errorResponses },
    },
    handler: (request) => setPassword(db, authOf(request), request.body.id, request.body.password),
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
    handler: (request) => permissionsOf(db, authOf(request), request.body.id),
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
    handler: (request) =>
      grantPermissions(db, authOf(request), request.body.id, request.body.permissions),
  });

  const tenantUsers = accessOf('users.read');
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
