import type { OrganizationType } from '@atrium/contract';
import type { OrganizationRef, RequestUser } from './user.ts';

/**
 * What a request may see (design brief, "Access"): everything for a master admin, otherwise one
 * organization's view, which depends on its type. Built only from the verified token and, for
 * master admins, the impersonation header; never from a request body.
 */
export type TenantScope =
  | { kind: 'all' }
  | { kind: 'organization'; organizationId: number; organizationType: OrganizationType };

export const ALL: TenantScope = { kind: 'all' };

export const isMasterAdmin = (user: RequestUser): boolean =>
  user.roles[0] === 'master-admin' && user.organization.type === 'PLATFORM';

export function organizationScope(organization: OrganizationRef): TenantScope {
  return {
    kind: 'organization',
    organizationId: organization.id,
    organizationType: organization.type,
  };
}

export function scopeFor(user: RequestUser, impersonating: OrganizationRef | null): TenantScope {
  if (isMasterAdmin(user)) return impersonating ? organizationScope(impersonating) : ALL;
  return organizationScope(user.organization);
}
