import { Alert, Box, Button, Tab, Tabs } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link, useParams } from 'react-router';
import { buildingsResource, can, type BuildingFull } from '@atrium/contract';
import { useOne } from '../../../api/resourceHooks.ts';
import { useActingOrganization } from '../../../auth/actingOrganization.ts';
import { useCurrentUser } from '../../../auth/currentUser.ts';
import { FloorPlan } from '../../../components/floor-plan/FloorPlan.tsx';
import { PageHeader, pagePadding } from '../../../components/PageHeader.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { BuildingSummaryCard } from './BuildingSummaryCard.tsx';
import { buildingTabs, tabOf, type BuildingTabId } from './buildingTabs.ts';
import { DataTab } from './DataTab.tsx';

/** `buildings/{id}/{tabId?}/{entityId?}`: the building's header and its tabs. */
export function BuildingPage() {
  const params = useParams();
  // The route accepts only a positive integer id and a known tab.
  const id = Number(params.id);
  const tab = tabOf(params.tabId);
  const user = useCurrentUser();
  const building = useOne(buildingsResource, id);

  return (
    <Box sx={pagePadding}>
      <PageHeader
        title={building.data?.name ?? 'Building'}
        crumbs={[{ label: 'Buildings', to: '/buildings' }]}
        actions={
          can(user, 'buildings.update') && (
            <Button
              component={Link}
              to={`/buildings/${id}/edit`}
              variant="outlined"
              startIcon={<EditIcon />}
            >
              Edit
            </Button>
          )
        }
      />
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
      <QueryState
        query={building}
        label="Loading the building"
        notFound={`There is no building ${id}, or you may not see it.`}
      >
        {(current) => <TabContent tab={tab.id} label={tab.label} building={current} />}
      </QueryState>
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
