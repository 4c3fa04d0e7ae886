import { Box, Button, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link, useParams } from 'react-router';
import { can, organizationsResource } from '@atrium/contract';
import { useOne, type FullEntity } from '../../../api/resourceHooks.ts';
import { useCurrentUser } from '../../../auth/currentUser.ts';
import { idOf } from '../../../components/list/listSearch.ts';
import { PageHeader, pagePadding } from '../../../components/PageHeader.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { RouteTabs } from '../../../components/RouteTabs.tsx';
import { OrganizationTypeChip } from '../organizationColumns.tsx';
import { AnalysisTab } from './AnalysisTab.tsx';
import { DetailsTab } from './DetailsTab.tsx';
import { InsightsTab } from './InsightsTab.tsx';
import {
  organizationPageTabs,
  organizationTabOf,
  type OrganizationTabId,
} from './organizationTabs.ts';
import { OverviewTab } from './OverviewTab.tsx';

export type OrganizationFull = FullEntity<typeof organizationsResource>;

/** `organizations/{id}/{tabId?}/{encumbranceId?}`: the organization's header and its four tabs. */
export function OrganizationPage() {
  const params = useParams();
  const id = Number(params.id);
  const tab = organizationTabOf(params.tabId);
  const encumbranceId = idOf(params.encumbranceId);
  const user = useCurrentUser();
  const organization = useOne(organizationsResource, id);
  const current = organization.data;
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
        {(loaded) => <TabContent tab={tab} organization={loaded} encumbranceId={encumbranceId} />}
      </QueryState>
    </Box>
  );
}

function TabContent({
  tab,
  organization,
  encumbranceId,
}: {
  tab: OrganizationTabId;
  organization: OrganizationFull;
  encumbranceId: number | null;
}) {
  switch (tab) {
    case 'overview':
      return <OverviewTab organization={organization} />;
    case 'details':
      return <DetailsTab organization={organization} />;
    case 'insights':
      return <InsightsTab organization={organization} />;
    case 'analysis':
      return <AnalysisTab organization={organization} encumbranceId={encumbranceId} />;
  }
}
