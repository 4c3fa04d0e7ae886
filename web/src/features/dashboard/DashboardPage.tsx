import { Box } from '@mui/material';
import { useActingOrganization } from '../../auth/actingOrganization.ts';
import { PageHeader, pagePadding } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { OccupierDashboard } from './OccupierDashboard.tsx';
import { OperatorDashboard } from './OperatorDashboard.tsx';
import { OwnerDashboard } from './OwnerDashboard.tsx';
import { PlatformDashboard } from './PlatformDashboard.tsx';

const subtitles = {
  OWNER: 'Your portfolio: buildings, leases and how their space is used.',
  OCCUPIER: 'Your leases: how their space is used and what the unused part costs.',
  OPERATOR: 'Your sites: how their floors are used.',
  PLATFORM: 'The platform: its organizations, buildings and data.',
} as const;

/** The dashboard (the empty path): one per kind of organization the user works as. */
export function DashboardPage() {
  const acting = useActingOrganization();
  const name = acting.impersonated?.name ?? acting.ownName;
  return (
    <Box sx={pagePadding}>
      <PageHeader
        title={name ? `Dashboard · ${name}` : 'Dashboard'}
        subtitle={acting.type ? subtitles[acting.type] : undefined}
      />
      {acting.isLoading || acting.type === null ? (
        <PageSpinner label="Loading the dashboard" />
      ) : acting.type === 'OWNER' ? (
        <OwnerDashboard />
      ) : acting.type === 'OCCUPIER' ? (
        <OccupierDashboard />
      ) : acting.type === 'OPERATOR' && acting.id !== null ? (
        <OperatorDashboard organizationId={acting.id} />
      ) : (
        <PlatformDashboard />
      )}
    </Box>
  );
}
