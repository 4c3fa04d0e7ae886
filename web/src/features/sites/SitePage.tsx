import { Box, Tab, Tabs } from '@mui/material';
import { Link, Outlet, useLocation, useParams } from 'react-router';
import { buildingsResource } from '@atrium/contract';
import { useOne } from '../../api/resourceHooks.ts';
import { PageHeader, pagePadding } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { addressOf } from '../buildings/page/BuildingFacts.tsx';
import { NoOrganizationSelected } from './NoOrganizationSelected.tsx';
import type { SiteContext } from './siteContext.ts';
import { useSiteOrganization } from './useSiteOrganization.ts';

const tabs = [
  { id: 'overview', label: 'Overview', path: '' },
  { id: 'details', label: 'Details', path: '/details' },
  { id: 'analysis', label: 'Analysis', path: '/analysis' },
] as const;

/** `sites/{id}`: the site's building, its tabs Overview (the index), Details and Analysis. */
export function SitePage() {
  const id = Number(useParams().id);
  const { pathname } = useLocation();
  const tab = tabs.find((item) => item.path && pathname.endsWith(item.path)) ?? tabs[0];
  const building = useOne(buildingsResource, id);
  const site = useSiteOrganization();

  return (
    <Box sx={pagePadding}>
      <PageHeader
        title={building.data?.name ?? 'Site'}
        subtitle={building.data ? addressOf(building.data) || undefined : undefined}
        crumbs={[{ label: 'Sites', to: '/locations' }]}
      />
      <Tabs
        value={tab.id}
        variant="scrollable"
        aria-label="Site tabs"
        sx={{ mb: 5, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((item) => (
          <Tab
            key={item.id}
            value={item.id}
            label={item.label}
            component={Link}
            to={`/sites/${id}${item.path}`}
          />
        ))}
      </Tabs>
      <QueryState
        query={building}
        label="Loading the site"
        notFound={`There is no site ${id}, or you may not see it.`}
      >
        {(current) => {
          if (site.loading) return <PageSpinner label="Loading the site" />;
          if (site.organizationId === null) return <NoOrganizationSelected />;
          const context: SiteContext = { building: current, organizationId: site.organizationId };
          return <Outlet context={context} />;
        }}
      </QueryState>
    </Box>
  );
}
