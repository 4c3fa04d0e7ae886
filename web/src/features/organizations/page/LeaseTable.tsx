import { formatPercent, MISSING } from '@atrium/contract';
import { formatCount, formatDay } from '../../../components/charts/formats.ts';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { EfficiencyTierChip } from '../../../components/EfficiencyTierChip.tsx';
import { formatArea } from '../../../components/floor-plan/areaFormat.ts';
import { useClientPaging } from '../../../components/useClientPaging.ts';
import type { AnalysedLease } from './analysedLeases.ts';

/** Every lease with its figures and efficiency tier; a row opens the lease. */
export function LeaseTable({
  leases,
  loading,
  withTenant,
  onChoose,
}: {
  leases: readonly AnalysedLease[];
  loading: boolean;
  /** An owner's leases name their tenant; an organization's own leases their end. */
  withTenant: boolean;
  onChoose: (lease: AnalysedLease) => void;
}) {
  const columns: DataTableColumn<AnalysedLease>[] = [
    { field: 'buildingName', header: 'Building' },
    withTenant
      ? { field: 'tenant', header: 'Tenant', render: (l) => l.tenant ?? MISSING }
      : {
          field: 'endDate',
          header: 'Ends',
          // A date never wraps: '27 Dec 2027' on one line.
          render: (l) =>
            l.endDate === null ? MISSING : formatDay(l.endDate).replace(/ /g, '\u00a0'),
        },
    { field: 'usageType', header: 'Usage', render: (l) => l.usageType ?? MISSING },
    {
      field: 'rentableSF',
      header: 'Rentable area',
      align: 'right',
      render: (l) => formatArea(l.rentableSF, l.units)?.replace(/ /g, '\u00a0') ?? MISSING,
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
      field: 'averageOccupancy',
      header: 'Average occupancy',
      align: 'right',
      render: (l) => formatCount(l.averageOccupancy),
    },
    {
      field: 'efficiency',
      header: 'Efficiency',
      align: 'right',
      render: (l) => formatPercent(l.efficiency),
    },
    {
      field: 'tier',
      header: 'Tier',
      render: (l) => <EfficiencyTierChip tier={l.tier} />,
      exportValue: (l) => l.tier,
    },
  ];
  const { pageRows, pagination } = useClientPaging(leases);
  return (
    <DataTable<AnalysedLease>
      label="Leases"
      rows={pageRows}
      pagination={pagination}
      loading={loading}
      getRowId={(lease) => lease.tenantId}
      emptyText="No active leases."
      onRowClick={onChoose}
      columns={columns}
    />
  );
}
