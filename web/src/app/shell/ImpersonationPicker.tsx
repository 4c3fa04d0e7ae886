import { Autocomplete, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZImpersonationResponseSchema } from '@atrium/contract';
import { useApiClient } from '../../api/ApiClientContext.ts';
import { useNavigate } from 'react-router';
import {
  useImpersonation,
  writeImpersonation,
  type ImpersonatedOrganization,
} from '../../auth/impersonation.ts';
import { useImpersonationChoices } from './organizations.ts';

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

/** The top bar's picker of the organization a master admin acts as. */
export function ImpersonationPicker() {
  const impersonated = useImpersonation();
  const choices = useImpersonationChoices(true);
  const choose = useChooseImpersonation();

  return (
    <Autocomplete<ImpersonatedOrganization>
      sx={{ width: { xs: 140, sm: 220, md: 260 } }}
      size="small"
      // While the list (re)loads, the current choice stays a valid option.
      options={choices.data ?? (impersonated ? [impersonated] : [])}
      value={impersonated}
      onChange={(_event, organization) => {
        if (organization?.key !== impersonated?.key) choose(organization);
      }}
      getOptionLabel={(organization) => organization.name}
      getOptionKey={(organization) => organization.key}
      isOptionEqualToValue={(a, b) => a.key === b.key}
      loading={choices.isLoading}
      loadingText="Loading..."
      noOptionsText="No options"
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder="Act as organization"
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': 'Act as organization' },
          }}
          sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
        />
      )}
    />
  );
}
