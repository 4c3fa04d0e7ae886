import { organizationsResource, type OrganizationType } from '@atrium/contract';
import { useAll } from '../api/resourceHooks.ts';
import { isMasterAdmin, useCurrentUser } from './currentUser.ts';
import { useImpersonation, type ImpersonatedOrganization } from './impersonation.ts';

export type ActingOrganization = {
  /** The organization the user works as: the impersonated one for a master admin, else its own. */
  id: number | null;
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
  // The user's own organization (their token's `org_key`), even while acting as another.
  const own = useAll(
    organizationsResource,
    { where: { key: user.orgKey } },
    { asSelf: true, enabled: user.orgKey !== null, staleTime: 5 * 60_000 },
  );
  const ownOrganization = own.data?.[0] ?? null;
  // Impersonation is for master admins only; anyone else's stored choice counts for nothing.
  const impersonated = isMasterAdmin(user) ? stored : null;
  return {
    id: impersonated?.id ?? ownOrganization?.id ?? null,
    type: impersonated?.type ?? ownOrganization?.type ?? null,
    impersonated,
    ownName: ownOrganization?.name ?? null,
    isLoading: impersonated === null && own.isLoading,
  };
}
