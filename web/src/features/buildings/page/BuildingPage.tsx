import { Alert, Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link, useParams } from 'react-router';
import { can, type BuildingFull } from '@atrium/contract';
import { errorText } from '../../../api/client.ts';
import { useCurrentUser } from '../../../auth/currentUser.ts';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { FloorPlan } from '../../../components/floor-plan/FloorPlan.tsx';
import { useBuilding } from '../buildingQueries.ts';
import { BuildingSummaryCard } from './BuildingSummaryCard.tsx';
import { buildingTabs, tabOf, type BuildingTabId } from './buildingTabs.ts';
import { DataTab } from './DataTab.tsx';
import { useActingOrganization } from '../../../auth/actingOrganization.ts';

/** `buildings/{id}/{tabId?}/{entityId?}`: the building's header and its tabs. */
export function BuildingPage() {
  const params = useParams();
  // The route accepts only a positive integer id and a known tab.
  const id = Number(params.id);
  const tab = tabOf(params.tabId);
  const user = useCurrentUser();
  const building = useBuilding(id);

  return (
    <Box sx={{ p: { xs: 4, md: 6 } }}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center', mb: 4 }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {building.data?.name ?? 'Building'}
        </Typography>
        {can(user, 'buildings.update') && (
          <Button
            component={Link}
            to={`/buildings/${id}/edit`}
            variant="outlined"
            startIcon={<EditIcon />}
          >
            Edit
          </Button>
        )}
      </Stack>
      <Tabs
        value={tab.id}
        variant="scrollable"
        aria-label="Building tabs"
        sx={{ mb: 5, borderBottom: 1, borderColor: 'divider' }}
      >
        {buildingTabs.map((item) => (
          <Tab
            key={item.id}
            value={item.id}
            label={item.label}
            component={Link}
            to={`/buildings/${id}/${item.id}`}
          />
        ))}
      </Tabs>
      {building.isPending ? (
        <PageSpinner label="Loading..." />
      ) : building.isError ? (
        <Alert severity="error">{errorText(building.error)}</Alert>
      ) : (
        <TabContent tab={tab.id} label={tab.label} building={building.data} />
      )}
    </Box>
  );
}

function TabContent({
  tab,
  label,
  building,
}: {
  tab: BuildingTabId;
  label: string;
  building: BuildingFull;
}) {
  switch (tab) {
    case 'overview':
      return <OverviewTab building={building} />;
    case 'spatial':
      return <FloorPlan buildingId={building.id} units={building.units} />;
    case 'data':
      return <DataTab building={building} />;
    // The analytics tabs and amenities come with later issues.
    case 'detailed':
    case 'tenants':
    case 'optimization':
    case 'amenities':
      return <Alert severity="info">The {label} tab is not available yet.</Alert>;
  }
}

function OverviewTab({ building }: { building: BuildingFull }) {
  const organizationType = useActingOrganization().type;
  return (
    <BuildingSummaryCard
      buildings={[building]}
      showLeaseChips={organizationType !== null && organizationType !== 'OPERATOR'}
    />
  );
}
