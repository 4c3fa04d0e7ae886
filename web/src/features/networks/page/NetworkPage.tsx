import { Box, Button, Stack, Typography } from '@mui/material';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import EditIcon from '@mui/icons-material/Edit';
import { Link, useParams } from 'react-router';
import { can, networksResource } from '@atrium/contract';
import { useOne } from '../../../api/resourceHooks.ts';
import { isMasterAdmin, useCurrentUser } from '../../../auth/currentUser.ts';
import { lazyComponent } from '../../../components/lazyComponent.tsx';
import { LazyTab, usePreloadedTab, type LazyTabs } from '../../../components/lazyTabs.tsx';
import { idOf } from '../../../components/list/listSearch.ts';
import { PageHeader, pagePadding } from '../../../components/PageHeader.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { RouteTabs } from '../../../components/RouteTabs.tsx';
import { ReportingChip, type NetworkFull } from '../networkColumns.tsx';
import { networkPageTabs, networkTabOf, type NetworkTabId } from './networkTabs.ts';

type TabProps = { network: NetworkFull; encumbranceId: number | null };

// Each tab is its own chunk (the kit's lazy tabs): the spatial tab's floor plan is not loaded
// with the overview.
const tabComponents = {
  overview: lazyComponent(() =>
    import('./NetworkOverviewTab.tsx').then((m) => m.NetworkOverviewTab),
  ),
  details: lazyComponent(() => import('./NetworkDetailsTab.tsx').then((m) => m.NetworkDetailsTab)),
  tenants: lazyComponent(() => import('./NetworkTenantsTab.tsx').then((m) => m.NetworkTenantsTab)),
  spatial: lazyComponent(() => import('./NetworkSpatialTab.tsx').then((m) => m.NetworkSpatialTab)),
} satisfies LazyTabs<NetworkTabId, TabProps>;

/** `networks/{id}/{tabId?}/{encumbranceId?}`: the network's header and its four tabs. */
export function NetworkPage() {
  const params = useParams();
  const id = Number(params.id);
  const tab = networkTabOf(params.tabId);
  const encumbranceId = idOf(params.encumbranceId);
  const user = useCurrentUser();
  const network = useOne(networksResource, id);
  const current = network.data;
  usePreloadedTab(tabComponents, tab, tab === 'overview' || tab === 'tenants');
  return (
    <Box sx={pagePadding}>
      <PageHeader
        title={current?.name ?? 'Network'}
        subtitle={
          current && (
            <Stack component="span" direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <ReportingChip reporting={current.defaultReporting} />
              <Typography component="span" variant="body2" color="textSecondary">
                {current.buildings.length === 1
                  ? '1 building'
                  : `${current.buildings.length} buildings`}
                {isMasterAdmin(user) ? ` · ${current.organization.name}` : ''}
              </Typography>
            </Stack>
          )
        }
        crumbs={[{ label: 'Networks', to: '/networks' }]}
        actions={
          <>
            {can(user, 'networkLevels.update') && (
              <Button
                component={Link}
                to={`/network-structure?networkId=${id}`}
                variant="outlined"
                startIcon={<AccountTreeOutlinedIcon />}
              >
                Structure
              </Button>
            )}
            {can(user, 'networks.update') && (
              <Button
                component={Link}
                to={`/networks/${id}/edit`}
                variant="outlined"
                startIcon={<EditIcon />}
              >
                Edit
              </Button>
            )}
          </>
        }
      />
      <RouteTabs
        tabs={networkPageTabs}
        value={tab}
        to={(tabId) => `/networks/${id}/${tabId}`}
        label="Network tabs"
      />
      <QueryState
        query={network}
        label="Loading the network"
        notFound={`There is no network ${id}, or you may not see it.`}
      >
        {(loaded) => (
          <LazyTab tabs={tabComponents} tab={tab} props={{ network: loaded, encumbranceId }} />
        )}
      </QueryState>
    </Box>
  );
}
