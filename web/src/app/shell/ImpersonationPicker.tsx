import { Autocomplete, TextField } from '@mui/material';
import { organizationsResource } from '@atrium/contract';
import { useAll } from '../../api/resourceHooks.ts';
import { useImpersonation, type ImpersonatedOrganization } from '../../auth/impersonation.ts';
import { useChooseImpersonation } from './useChooseImpersonation.ts';

/** The top bar's picker of the organization a master admin acts as. */
export function ImpersonationPicker() {
  const impersonated = useImpersonation();
  // The customers of every type, by name; asked as the admin, so that while acting as one
  // organization the others stay choosable.
  const choices = useAll(
    organizationsResource,
    { where: { type: { in: ['OCCUPIER', 'OWNER', 'OPERATOR'] } }, orderBy: { name: 'asc' } },
    { asSelf: true, staleTime: 5 * 60_000 },
  );
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
