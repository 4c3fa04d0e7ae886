import { z } from 'zod';
import { timestamps, ZIdSchema } from '../query.ts';
import type { ResourceContract } from '../resource.ts';
import { allPermissions, roles, rolesAllowed, type Permission } from '../permissions.ts';
import { ZNameSchema, ZRefSchema } from './common.ts';

export const PASSWORD_MIN_LENGTH = 10;
export const ZPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200);

/**
 * Permissions an admin may grant a user on top of their role: only what an org-admin may do,
 * so that granting never reaches beyond an organization's own administration.
 */
export const grantablePermissions: Permission[] = allPermissions.filter((p) =>
  rolesAllowed(p).includes('org-admin'),
);
const ZGrantableSchema = z
  .string()
  .refine(
    (p) => (grantablePermissions as string[]).includes(p),
    'Not a permission that can be granted',
  );

export const ZUserSchema = z.object({
  id: z.int(),
  organizationId: z.int(),
  email: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  role: z.enum(roles),
  groups: z.array(z.string()),
  permissions: z.array(z.string()),
  isActive: z.boolean(),
  ...timestamps,
});
export type User = z.infer<typeof ZUserSchema>;
export const ZUserFullSchema = ZUserSchema.extend({
  organization: ZRefSchema,
  hasPassword: z.boolean(),
});

const userFields = {
  email: z.email('Expected an email address').max(200),
  name: ZNameSchema,
  title: z.string().trim().max(200).nullable(),
  role: z.enum(roles),
  groups: z.array(z.string().trim().min(1).max(100)).max(50),
  isActive: z.boolean(),
};
export const ZUserCreateSchema = z.strictObject({
  ...userFields,
  title: userFields.title.default(null),
  groups: userFields.groups.default([]),
  isActive: userFields.isActive.default(true),
  /** Admins create users for their own organization; master admins name one. */
  organizationId: ZIdSchema.optional(),
  password: ZPasswordSchema.optional(),
});
export const ZUserUpdateSchema = z.strictObject(userFields).partial();

/** `/users/password`: an admin sets or resets a user's password. */
export const ZSetPasswordRequestSchema = z.strictObject({
  id: ZIdSchema,
  password: ZPasswordSchema,
});
/** `/users/permissions` and `/users/permissions/update`. */
export const ZUserPermissionsRequestSchema = z.strictObject({ id: ZIdSchema });
export const ZUserPermissionsUpdateSchema = z.strictObject({
  id: ZIdSchema,
  permissions: z.array(ZGrantableSchema).max(100),
});
export const ZUserPermissionsResponseSchema = z.object({
  id: z.int(),
  permissions: z.array(z.string()),
  grantable: z.array(z.string()),
});

export const usersResource = {
  name: 'users',
  permission: 'users',
  entity: ZUserSchema,
  full: ZUserFullSchema,
  create: ZUserCreateSchema,
  update: ZUserUpdateSchema,
  filters: {
    id: 'number',
    organizationId: 'number',
    email: 'string',
    name: 'string',
    role: { kind: 'enum', values: roles },
    isActive: 'boolean',
    createdAt: 'date',
  },
  sortable: ['id', 'email', 'name', 'role', 'createdAt'],
  relations: { organization: { resource: 'organizations', kind: 'one' } },
} as const satisfies ResourceContract;
