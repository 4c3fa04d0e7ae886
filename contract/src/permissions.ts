// Specification section 6 as data: resource × action → the roles allowed. The server's guard
// enforces it on every route; the web reads it to hide what a user cannot do. Where the
// specification says "not shown", the choice is ours and is written in docs/decisions.md.

export const roles = ['master-admin', 'org-admin', 'viewer'] as const;
export type Role = (typeof roles)[number];

const ALL = ['master-admin', 'org-admin', 'viewer'] as const satisfies readonly Role[];
const ADMINS = ['master-admin', 'org-admin'] as const satisfies readonly Role[];
const MASTER = ['master-admin'] as const satisfies readonly Role[];

export const permissions = {
  buildings: { read: ALL, create: MASTER, update: MASTER, delete: MASTER },
  floors: { read: ALL, create: MASTER, update: MASTER, delete: MASTER, assignOperator: MASTER },
  spaces: { read: ALL, create: MASTER, update: MASTER, delete: MASTER },
  encumbrances: { read: ALL, create: MASTER, update: MASTER, delete: MASTER },
  industries: { read: ALL, create: MASTER, update: MASTER, delete: MASTER },
  usageTypes: { read: ALL, create: MASTER, update: MASTER, delete: MASTER },
  leaseTypes: { read: ALL, create: MASTER, update: MASTER, delete: MASTER },
  networks: { read: ALL, create: ADMINS, update: ADMINS, delete: ADMINS },
  networkLevels: { read: ALL, create: ADMINS, update: ADMINS, delete: ADMINS },
  organizations: { read: ALL, create: MASTER, update: MASTER, delete: MASTER },
  resources: { read: ALL, create: MASTER },
  dataSources: { read: ALL, create: MASTER, update: MASTER, delete: MASTER },
  dataImports: { read: ALL, create: MASTER },
  // Not in section 6: the jobs behind imports and re-derivations, for admins (docs/decisions.md).
  jobs: { read: ADMINS },
  users: { read: ALL, create: ADMINS, update: ADMINS, delete: MASTER },
  userPermissions: { read: ADMINS, update: ADMINS },
  workflows: { read: MASTER, create: MASTER },
  projects: { read: ALL, create: ALL, update: ALL, delete: ALL, run: ALL },
  workflowDisplay: { read: ALL, create: MASTER, update: MASTER, delete: MASTER },
  purchaseOrders: { read: MASTER, create: MASTER, update: MASTER },
  profiles: { read: MASTER, create: MASTER, update: MASTER },
  tags: { read: ALL, create: ALL, update: ALL, delete: ALL },
  sensors: { read: MASTER, mapping: MASTER, occupancyImport: MASTER, status: MASTER },
  reservations: { read: MASTER, import: MASTER },
  events: { read: MASTER, import: MASTER },
  storage: { read: ALL, create: ALL, update: ALL, delete: ALL },
  occupancy: { read: ALL, ingest: MASTER },
  // Admins read their organization's audit log (issue 32; the scope keeps it to theirs).
  audit: { read: ADMINS },
  impersonation: { start: MASTER },
  // The Admin menu group and the screens only it leads to (section 2, "Shell").
  admin: { read: MASTER },
} as const satisfies Record<string, Record<string, readonly Role[]>>;

type Table = typeof permissions;
export type PermissionResource = keyof Table;
/** `resource.action`, e.g. `buildings.update`. */
export type Permission = {
  [R in PermissionResource]: `${R}.${Extract<keyof Table[R], string>}`;
}[PermissionResource];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

/**
 * The main role is the first of the user's roles that Atrium knows. Identity providers put their
 * own roles in the same list (Keycloak's `offline_access`, `default-roles-{realm}`), often first:
 * the first *known* role is the one the specification's "first entry" means (docs/decisions.md).
 */
export function mainRole(userRoles: readonly string[]): Role | undefined {
  return userRoles.find(isRole);
}

/** The label of a role as the specification shows it: the role name, else 'No Role'. */
export function roleLabel(userRoles: readonly string[]): string {
  return mainRole(userRoles) ?? 'No Role';
}

export function rolesAllowed(permission: Permission): readonly Role[] {
  const [resource, action] = permission.split('.') as [PermissionResource, string];
  const actions: Record<string, readonly Role[]> = permissions[resource];
  return actions[action] ?? [];
}

/** Who asks: the token's roles, and the permissions granted on top of the role (the claim). */
export type PermissionHolder = {
  roles: readonly string[];
  permissions?: readonly string[] | undefined;
};

/**
 * The one permission rule, used by the server's guard, the tenant scope and the web: the main
 * role allows it, or the user was granted it.
 */
export function can(user: PermissionHolder, permission: Permission): boolean {
  const role = mainRole(user.roles);
  if (role !== undefined && rolesAllowed(permission).includes(role)) return true;
  return user.permissions?.includes(permission) ?? false;
}

/** A master admin: the main role is master-admin (the server also wants the platform organization). */
export function isMasterAdmin(user: PermissionHolder): boolean {
  return mainRole(user.roles) === 'master-admin';
}

export const allPermissions: Permission[] = Object.entries(permissions).flatMap(
  ([resource, actions]) =>
    Object.keys(actions).map((action) => `${resource}.${action}` as Permission),
);
