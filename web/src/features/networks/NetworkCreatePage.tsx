import { Box } from '@mui/material';
import { useForm } from 'react-hook-form';
import { networksResource, organizationsResource } from '@atrium/contract';
import { useAll, useCreate } from '../../api/resourceHooks.ts';
import { useActingOrganization } from '../../auth/actingOrganization.ts';
import { isMasterAdmin, useCurrentUser } from '../../auth/currentUser.ts';
import { FormPage } from '../../components/form/FormPage.tsx';
import { optionsOf } from '../../components/form/selectOptions.ts';
import { useSaveForm } from '../../components/form/useSaveForm.ts';
import { PageHeader, pagePadding } from '../../components/PageHeader.tsx';
import {
  networkCreateResolver,
  newNetworkFormValues,
  type NetworkFormValues,
} from './networkForm.ts';
import { NetworkFormFields } from './NetworkFormFields.tsx';
import { useBuildingOptions } from './useBuildingOptions.ts';

/** `networks/create`: a new network of the user's organization (a master admin picks one). */
export function NetworkCreatePage() {
  const user = useCurrentUser();
  const acting = useActingOrganization();
  const choosesOrganization = isMasterAdmin(user) && !acting.impersonated;
  const organizations = useAll(
    organizationsResource,
    { orderBy: { name: 'asc' } },
    { enabled: choosesOrganization },
  );
  const buildings = useBuildingOptions();
  const create = useCreate(networksResource);
  const form = useForm<NetworkFormValues, unknown, Parameters<typeof create.mutateAsync>[0]>({
    defaultValues: newNetworkFormValues(),
    resolver: networkCreateResolver(choosesOrganization),
  });
  const save = useSaveForm({
    form,
    save: (data) => create.mutateAsync(data),
    savedMessage: 'Network created',
    next: (created) => `/networks/${created.id}`,
  });
  return (
    <Box sx={{ ...pagePadding, maxWidth: 960 }}>
      <PageHeader title="New network" crumbs={[{ label: 'Networks', to: '/networks' }]} />
      <FormPage form={form} save={save} submitLabel="Create">
        <NetworkFormFields
          control={form.control}
          buildingOptions={buildings.options}
          buildingsLoading={buildings.loading}
          organizationOptions={choosesOrganization ? optionsOf(organizations.data) : null}
        />
      </FormPage>
    </Box>
  );
}
