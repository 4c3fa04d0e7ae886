import { Box, Button, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link, useParams } from 'react-router';
import { can, organizationsResource } from '@atrium/contract';
import { useOne, type FullEntity } from '../../../api/resourceHooks.ts';
import { useCurrentUser } from '../../../auth/currentUser.ts';
import { lazyComponent } from '../../../components/lazyComponent.tsx';
import { LazyTab, usePreloadedTab, type LazyTabs } from '../../../components/lazyTabs.tsx';
import { idOf } from '../../../components/list/listSearch.ts';
import { PageHeader, pagePadding } from '../../../components/PageHeader.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { RouteTabs } from '../../../components/RouteTabs.tsx';
import { OrganizationTypeChip } from '../organizationColumns.tsx';
import {
  organizationPageTabs,
  organizationTabOf,
  type OrganizationTabId,
} from './organizationTabs.ts';

export type OrganizationFull = FullEntity<typeof organizationsResource>;

type TabProps = { organization: OrganizationFull; encumbranceId: number | null };

// Each tab is its own chunk (the kit's lazy tabs).
const tabComponents = {
  overview: lazyComponent(() => import('./OverviewTab.tsx').then((m) => m.OverviewTab)),
  details: lazyComponent(() => import('./DetailsTab.tsx').then((m) => m.DetailsTab)),
  insights: lazyComponent(() => import('./InsightsTab.tsx').then((m) => m.InsightsTab)),
  analysis: lazyComponent(() => import('./AnalysisTab.tsx').then((m) => m.AnalysisTab)),
} satisfies LazyTabs<OrganizationTabId, TabProps>;

/** `organizations/{id}/{tabId?}/{encumbranceId?}`: the organization's header and its four tabs. */
export function OrganizationPage() {
  const params = useParams();
  const id = Number(params.id);
  const tab = organizationTabOf(params.tabId);
  const encumbranceId = idOf(params.encumbranceId);
  const user = useCurrentUser();
  const organization = useOne(organizationsResource, id);
  const current = organization.data;
  usePreloadedTab(tabComponents, tab, tab !== 'details');
  return (
    <Box sx={pagePadding}>
      <PageHeader
        title={current?.name ?? 'Organization'}
        subtitle={
          current && (
            <Stack component="span" direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <OrganizationTypeChip type={current.type} />
              {current.industry && (
                <Typography component="span" variant="body2" color="textSecondary">
                  {current.industry.name}
                </Typography>
              )}
            </Stack>
          )
        }
        crumbs={[{ label: 'Organizations', to: '/organizations' }]}
        actions={
          can(user, 'organizations.update') && (
            <Button
              component={Link}
              to={`/organizations/${id}/edit`}
              variant="outlined"
              startIcon={<EditIcon />}
            >
              Edit
            </Button>
          )
        }
      />
      <RouteTabs
        tabs={organizationPageTabs}
        value={tab}
        to={(tabId) => `/organizations/${id}/${tabId}`}
        label="Organization tabs"
      />
      <QueryState
        query={organization}
        label="Loading the organization"
        notFound={`There is no organization ${id}, or you may not see it.`}
      >
        {(loaded) => (
          <LazyTab tabs={tabComponents} tab={tab} props={{ organization: loaded, encumbranceId }} />
        )}
      </QueryState>
    </Box>
  );
}
