import { useActingOrganization } from '../../auth/actingOrganization.ts';

export type SiteOrganization = {
  /** The operator whose sites are shown; null when none is selected. */
  organizationId: number | null;
  loading: boolean;
};

/**
 * Whose sites: the operator the user works for, or the one a master admin acts as. Site
 * statistics need a selected organization (specification section 6); a master admin acting as
 * nobody has none.
 */
export function useSiteOrganization(): SiteOrganization {
  const acting = useActingOrganization();
  return {
    organizationId: acting.type === 'OPERATOR' ? acting.id : null,
    loading: acting.isLoading,
  };
}
