import type { OrganizationType } from '@atrium/contract';
import { useOwnOrganization } from '../app/shell/organizations.ts';
import { isMasterAdmin, useCurrentUser } from './currentUser.ts';
import { useImpersonation, type ImpersonatedOrganization } from './impersonation.ts';

export type ActingOrganization = {
  /** The type of organization the user works as: the impersonated one's for a master admin. */
  type: OrganizationType | null;
  /** The organization a master admin acts as, or null. */
  impersonated: ImpersonatedOrganization | null;
  /** The user's own organization's name, or null until known. */
  ownName: string | null;
  /** True while the type is not known yet. */
  isLoading: boolean;
};

/** Who the user acts as: the shell's menu, the route gate and the pages read it from here. */
export function useActingOrganization(): ActingOrganization {
  const user = useCurrentUser();
  const stored = useImpersonation();
  const own = useOwnOrganization(user.orgKey);
  // Impersonation is for master admins only; anyone else's stored choice counts for nothing.
  const impersonated = isMasterAdmin(user) ? stored : null;
  return {
    type: impersonated?.type ?? own.data?.type ?? null,
    impersonated,
    ownName: own.data?.name ?? null,
    isLoading: impersonated === null && own.isLoading,
  };
}
