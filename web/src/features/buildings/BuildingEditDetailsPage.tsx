import { Alert, Box } from '@mui/material';
import { useParams } from 'react-router';
import { can } from '@atrium/contract';
import { errorText } from '../../api/client.ts';
import { useCurrentUser } from '../../auth/currentUser.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { BuildingForm } from './BuildingForm.tsx';
import { buildingFormValues, buildingUpdateResolver } from './buildingForm.ts';
import { useBuilding, useUpdateBuilding } from './buildingQueries.ts';
import { useDataSourceChoices, useOrganizationChoices } from './choices.ts';
import { optionsOf } from '../../components/form/selectOptions.ts';

/** `buildings/{id}/edit` (Details tab): every field of the building; read-only unless allowed. */
export function BuildingEditDetailsPage() {
  const id = Number(useParams().id);
  const user = useCurrentUser();
  const building = useBuilding(id);
  const owners = useOrganizationChoices('OWNER');
  const dataSources = useDataSourceChoices(id);
  const update = useUpdateBuilding(id);
  const readOnly = !can(user, 'buildings.update');

  if (building.isPending) return <PageSpinner label="Loading the building" />;
  if (building.isError) return <Alert severity="error">{errorText(building.error)}</Alert>;
  const current = building.data;
  const primarySource =
    current.primaryOccupancyDataSourceId === null
      ? null
      : (dataSources.data?.find((source) => source.id === current.primaryOccupancyDataSourceId) ?? {
          id: current.primaryOccupancyDataSourceId,
          name: `Data source ${current.primaryOccupancyDataSourceId}`,
        });

  return (
    <Box>
      {readOnly && (
        <Alert severity="info" sx={{ mb: 4 }}>
          Only master admins can change buildings; you can view the details.
        </Alert>
      )}
      <BuildingForm
        // A fresh form for another building; a refetch of this one keeps the edits.
        key={current.id}
        resolver={buildingUpdateResolver}
        defaultValues={buildingFormValues(current)}
        readOnly={readOnly}
        ownerOptions={optionsOf(owners.data, current.ownerOrganization)}
        dataSourceOptions={optionsOf(dataSources.data, primarySource)}
        onSave={(data) => update.mutateAsync(data)}
        savedMessage="Building saved"
        submitLabel="Save"
      />
    </Box>
  );
}
