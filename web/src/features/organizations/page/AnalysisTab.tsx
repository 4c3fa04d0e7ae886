import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  efficiencyTierLabels,
  efficiencyTiers,
  formatPercent,
  statisticsCalls,
  type EfficiencyTier,
  type OrganizationEfficiencyMonthly,
} from '@atrium/contract';
import { useStatistic } from '../../../api/statistics.ts';
import { BarChart } from '../../../components/charts/BarChart.tsx';
import { formatMonth, formatRange } from '../../../components/charts/formats.ts';
import { TileRow } from '../../../components/PageGrid.tsx';
import { QueryError } from '../../../components/QueryError.tsx';
import { Section } from '../../../components/Section.tsx';
import { StatTile } from '../../../components/StatTile.tsx';
import { fromOwnLease, fromTenantLease, type AnalysedLease } from './analysedLeases.ts';
import { LeaseTable } from './LeaseTable.tsx';
import { notTheirFigures } from './organizationTabs.ts';
import type { OrganizationFull } from './OrganizationPage.tsx';
import { SelectedLease } from './SelectedLease.tsx';
import { useTierColours } from '../../../components/EfficiencyTierChip.tsx';

type Month = OrganizationEfficiencyMonthly['items'][number];

/** Efficiency per month: all the leases together, and the chosen lease beside them. */
function efficiencyBars(months: readonly Month[], lease: AnalysedLease | null) {
  return {
    categories: months.map((m) => formatMonth(m.year, m.month)),
    series: [
      { name: 'All leases', values: months.map((m) => m.efficiency) },
      ...(lease
        ? [
            {
              name: lease.buildingName,
              values: months.map(
                (m) => m.items.find((item) => item.tenantId === lease.tenantId)?.efficiency ?? null,
              ),
            },
          ]
        : []),
    ],
  };
}

/** An owner's tenants' leases by tier in each of its buildings. */
function tierBars(leases: readonly AnalysedLease[], colours: Record<EfficiencyTier, string>) {
  const buildings = [...new Set(leases.map((l) => l.buildingName))].sort();
  return {
    categories: buildings,
    series: efficiencyTiers.map((tier) => ({
      name: efficiencyTierLabels[tier],
      colour: colours[tier],
      values: buildings.map(
        (name) => leases.filter((l) => l.buildingName === name && l.tier === tier).length,
      ),
    })),
  };
}

/**
 * Analysis: every lease with its efficiency tier and a chart, and the chosen lease
 * (encumbranceId) leading to its tenant analysis. An organization's own leases come from
 * `/tenant/statistics` with `/tenant/efficiency-monthly`; an owner holds none, so its tab
 * analyses its tenants' leases in its buildings (`/encumbrances/statistic/tenants`).
 */
export function AnalysisTab(props: {
  organization: OrganizationFull;
  encumbranceId: number | null;
}) {
  return props.organization.type === 'OWNER' ? (
    <OwnerAnalysis {...props} />
  ) : (
    <OwnLeasesAnalysis {...props} />
  );
}

function OwnLeasesAnalysis({
  organization,
  encumbranceId,
}: {
  organization: OrganizationFull;
  encumbranceId: number | null;
}) {
  const body = { organizationId: organization.id };
  const leases = useStatistic(statisticsCalls.organizationTenantStatistics, body);
  const monthly = useStatistic(statisticsCalls.organizationEfficiencyMonthly, body);
  const items = leases.data?.items.map(fromOwnLease);
  const chosen = items?.find((lease) => lease.tenantId === encumbranceId) ?? null;
  return (
    <AnalysisLayout
      organization={organization}
      encumbranceId={encumbranceId}
      query={leases}
      leases={items}
      range={formatRange(leases.data?.startDate, leases.data?.endDate)}
      withTenant={false}
      chart={
        <BarChart
          title="Efficiency by month"
          subtitle={formatRange(monthly.data?.startDate, monthly.data?.endDate)}
          data={monthly.data && efficiencyBars(monthly.data.items, chosen)}
          format="percent"
          categoryLabel="Month"
          loading={monthly.isPending}
          error={monthly.error}
        />
      }
    />
  );
}

function OwnerAnalysis({
  organization,
  encumbranceId,
}: {
  organization: OrganizationFull;
  encumbranceId: number | null;
}) {
  const colours = useTierColours();
  const statistics = useStatistic(statisticsCalls.organizationStatistics, {
    organizationId: organization.id,
  });
  const buildings = statistics.data?.buildings ?? [];
  const names = new Map(buildings.map((b) => [b.buildingId, b.name]));
  const leases = useStatistic(
    statisticsCalls.tenantStatistics,
    buildings.length > 0 ? { buildingId: buildings.map((b) => b.buildingId) } : null,
  );
  const none = statistics.data !== undefined && buildings.length === 0;
  const items = none
    ? []
    : leases.data?.items.map((lease) =>
        fromTenantLease(lease, (id) => names.get(id) ?? `Building ${id}`),
      );
  return (
    <AnalysisLayout
      organization={organization}
      encumbranceId={encumbranceId}
      query={statistics.isError ? statistics : leases}
      leases={items}
      range={formatRange(statistics.data?.startDate, statistics.data?.endDate)}
      withTenant
      chart={
        <BarChart
          title="Leases by efficiency tier"
          subtitle="In each building"
          data={items && tierBars(items, colours)}
          stacked
          categoryLabel="Building"
          loading={items === undefined}
        />
      }
    />
  );
}

function AnalysisLayout({
  organization,
  encumbranceId,
  query,
  leases,
  range,
  withTenant,
  chart,
}: {
  organization: OrganizationFull;
  encumbranceId: number | null;
  query: UseQueryResult;
  /** Undefined while loading. */
  leases: AnalysedLease[] | undefined;
  range: string | undefined;
  withTenant: boolean;
  chart: ReactNode;
}) {
  const navigate = useNavigate();
  if (query.isError) {
    return <QueryError query={query} notFound={notTheirFigures(organization.name)} />;
  }
  const loading = leases === undefined;
  const chosen = leases?.find((lease) => lease.tenantId === encumbranceId) ?? null;
  const count = (tier: (typeof efficiencyTiers)[number]) =>
    leases?.filter((lease) => lease.tier === tier).length;
  return (
    <>
      <TileRow label="Leases by efficiency tier">
        <StatTile label="Active leases" value={leases?.length} loading={loading} caption={range} />
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
        subtitle={`Projected area (peak occupancy × target density) as a share of the rentable area: ${formatPercent(0.85)} or more is an expansion tenant, below ${formatPercent(0.4)} churn.`}
      >
        {chart}
      </Section>
      <Section title="Leases" subtitle="Choose a lease to see it and open its tenant analysis.">
        <LeaseTable
          leases={leases ?? []}
          loading={loading}
          withTenant={withTenant}
          onChoose={(lease) => {
            void navigate(`/organizations/${organization.id}/analysis/${lease.tenantId}`);
          }}
        />
      </Section>
    </>
  );
}
