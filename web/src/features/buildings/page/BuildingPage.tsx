import { lazy, Suspense, useEffect } from 'react';
import { Box, Button, Tab, Tabs } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link, useParams } from 'react-router';
import { buildingsResource, can, type BuildingFull } from '@atrium/contract';
import { useOne } from '../../../api/resourceHooks.ts';
import { useCurrentUser } from '../../../auth/currentUser.ts';
import { PageHeader, pagePadding } from '../../../components/PageHeader.tsx';
import { loadECharts } from '../../../components/charts/loadECharts.ts';
import { QueryState } from '../../../components/QueryState.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { usePrefetchTenantAnalysis } from '../../tenants/usePrefetchTenantAnalysis.ts';
import { buildingTabs, tabOf, type BuildingTabId } from './buildingTabs.ts';

// Each tab is its own chunk: the page's header and its first calls go out without waiting for
// every tab's code (the floor plan, the galleries, the pickers). The page starts loading the shown
// tab's chunk at once, beside the building's data (the import is the same promise `lazy` awaits).
const tabModules = {
  overview: () => import('./tabs/OverviewTab.tsx').then((m) => ({ default: m.OverviewTab })),
  detailed: () => import('./tabs/DetailedTab.tsx').then((m) => ({ default: m.DetailedTab })),
  tenants: () => import('./tabs/TenantsTab.tsx').then((m) => ({ default: m.TenantsTab })),
  optimization: () =>
    import('./tabs/OptimizationTab.tsx').then((m) => ({ default: m.OptimizationTab })),
  spatial: () => import('./tabs/SpatialTab.tsx').then((m) => ({ default: m.SpatialTab })),
  data: () => import('./tabs/DataTab.tsx').then((m) => ({ default: m.DataTab })),
  amenities: () => import('./tabs/AmenitiesTab.tsx').then((m) => ({ default: m.AmenitiesTab })),
} satisfies Record<BuildingTabId, unknown>;
const OverviewTab = lazy(tabModules.overview);
const DetailedTab = lazy(tabModules.detailed);
const TenantsTab = lazy(tabModules.tenants);
const OptimizationTab = lazy(tabModules.optimization);
const SpatialTab = lazy(tabModules.spatial);
const DataTab = lazy(tabModules.data);
const AmenitiesTab = lazy(tabModules.amenities);

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
  useEffect(() => {
    tabModules[tab.id]().catch(() => undefined);
  }, [tab.id]);

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
        {(current) => (
          <Suspense fallback={<PageSpinner label="Loading the tab" />}>
            <TabContent tab={tab.id} building={current} />
          </Suspense>
        )}
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
