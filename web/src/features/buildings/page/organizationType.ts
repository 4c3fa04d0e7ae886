import type { OrganizationType } from '@atrium/contract';
import { useOwnOrganization } from '../../../app/shell/organizations.ts';
import { isMasterAdmin, useCurrentUser } from '../../../auth/currentUser.ts';
import { useImpersonation } from '../../../auth/impersonation.ts';

/** The type of organization the user works as (the impersonated one for a master admin). */
export function useOrganizationType(): OrganizationType | null {
  const user = useCurrentUser();
  const stored = useImpersonation();
  const own = useOwnOrganization(user.orgKey);
  const impersonated = isMasterAdmin(user) ? stored : null;
  return impersonated?.type ?? own.data?.type ?? null;
}
