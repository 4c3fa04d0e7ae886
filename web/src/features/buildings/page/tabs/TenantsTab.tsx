import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link, useNavigate, useParams } from 'react-router';
import { can, type BuildingFull } from '@atrium/contract';
import { useActingOrganization } from '../../../../auth/actingOrganization.ts';
import { useCurrentUser } from '../../../../auth/currentUser.ts';
import { TenantAnalysis, type TenantRef } from '../../../tenants/TenantAnalysis.tsx';
import { TenantsTable } from '../../../tenants/TenantsTable.tsx';
import { tenantReportPath } from '../../../tenants/tenantReportPath.ts';

/**
 * The building's Tenants tab (`buildings/{id}/tenants/{entityId?}`): every tenant at a glance,
 * then the analysis of the chosen one (the first active lease by default).
 */
export function TenantsTab({ building }: { building: BuildingFull }) {
  const params = useParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const operator = useActingOrganization().type === 'OPERATOR';
  // The route accepts only a positive integer entity id.
  const encumbranceId = params.entityId === undefined ? null : Number(params.entityId);
  const buildings = [building];
  const select = (tenant: TenantRef) => {
    void navigate(`/buildings/${tenant.buildingId}/tenants/${tenant.tenantId}`);
  };
  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      {!operator && (
        <TenantsTable
          buildings={buildings}
          selectedId={encumbranceId}
          onSelect={select}
          actions={
            can(user, 'encumbrances.create') && (
              <Button
                component={Link}
                to={`/buildings/${building.id}/tenants/edit`}
                variant="outlined"
                startIcon={<AddIcon />}
                sx={{ flexShrink: 0 }}
              >
                Add lease
              </Button>
            )
          }
        />
      )}
      <TenantAnalysis
        buildings={buildings}
        encumbranceId={encumbranceId}
        onSelectTenant={select}
        onBack={() => {
          void navigate(`/buildings/${building.id}`);
        }}
        reportPath={tenantReportPath}
      />
    </Stack>
  );
}
