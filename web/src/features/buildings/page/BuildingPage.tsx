import { Suspense, useEffect } from 'react';
import { Box, Button, Tab, Tabs } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link, useParams } from 'react-router';
import { buildingsResource, can, type BuildingFull } from '@atrium/contract';
import { useOne } from '../../../api/resourceHooks.ts';
import { useCurrentUser } from '../../../auth/currentUser.ts';
import { PageHeader, pagePadding } from '../../../components/PageHeader.tsx';
import { loadECharts } from '../../../components/charts/loadECharts.ts';
import { QueryState } from '../../../components/QueryState.tsx';
import { lazyComponent, type LazyComponent } from '../../../components/lazyComponent.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { usePrefetchTenantAnalysis } from '../../tenants/usePrefetchTenantAnalysis.ts';
import { buildingTabs, tabOf, type BuildingTabId } from './buildingTabs.ts';

// Each tab is its own chunk: the page's header and its first calls go out without waiting for
// every tab's code (the floor plan, the galleries, the pickers). The page starts loading the shown
// tab's chunk at once, beside the building's data, and shows it without suspending once loaded.
const tabComponents = {
  overview: lazyComponent(() => import('./tabs/OverviewTab.tsx').then((m) => m.OverviewTab)),
  detailed: lazyComponent(() => import('./tabs/DetailedTab.tsx').then((m) => m.DetailedTab)),
  tenants: lazyComponent(() => import('./tabs/TenantsTab.tsx').then((m) => m.TenantsTab)),
  optimization: lazyComponent(() =>
    import('./tabs/OptimizationTab.tsx').then((m) => m.OptimizationTab),
  ),
  spatial: lazyComponent(() => import('./tabs/SpatialTab.tsx').then((m) => m.SpatialTab)),
  data: lazyComponent(() => import('./tabs/DataTab.tsx').then((m) => m.DataTab)),
  amenities: lazyComponent(() => import('./tabs/AmenitiesTab.tsx').then((m) => m.AmenitiesTab)),
} satisfies Record<BuildingTabId, LazyComponent<{ building: BuildingFull }>>;

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
    tabComponents[tab.id].preload().catch(() => undefined);
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
  const Content = tabComponents[tab];
  return <Content building={building} />;
}
