import { Alert, Box, Typography } from '@mui/material';
import { can } from '@atrium/contract';
import { useCurrentUser } from '../../auth/currentUser.ts';
import { BuildingForm } from './BuildingForm.tsx';
import { buildingCreateResolver, newBuildingFormValues } from './buildingForm.ts';
import { useCreateBuilding } from './buildingQueries.ts';
import { useOrganizationChoices } from './choices.ts';
import { optionsOf } from '../../components/form/selectOptions.ts';

/** `buildings/create`: a new building, for master admins. */
export function BuildingCreatePage() {
  const user = useCurrentUser();
  const owners = useOrganizationChoices('OWNER');
  const create = useCreateBuilding();
  return (
    <Box sx={{ p: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 4 }}>
        New building
      </Typography>
      {can(user, 'buildings.create') ? (
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
      ) : (
        <Alert severity="info">Only master admins can create buildings.</Alert>
      )}
    </Box>
  );
}
