import { useQuery } from '@tanstack/react-query';
import { listResponseOf, ZOrganizationSchema, type Organization } from '@atrium/contract';
import { useApiClient } from '../../api/ApiClientContext.ts';

const ZOrganizationListSchema = listResponseOf(ZOrganizationSchema);

/** The organization of the signed-in user (their token's `org_key`), or null if none. */
export function useOwnOrganization(orgKey: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['organizations', 'by-key', orgKey],
    queryFn: async ({ signal }): Promise<Organization | null> => {
      const { items } = await client.apiCall(
        'organizations',
        { where: { key: orgKey }, perPage: 1 },
        ZOrganizationListSchema,
        // The user's own organization, even while acting as another.
        { signal, impersonate: false },
      );
      return items[0] ?? null;
    },
    enabled: orgKey !== null,
    staleTime: 5 * 60_000,
  });
}

/** The organizations a master admin can act as: customers of every type, by name. */
export function useImpersonationChoices(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['organizations', 'impersonation-choices'],
    queryFn: async ({ signal }) => {
      const { items } = await client.apiCall(
        'organizations',
        {
          where: { type: { in: ['OCCUPIER', 'OWNER', 'OPERATOR'] } },
          orderBy: { name: 'asc' },
          perPage: 500,
        },
        ZOrganizationListSchema,
        // Asked as the admin: while acting as one organization the others must stay choosable.
        { signal, impersonate: false },
      );
      return items;
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}
