import { useState, type ReactNode } from 'react';
import { Box, Card, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router';
import {
  can,
  encumbrancesResource,
  formatPercent,
  MISSING,
  statisticsCalls,
  type BuildingFull,
} from '@atrium/contract';
import { useAll } from '../../api/resourceHooks.ts';
import { useStatistic } from '../../api/statistics.ts';
import { useCurrentUser } from '../../auth/currentUser.ts';
import { formatFlooredPercent } from '../../components/charts/formats.ts';
import { CaptionedCell } from '../../components/CaptionedCell.tsx';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { todayIn } from '../../components/date-range/calendarDate.ts';
import { EfficiencyTierChip } from '../../components/EfficiencyTierChip.tsx';
import { formatArea } from '../../components/floor-plan/areaFormat.ts';
import { LoadError } from '../../components/QueryState.tsx';
import type { SortOrder } from '../../components/tableState.ts';
import { buildingIdsBody } from './buildingIds.ts';
import { sortTenantRows, tenantRows, type TenantRow } from './tenantRows.ts';
import type { TenantRef } from './TenantAnalysis.tsx';

function changeText(change: number | null): string {
  if (change === null) return MISSING;
  const text = formatPercent(change);
  return change > 0 && text !== '0.0%' ? `+${text}` : text;
}

function monthsText(months: TenantRow['monthsRemaining']): string {
  if (months === null) return 'Open-ended';
  return months === 'EXPIRED' ? 'EXPIRED' : String(months);
}

export type TenantsTableProps = {
  buildings: readonly BuildingFull[];
  /** The lease whose analysis is shown below, marked in the table. */
  selectedId: number | null;
  onSelect: (tenant: TenantRef) => void;
  /** Buttons above the table, e.g. 'Add lease'. */
  actions?: ReactNode;
};

/**
 * Every active lease of the buildings at a glance, sortable by tenant, area, capacity, peak and
 * average utilization, efficiency tier, months remaining and month-over-month change; a row
 * opens the tenant's analysis, its pencil the lease editor.
 */
export function TenantsTable({ buildings, selectedId, onSelect, actions }: TenantsTableProps) {
  const user = useCurrentUser();
  const body = buildingIdsBody(buildings);
  const [sort, setSort] = useState<SortOrder>(null);
  const tenants = useStatistic(statisticsCalls.tenantStatistics, body);
  const changes = useStatistic(statisticsCalls.tenantsAverageOccupancy, body);
  const leases = useAll(encumbrancesResource, {
    where: { buildingId: { in: buildings.map((b) => b.id) }, status: 'ACTIVE' },
  });
  const today = (id: number) => todayIn(buildings.find((b) => b.id === id)?.timeZone ?? 'UTC');
  const rows =
    tenants.data &&
    tenantRows(
      tenants.data.items,
      new Map((leases.data ?? []).map((l) => [l.id, l])),
      new Map((changes.data?.items ?? []).map((c) => [c.tenantId, c.change])),
      today,
    );
  const editable = can(user, 'buildings.update');
  // Without a choice the analysis shows the first active lease: mark that one.
  const shownId = selectedId ?? tenants.data?.items[0]?.tenantId ?? null;
  const columns: DataTableColumn<TenantRow>[] = [
    {
      field: 'orgName',
      header: 'Tenant',
      sortable: true,
      render: (row) => (
        <CaptionedCell
          caption={[row.usageType, row.parentId === null ? null : 'Sublease']
            .filter(Boolean)
            .join(' · ')}
        >
          <Box component="span" sx={{ fontWeight: row.tenantId === shownId ? 600 : 400 }}>
            {row.orgName}
          </Box>
        </CaptionedCell>
      ),
      exportValue: (row) => row.orgName,
    },
    {
      field: 'rentableSF',
      header: 'Area',
      sortable: true,
      align: 'right',
      render: (row) => formatArea(row.rentableSF, row.units) ?? MISSING,
    },
    {
      field: 'capacity',
      header: 'Capacity',
      sortable: true,
      align: 'right',
      // Its figures keep to one line, a deduction's message ('Capacity is missing in the
      // sublease') wraps.
      nowrap: false,
      render: (row) => row.capacity ?? row.capacityIssue ?? 'Capacity is missing',
    },
    {
      field: 'peakUtilization',
      header: 'Peak utilization',
      sortable: true,
      align: 'right',
      render: (row) => formatPercent(row.peakUtilization),
    },
    {
      field: 'averageUtilization',
      header: 'Average utilization',
      sortable: true,
      align: 'right',
      render: (row) => formatFlooredPercent(row.averageUtilization),
    },
    {
      field: 'tier',
      header: 'Efficiency tier',
      sortable: true,
      render: (row) => <EfficiencyTierChip tier={row.tier} />,
    },
    {
      field: 'monthsRemaining',
      header: 'Months remaining',
      sortable: true,
      align: 'right',
      render: (row) => monthsText(row.monthsRemaining),
    },
    {
      field: 'change',
      header: 'Change (MoM)',
      sortable: true,
      align: 'right',
      render: (row) => changeText(row.change),
    },
    ...(editable
      ? [
          {
            field: 'edit',
            header: 'Edit',
            render: (row: TenantRow) => (
              <Tooltip title={`Edit the lease of ${row.orgName}`}>
                <IconButton
                  size="small"
                  component={Link}
                  to={`/buildings/${row.buildingId}/tenants/${row.parentId ?? row.tenantId}/edit`}
                  aria-label={`Edit the lease of ${row.orgName}`}
                  onClick={(event) => {
                    event.stopPropagation();
                  }}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card variant="outlined" sx={{ p: { xs: 4, md: 5 } }}>
      <Stack
        direction="row"
        spacing={3}
        sx={{ mb: 4, alignItems: 'flex-start', justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Tenants
          </Typography>
          <Typography variant="body2" color="textSecondary">
            Active leases; capacity after subleases, utilization over each lease's last year of
            data. Choose a tenant to analyse it below.
          </Typography>
        </Box>
        {actions}
      </Stack>
      {tenants.isError ? (
        <LoadError error={tenants.error} onRetry={() => void tenants.refetch()} />
      ) : (
        // Dense: its nine columns fit the card at 1440 px; narrower, it scrolls inside it.
        <DataTable<TenantRow>
          label="Tenants"
          dense
          loading={tenants.isPending}
          rows={sortTenantRows(rows ?? [], sort)}
          getRowId={(row) => row.tenantId}
          columns={columns}
          sort={sort}
          onSortChange={setSort}
          onRowClick={(row) => {
            onSelect({ tenantId: row.tenantId, buildingId: row.buildingId });
          }}
          emptyText="No active leases"
        />
      )}
    </Card>
  );
}
