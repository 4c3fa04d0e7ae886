import { useNavigate } from 'react-router';
import {
  abbreviateMoney,
  formatPercent,
  MISSING,
  statisticsCalls,
  type TenantStatistic,
} from '@atrium/contract';
import { useStatistic } from '../../../api/statistics.ts';
import { useActingOrganization } from '../../../auth/actingOrganization.ts';
import { formatCount } from '../../../components/charts/formats.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import { EfficiencyTierChip } from '../../../components/EfficiencyTierChip.tsx';
import { QueryError } from '../../../components/QueryError.tsx';
import { Section } from '../../../components/Section.tsx';
import { useClientPaging } from '../../../components/useClientPaging.ts';
import type { NetworkFull } from '../networkColumns.tsx';
import { TenantPanel } from './TenantPanel.tsx';

/** Operators see 'TCO' where others see 'Revenue' (specification section 1). */
export const moneyLabel = (type: string | null) => (type === 'OPERATOR' ? 'TCO' : 'Revenue');

/** Keeps an amount and its currency on one line. */
const NO_BREAK = '\u00a0';

export const moneyText = (value: number | null, currency: string) =>
  value === null ? MISSING : `${abbreviateMoney(value)}${NO_BREAK}${currency}`;

/**
 * The tenants across the network's buildings (`/encumbrances/statistic/tenants`): every active
 * lease, and the chosen one (encumbranceId; the first by default) analysed with the tenant's
 * other leases in the network.
 */
export function NetworkTenantsTab({
  network,
  encumbranceId,
}: {
  network: NetworkFull;
  encumbranceId: number | null;
}) {
  const navigate = useNavigate();
  const acting = useActingOrganization();
  const ids = network.buildings.map((b) => b.id);
  const tenants = useStatistic(
    statisticsCalls.tenantStatistics,
    ids.length > 0 ? { buildingId: ids } : null,
  );
  const buildingNames = new Map(network.buildings.map((b) => [b.id, b.name]));
  const { pageRows, pagination } = useClientPaging(tenants.data?.items ?? []);
  if (tenants.isError) {
    return <QueryError query={tenants} notFound="The network's tenants are not available." />;
  }
  const items = tenants.data?.items ?? [];
  const chosen =
    items.find((tenant) => tenant.tenantId === encumbranceId) ??
    (encumbranceId === null ? (items[0] ?? null) : null);
  const label = moneyLabel(acting.type);
  return (
    <>
      {chosen && (
        <TenantPanel
          tenant={chosen}
          network={network}
          leases={items.filter((t) => t.organizationId === chosen.organizationId)}
          moneyLabel={label}
        />
      )}
      <Section
        title="Tenants"
        subtitle="Every active lease in the network's buildings. Choose one to analyse its tenant."
      >
        <DataTable<TenantStatistic>
          label="Tenants"
          rows={pageRows}
          pagination={pagination}
          loading={ids.length > 0 && tenants.isPending}
          getRowId={(t) => t.tenantId}
          emptyText="No active leases in the network's buildings."
          onRowClick={(t) => {
            void navigate(`/networks/${network.id}/tenants/${t.tenantId}`);
          }}
          columns={[
            { field: 'orgName', header: 'Tenant' },
            {
              field: 'buildingId',
              header: 'Building',
              render: (t) => buildingNames.get(t.buildingId) ?? MISSING,
            },
            { field: 'usageType', header: 'Usage', render: (t) => t.usageType ?? MISSING },
            {
              field: 'capacity',
              header: 'Capacity',
              align: 'right',
              render: (t) =>
                t.issues.length > 0 ? 'Capacity is missing' : formatCount(t.capacity),
            },
            {
              field: 'averageOccupancy',
              header: 'Average occupancy',
              align: 'right',
              render: (t) => formatCount(t.averageOccupancy),
            },
            {
              field: 'efficiency',
              header: 'Efficiency',
              align: 'right',
              render: (t) => formatPercent(t.efficiency),
            },
            { field: 'tier', header: 'Tier', render: (t) => <EfficiencyTierChip tier={t.tier} /> },
            {
              field: 'revenue',
              header: label,
              align: 'right',
              render: (t) => moneyText(t.revenue, t.currency),
            },
          ]}
        />
      </Section>
    </>
  );
}
