import { useEffect } from 'react';
import { Box, Button, Tab, Tabs } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link, useParams } from 'react-router';
import { buildingsResource, can, type BuildingFull } from '@atrium/contract';
import { useOne } from '../../../api/resourceHooks.ts';
import { useCurrentUser } from '../../../auth/currentUser.ts';
import { PageHeader, pagePadding } from '../../../components/PageHeader.tsx';
import { loadECharts } from '../../../components/charts/loadECharts.ts';
import { QueryState } from '../../../components/QueryState.tsx';
import { usePrefetchTenantAnalysis } from '../../tenants/useTenantAnalysis.ts';
import { buildingTabs, tabOf, type BuildingTabId } from './buildingTabs.ts';
import { AmenitiesTab } from './tabs/AmenitiesTab.tsx';
import { DataTab } from './tabs/DataTab.tsx';
import { DetailedTab } from './tabs/DetailedTab.tsx';
import { OptimizationTab } from './tabs/OptimizationTab.tsx';
import { OverviewTab } from './tabs/OverviewTab.tsx';
import { SpatialTab } from './tabs/SpatialTab.tsx';
import { TenantsTab } from './tabs/TenantsTab.tsx';

/** `buildings/{id}/{tabId?}/{entityId?}`: the building's header and its tabs. */
export function BuildingPage() {
  const params = useParams();
  // The route accepts only a positive integer id and a known tab.
  const id = Number(params.id);
  const tab = tabOf(params.tabId);
  const user = useCurrentUser();
  const building = useOne(buildingsResource, id);
  // The tenant analysis's first calls go out with the building's, not after it.
  const entityId = params.entityId === undefined ? null : Number(params.entityId);
  usePrefetchTenantAnalysis(tab.id === 'tenants' ? id : null, entityId);
  // The charts' chunk loads beside the data of the tabs that draw charts.
  const charted = tab.id !== 'spatial' && tab.id !== 'data';
  useEffect(() => {
    if (charted) loadECharts().catch(() => undefined);
  }, [charted]);

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
        {(current) => <TabContent tab={tab.id} building={current} />}
      </QueryState>
    </Box>
  );
}

/** Each tab is its own module (tabs/), so that the analytics, spatial and data tabs grow apart. */
function TabContent({ tab, building }: { tab: BuildingTabId; building: BuildingFull }) {
  switch (tab) {
    case 'overview':
      return <OverviewTab building={building} />;
    case 'detailed':
      return <DetailedTab building={building} />;
    case 'tenants':
      return <TenantsTab building={building} />;
    case 'optimization':
      return <OptimizationTab building={building} />;
    case 'spatial':
      return <SpatialTab building={building} />;
    case 'data':
      return <DataTab building={building} />;
    case 'amenities':
      return <AmenitiesTab building={building} />;
  }
}
