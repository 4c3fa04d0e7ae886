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
 * Lets a master admin act as another organization (specification section 4). Choosing or
 * clearing one resets every cached answer, which belonged to the other view, and opens the
 * dashboard.
 */
export function ImpersonationPicker() {
  const impersonated = useImpersonation();
  const choices = useImpersonationChoices(true);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const client = useApiClient();
  // The server records the start of impersonation in the audit log; a failure is toasted.
  const recordStart = useMutation({
    mutationFn: (organizationKey: string) =>
      client.apiCall('auth/impersonation', { organizationKey }, ZImpersonationResponseSchema),
  });

  const choose = (organization: ImpersonatedOrganization | null) => {
    writeImpersonation(organization);
    if (organization) recordStart.mutate(organization.key);
    void queryClient.resetQueries();
    void navigate('/');
  };

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
