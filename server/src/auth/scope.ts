import { isMasterAdmin as hasMasterAdminRole, type OrganizationType } from '@atrium/contract';
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

/**
 * A master admin sees everything: the contract's rule for the role (the first role Atrium knows,
 * as the web decides it), and only in the platform organization, so that a customer realm that
 * hands out the role gains nothing beyond its own organization.
 */
export const isMasterAdmin = (user: RequestUser): boolean =>
  hasMasterAdminRole(user) && user.organization.type === 'PLATFORM';

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
