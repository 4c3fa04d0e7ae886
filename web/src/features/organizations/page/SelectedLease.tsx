import { Alert, Button, Card, CardContent, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import InsightsIcon from '@mui/icons-material/Insights';
import { Link } from 'react-router';
import { formatPercent, MISSING } from '@atrium/contract';
import { formatCount, formatDay } from '../../../components/charts/formats.ts';
import { EfficiencyTierChip } from '../../../components/EfficiencyTierChip.tsx';
import { FactList } from '../../../components/FactList.tsx';
import { formatArea } from '../../../components/floor-plan/areaFormat.ts';
import type { AnalysedLease } from './analysedLeases.ts';

/**
 * The lease chosen in the analysis (encumbranceId): its figures, and the way to its tenant
 * analysis — the building's tenants tab until the tenant analysis has its own screen.
 */
export function SelectedLease({
  lease,
  encumbranceId,
  onClose,
}: {
  lease: AnalysedLease | null;
  encumbranceId: number;
  onClose: () => void;
}) {
  if (lease === null) {
    return (
      <Alert severity="warning" sx={{ mb: 5 }} onClose={onClose}>
        Lease {encumbranceId} is not one of the organization&apos;s active leases.
      </Alert>
    );
  }
  return (
    <Card sx={{ mb: 5 }} component="section" aria-label="Chosen lease">
      <CardContent sx={{ p: { xs: 4, md: 5 } }}>
        <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-start', mb: 4 }}>
          <Stack sx={{ flex: 1, minWidth: 0 }} spacing={1}>
            <Typography variant="h6" component="h2">
              {lease.tenant === null
                ? lease.buildingName
                : `${lease.tenant} in ${lease.buildingName}`}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {[
                lease.usageType ?? 'Lease',
                lease.startDate &&
                  `${formatDay(lease.startDate)} – ${lease.endDate === null ? 'open-ended' : formatDay(lease.endDate)}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Stack>
          <EfficiencyTierChip tier={lease.tier} />
          <Button
            component={Link}
            to={`/buildings/${lease.buildingId}/tenants/${lease.tenantId}`}
            variant="contained"
            startIcon={<InsightsIcon />}
          >
            Tenant analysis
          </Button>
          <IconButton aria-label="Close the lease" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {lease.issues.map((issue) => (
          <Alert key={issue} severity="warning" sx={{ mb: 3 }}>
            {issue}
          </Alert>
        ))}
        <FactList
          label="The lease's figures"
          facts={[
            { term: 'Rentable area', value: formatArea(lease.rentableSF, lease.units) },
            {
              term: 'Capacity',
              value: lease.capacity === null ? MISSING : `${formatCount(lease.capacity)} seats`,
            },
            {
              term: 'Peak occupancy',
              value:
                lease.peakOccupancyDate === null
                  ? formatCount(lease.peakOccupancy)
                  : `${formatCount(lease.peakOccupancy)} on ${formatDay(lease.peakOccupancyDate)}`,
            },
            { term: 'Average occupancy', value: formatCount(lease.averageOccupancy) },
            { term: 'Projected area', value: formatArea(lease.projectedArea, lease.units) },
            { term: 'Efficiency', value: formatPercent(lease.efficiency) },
          ]}
        />
      </CardContent>
    </Card>
  );
}
