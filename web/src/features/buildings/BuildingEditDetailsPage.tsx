import { Alert, Box } from '@mui/material';
import { useParams } from 'react-router';
import {
  buildingsResource,
  can,
  dataSourcesResource,
  organizationsResource,
  type BuildingFull,
} from '@atrium/contract';
import { useAll, useOne, useUpdate } from '../../api/resourceHooks.ts';
import { useCurrentUser } from '../../auth/currentUser.ts';
import { optionsOf } from '../../components/form/selectOptions.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { BuildingForm } from './BuildingForm.tsx';
import { buildingFormValues, buildingUpdateResolver } from './buildingForm.ts';

/** `buildings/{id}/edit` (Details tab): every field of the building; read-only unless allowed. */
export function BuildingEditDetailsPage() {
  const id = Number(useParams().id);
  const building = useOne(buildingsResource, id);
  return (
    <QueryState
      query={building}
      label="Loading the building"
      notFound={`There is no building ${id}, or you may not see it.`}
    >
      {(current) => <BuildingDetails key={current.id} building={current} />}
    </QueryState>
  );
}

function BuildingDetails({ building }: { building: BuildingFull }) {
  const user = useCurrentUser();
  const owners = useAll(organizationsResource, {
    where: { type: 'OWNER' },
    orderBy: { name: 'asc' },
  });
  const dataSources = useAll(dataSourcesResource, {
    where: { buildingId: building.id },
    orderBy: { name: 'asc' },
  });
  const update = useUpdate(buildingsResource);
  const readOnly = !can(user, 'buildings.update');
  const primaryId = building.primaryOccupancyDataSourceId;
  const primarySource =
    primaryId === null
      ? null
      : (dataSources.data?.find((source) => source.id === primaryId) ?? {
          id: primaryId,
          name: `Data source ${primaryId}`,
        });

  return (
    <Box>
      {readOnly && (
        <Alert severity="info" sx={{ mb: 4 }}>
          Only master admins can change buildings; you can view the details.
        </Alert>
      )}
      <BuildingForm
        resolver={buildingUpdateResolver}
        defaultValues={buildingFormValues(building)}
        readOnly={readOnly}
        ownerOptions={optionsOf(owners.data, building.ownerOrganization)}
        dataSourceOptions={optionsOf(dataSources.data, primarySource)}
        onSave={(data) => update.mutateAsync({ id: building.id, data })}
        savedMessage="Building saved"
        submitLabel="Save"
      />
    </Box>
  );
}
