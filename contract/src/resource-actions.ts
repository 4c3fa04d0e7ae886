// Calls beyond the five of the resource protocol and the statistics table that change something:
// their path under the API base, the permission they need, their request and response, and the
// resources whose views they make stale. The server registers its routes from this table and
// the web calls them through `useResourceAction(action)`, so a path or a shape is written once.
import type { z } from 'zod';
import type { Permission } from './permissions.ts';
import { ZNetworkFullSchema } from './entities/networks.ts';
import { ZNetworkStructureSaveSchema } from './entities/network-structure.ts';
import {
  ZPasswordLinkRequestSchema,
  ZPasswordLinkResponseSchema,
} from './entities/password-links.ts';
import { ZUserPermissionsResponseSchema, ZUserPermissionsUpdateSchema } from './entities/users.ts';

export type ResourceAction<
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> = {
  /** Under the API base, without a leading slash. */
  path: string;
  permission: Permission;
  request: Request;
  response: Response;
  /** Resource names whose views (lists, items) change with it. */
  invalidates: readonly string[];
};

export type ResourceActionRequest<A extends ResourceAction> = z.input<A['request']>;
export type ResourceActionResponse<A extends ResourceAction> = z.output<A['response']>;

const action = <Request extends z.ZodType, Response extends z.ZodType>(
  definition: ResourceAction<Request, Response>,
): ResourceAction<Request, Response> => definition;

export const resourceActions = {
  saveNetworkStructure: action({
    path: 'network-levels/save',
    permission: 'networkLevels.update',
    request: ZNetworkStructureSaveSchema,
    response: ZNetworkFullSchema,
    invalidates: ['networks', 'network-levels'],
  }),
  passwordLink: action({
    path: 'users/password-link',
    permission: 'users.update',
    request: ZPasswordLinkRequestSchema,
    response: ZPasswordLinkResponseSchema,
    invalidates: ['users', 'audit'],
  }),
  grantPermissions: action({
    path: 'users/permissions/update',
    permission: 'userPermissions.update',
    request: ZUserPermissionsUpdateSchema,
    response: ZUserPermissionsResponseSchema,
    invalidates: ['users', 'audit'],
  }),
} as const;
