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
import { guarded, registerResource } from '../../http/resource-routes.ts';
import { authOf } from '../../auth/guard.ts';
import type { Db } from '../resource-table.ts';
import { createResourceService } from '../service.ts';
import { usersDefinition } from './definition.ts';
import { grantPermissions, permissionsOf, setPassword } from './service.ts';

export function registerUsers(app: FastifyInstance, db: Db): void {
  const service = createResourceService(db, usersDefinition);
  registerResource(app, usersResource, service);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/api/users/password', {
    ...guarded('users.update', {
      tags: ['users'],
      summary: "Set or reset a user's password",
      body: ZSetPasswordRequestSchema,
      response: { 200: z.object({ id: z.int() }), ...errorResponses },
    }),
    handler: (request) => setPassword(db, authOf(request), request.body.id, request.body.password),
  });

  routes.post('/api/users/permissions', {
    ...guarded(
      'userPermissions.read',
      {
        tags: ['users'],
        summary: 'Permissions granted to a user beyond their role',
        body: ZUserPermissionsRequestSchema,
        response: { 200: ZUserPermissionsResponseSchema, ...errorResponses },
      },
      { cacheable: true },
    ),
    handler: (request) => permissionsOf(db, authOf(request), request.body.id),
  });

  const grant = resourceActions.grantPermissions;
  routes.post(`/api/${grant.path}`, {
    ...guarded(grant.permission, {
      tags: ['users'],
      summary: 'Grant permissions to a user beyond their role',
      body: grant.request,
      response: { 200: grant.response, ...errorResponses },
    }),
    handler: (request) =>
      grantPermissions(db, authOf(request), request.body.id, request.body.permissions),
  });

  routes.post('/api/organizations/tenant/users', {
    ...guarded(
      'users.read',
      {
        tags: ['organizations'],
        summary: "The users of the caller's organization (or the impersonated one)",
        body: ZListRequestSchema.nullish(),
        response: { 200: listResponseOf(usersResource.full), ...errorResponses },
      },
      { cacheable: true },
    ),
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
