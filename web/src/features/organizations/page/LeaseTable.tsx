import { formatPercent, MISSING } from '@atrium/contract';
import {
  formatCount,
  formatDay,
  formatFlooredPercent,
} from '../../../components/charts/formats.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import { EfficiencyTierChip } from '../../../components/EfficiencyTierChip.tsx';
import { formatArea } from '../../../components/floor-plan/areaFormat.ts';
import type { LeaseStatistic } from './AnalysisTab.tsx';

/** Every active lease with its figures and efficiency tier; a row opens the lease. */
export function LeaseTable({
  leases,
  loading,
  onChoose,
}: {
  leases: readonly LeaseStatistic[];
  loading: boolean;
  onChoose: (lease: LeaseStatistic) => void;
}) {
  return (
    <DataTable<LeaseStatistic>
      label="Leases"
      rows={leases}
      loading={loading}
      getRowId={(lease) => lease.tenantId}
      emptyText="No active leases."
      onRowClick={onChoose}
      columns={[
        { field: 'buildingName', header: 'Building' },
        { field: 'usageType', header: 'Usage', render: (l) => l.usageType ?? MISSING },
        {
          field: 'endDate',
          header: 'Ends',
          render: (l) => (l.endDate === null ? MISSING : formatDay(l.endDate)),
        },
        {
          field: 'rentableSF',
          header: 'Rentable area',
          align: 'right',
          render: (l) => formatArea(l.rentableSF, l.units) ?? MISSING,
        },
        {
          field: 'capacity',
          header: 'Capacity',
          align: 'right',
          render: (l) => (l.issues.length > 0 ? 'Capacity is missing' : formatCount(l.capacity)),
        },
        {
          field: 'peakOccupancy',
          header: 'Peak occupancy',
          align: 'right',
          render: (l) => formatCount(l.peakOccupancy),
        },
        {
          field: 'averageUtilization',
          header: 'Average utilization',
          align: 'right',
          render: (l) => formatFlooredPercent(l.averageUtilization),
        },
        {
          field: 'efficiency',
          header: 'Efficiency',
          align: 'right',
          render: (l) => formatPercent(l.efficiency),
        },
        {
          field: 'efficiencyTier',
          header: 'Tier',
          render: (l) => <EfficiencyTierChip tier={l.efficiencyTier} />,
          exportValue: (l) => l.efficiencyTier,
        },
      ]}
    />
  );
}
