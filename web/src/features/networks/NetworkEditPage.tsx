import { Box } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { can, networksResource } from '@atrium/contract';
import { useDelete, useOne, useUpdate } from '../../api/resourceHooks.ts';
import { useCurrentUser } from '../../auth/currentUser.ts';
import { FormPage } from '../../components/form/FormPage.tsx';
import { useSaveForm } from '../../components/form/useSaveForm.ts';
import { PageHeader, pagePadding } from '../../components/PageHeader.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { Section } from '../../components/Section.tsx';
import type { NetworkFull } from './networkColumns.tsx';
import { networkFormValues, networkUpdateResolver, type NetworkFormValues } from './networkForm.ts';
import { NetworkFormFields } from './NetworkFormFields.tsx';
import { NetworkStructureEditor } from './structure/NetworkStructureEditor.tsx';
import { useBuildingOptions } from './useBuildingOptions.ts';

/** `networks/{id}/edit`: the network's name, description, reporting and buildings, and its levels. */
export function NetworkEditPage() {
  const id = Number(useParams().id);
  const network = useOne(networksResource, id);
  const title = network.data?.name ?? 'Network';
  return (
    <Box sx={{ ...pagePadding, maxWidth: 1100 }}>
      <PageHeader
        title={`Edit ${title}`}
        crumbs={[
          { label: 'Networks', to: '/networks' },
          { label: title, to: `/networks/${id}` },
        ]}
      />
      <QueryState
        query={network}
        label="Loading the network"
        notFound={`There is no network ${id}, or you may not see it.`}
      >
        {(current) => (
          <>
            <Section title="Network">
              <NetworkEditor key={current.id} network={current} />
            </Section>
            <Section
              title="Levels"
              subtitle="Regions, countries, cities: drag a level onto another to put it under it, drag a building onto the level it belongs to."
            >
              <NetworkStructureEditor network={current} guardUnsaved={false} />
            </Section>
          </>
        )}
      </QueryState>
    </Box>
  );
}

function NetworkEditor({ network }: { network: NetworkFull }) {
  const user = useCurrentUser();
  const buildings = useBuildingOptions();
  const update = useUpdate(networksResource);
  const remove = useDelete(networksResource, { handlesErrors: true });
  const form = useForm<
    NetworkFormValues,
    unknown,
    Parameters<typeof update.mutateAsync>[0]['data']
  >({
    defaultValues: networkFormValues(
      network,
      network.buildings.map((b) => b.id),
    ),
    resolver: networkUpdateResolver,
  });
  const save = useSaveForm({
    form,
    save: (data) => update.mutateAsync({ id: network.id, data }),
    savedMessage: 'Network saved',
    next: () => null,
  });
  return (
    <FormPage
      form={form}
      save={save}
      submitLabel="Save"
      deletion={
        can(user, 'networks.delete')
          ? {
              title: 'Delete network',
              message: `Delete the network ${network.name}? Its levels go with it; its buildings stay. This cannot be undone.`,
              run: () => remove.mutateAsync(network.id),
              deletedMessage: 'Network deleted',
              next: '/networks',
            }
          : null
      }
    >
      <NetworkFormFields
        control={form.control}
        buildingOptions={[
          ...buildings.options,
          // The network's buildings keep their names while the list loads.
          ...network.buildings
            .filter((b) => !buildings.options.some((option) => option.value === String(b.id)))
            .map((b) => ({ value: String(b.id), label: b.name })),
        ]}
        buildingsLoading={buildings.loading}
        organizationOptions={null}
      />
    </FormPage>
  );
}
