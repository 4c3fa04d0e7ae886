import { useNavigate } from 'react-router';
import {
  efficiencyTierLabels,
  efficiencyTiers,
  formatPercent,
  statisticsCalls,
  type OrganizationEfficiencyMonthly,
  type OrganizationTenantStatistics,
} from '@atrium/contract';
import { useStatistic } from '../../../api/statistics.ts';
import { BarChart } from '../../../components/charts/BarChart.tsx';
import { formatMonth, formatRange } from '../../../components/charts/formats.ts';
import { TileRow } from '../../../components/PageGrid.tsx';
import { QueryError } from '../../../components/QueryError.tsx';
import { Section } from '../../../components/Section.tsx';
import { StatTile } from '../../../components/StatTile.tsx';
import { LeaseTable } from './LeaseTable.tsx';
import { SelectedLease } from './SelectedLease.tsx';
import { notTheirFigures } from './organizationTabs.ts';
import type { OrganizationFull } from './OrganizationPage.tsx';

export type LeaseStatistic = OrganizationTenantStatistics['items'][number];
type Month = OrganizationEfficiencyMonthly['items'][number];

/** Efficiency per month: all the leases together, and the chosen lease beside them. */
function efficiencyBars(months: readonly Month[], lease: LeaseStatistic | null) {
  return {
    categories: months.map((m) => formatMonth(m.year, m.month)),
    series: [
      { name: 'All leases', values: months.map((m) => m.efficiency) },
      ...(lease
        ? [
            {
              name: `${lease.buildingName} (lease ${lease.tenantId})`,
              values: months.map(
                (m) => m.items.find((item) => item.tenantId === lease.tenantId)?.efficiency ?? null,
              ),
            },
          ]
        : []),
    ],
  };
}

/**
 * Analysis: `/tenant/statistics` (every active lease with its efficiency tier) and
 * `/tenant/efficiency-monthly`; choosing a lease (encumbranceId) shows it and leads to its
 * tenant analysis.
 */
export function AnalysisTab({
  organization,
  encumbranceId,
}: {
  organization: OrganizationFull;
  encumbranceId: number | null;
}) {
  const navigate = useNavigate();
  const body = { organizationId: organization.id };
  const leases = useStatistic(statisticsCalls.organizationTenantStatistics, body);
  const monthly = useStatistic(statisticsCalls.organizationEfficiencyMonthly, body);
  if (leases.isError) {
    return <QueryError query={leases} notFound={notTheirFigures(organization.name)} />;
  }
  const items = leases.data?.items;
  const loading = leases.isPending;
  const chosen = items?.find((lease) => lease.tenantId === encumbranceId) ?? null;
  const count = (tier: (typeof efficiencyTiers)[number]) =>
    items?.filter((lease) => lease.efficiencyTier === tier).length;
  return (
    <>
      <TileRow label="Leases by efficiency tier">
        <StatTile label="Leases" value={items?.length} loading={loading} caption="Active" />
        {efficiencyTiers.map((tier) => (
          <StatTile
            key={tier}
            label={efficiencyTierLabels[tier]}
            value={count(tier)}
            loading={loading}
            caption="Leases"
          />
        ))}
      </TileRow>
      {encumbranceId !== null && !loading && (
        <SelectedLease
          lease={chosen}
          encumbranceId={encumbranceId}
          onClose={() => {
            void navigate(`/organizations/${organization.id}/analysis`);
          }}
        />
      )}
      <Section
        title="Efficiency"
        subtitle="Projected area (peak occupancy × target density) as a share of the rentable area."
      >
        <BarChart
          title="Efficiency by month"
          subtitle={formatRange(monthly.data?.startDate, monthly.data?.endDate)}
          data={monthly.data && efficiencyBars(monthly.data.items, chosen)}
          format="percent"
          categoryLabel="Month"
          loading={monthly.isPending}
          error={monthly.error}
        />
      </Section>
      <Section
        title="Leases"
        subtitle={`${formatRange(leases.data?.startDate, leases.data?.endDate) ?? ''} · Choose a lease to see it; efficiency ${formatPercent(0.85)} or more is an expansion tenant.`}
      >
        <LeaseTable
          leases={items ?? []}
          loading={loading}
          onChoose={(lease) => {
            void navigate(`/organizations/${organization.id}/analysis/${lease.tenantId}`);
          }}
        />
      </Section>
    </>
  );
}
