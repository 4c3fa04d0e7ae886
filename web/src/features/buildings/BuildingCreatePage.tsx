import { Box } from '@mui/material';
import { buildingsResource, organizationsResource } from '@atrium/contract';
import { useAll, useCreate } from '../../api/resourceHooks.ts';
import { optionsOf } from '../../components/form/selectOptions.ts';
import { PageHeader, pagePadding } from '../../components/PageHeader.tsx';
import { BuildingForm } from './BuildingForm.tsx';
import { buildingCreateResolver, newBuildingFormValues } from './buildingForm.ts';

/** `buildings/create`: a new building (the route lets only master admins open it). */
export function BuildingCreatePage() {
  const owners = useAll(organizationsResource, {
    where: { type: 'OWNER' },
    orderBy: { name: 'asc' },
  });
  const create = useCreate(buildingsResource);
  return (
    <Box sx={pagePadding}>
      <PageHeader title="New building" crumbs={[{ label: 'Buildings', to: '/buildings' }]} />
      <BuildingForm
        resolver={buildingCreateResolver}
        defaultValues={newBuildingFormValues()}
        readOnly={false}
        ownerOptions={optionsOf(owners.data)}
        dataSourceOptions={null}
        onSave={(data) => create.mutateAsync(data)}
        savedMessage="Building created"
        submitLabel="Create"
      />
    </Box>
  );
}
