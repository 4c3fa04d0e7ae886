import { Box, Button } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link, useParams } from 'react-router';
import { buildingsResource, can, type BuildingFull } from '@atrium/contract';
import { useOne } from '../../../api/resourceHooks.ts';
import { useCurrentUser } from '../../../auth/currentUser.ts';
import { PageHeader, pagePadding } from '../../../components/PageHeader.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { RouteTabs } from '../../../components/RouteTabs.tsx';
import { lazyComponent } from '../../../components/lazyComponent.tsx';
import { LazyTab, usePreloadedTab, type LazyTabs } from '../../../components/lazyTabs.tsx';
import { usePrefetchTenantAnalysis } from '../../tenants/usePrefetchTenantAnalysis.ts';
import { buildingTabs, tabOf, type BuildingTabId } from './buildingTabs.ts';

// Each tab is its own chunk (the kit's lazy tabs).
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
} satisfies LazyTabs<BuildingTabId, { building: BuildingFull }>;

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
  usePreloadedTab(tabComponents, tab.id, tab.id !== 'spatial' && tab.id !== 'data');

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
      <RouteTabs
        tabs={buildingTabs}
        value={tab.id}
        to={(tabId) => `/buildings/${id}/${tabId}`}
        label="Building tabs"
      />
      <QueryState
        query={building}
        label="Loading the building"
        notFound={`There is no building ${id}, or you may not see it.`}
      >
        {(current) => <LazyTab tabs={tabComponents} tab={tab.id} props={{ building: current }} />}
      </QueryState>
    </Box>
  );
}
