import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ZImpersonationResponseSchema } from '@atrium/contract';
import { useApiClient } from '../../api/ApiClientContext.ts';
import { writeImpersonation, type ImpersonatedOrganization } from '../../auth/impersonation.ts';

/**
 * A master admin acting as another organization (specification section 4): choosing or clearing
 * one resets every cached answer, which belonged to the other view, and opens the dashboard.
 */
export function useChooseImpersonation(): (organization: ImpersonatedOrganization | null) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const client = useApiClient();
  // The server records the start of impersonation in the audit log; a failure is toasted.
  const recordStart = useMutation({
    mutationFn: (organizationKey: string) =>
      client.apiCall('auth/impersonation', { organizationKey }, ZImpersonationResponseSchema),
  });
  return (organization) => {
    writeImpersonation(organization);
    if (organization) recordStart.mutate(organization.key);
    void queryClient.resetQueries();
    void navigate('/');
  };
}
