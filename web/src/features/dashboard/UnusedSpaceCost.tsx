import { statisticsCalls, type StatisticsResponse } from '@atrium/contract';
import { useStatistics } from '../../api/statistics.ts';
import { DonutChart } from '../../components/charts/DonutChart.tsx';
import { StatTile } from '../../components/StatTile.tsx';
import { abbreviateMoney } from '@atrium/contract';
import { DashboardGrid, DashboardSection } from './DashboardSection.tsx';

type Lease = StatisticsResponse<
  typeof statisticsCalls.organizationTenantStatistics
>['items'][number];
type Cost = StatisticsResponse<typeof statisticsCalls.buildingCosts>;

/** The leases' building costs added per currency (currencies are never added together). */
export function costsByCurrency(costs: readonly Cost[]) {
  const totals = new Map<string, { utilized: number; underutilized: number; unused: number }>();
  for (const cost of costs) {
    if (cost.unusedCost === null) continue;
    const total = totals.get(cost.currency) ?? { utilized: 0, underutilized: 0, unused: 0 };
    total.utilized += cost.utilizedCost ?? 0;
    total.underutilized += cost.underutilizedCost ?? 0;
    total.unused += cost.unusedCost;
    totals.set(cost.currency, total);
  }
  return [...totals].sort(([, a], [, b]) => b.unused - a.unused);
}

/**
 * The cost of unused space: each office lease's rent split into the seats used on an average
 * day, those held only for the peak and those never used (building cost, docs/metrics.md).
 */
export function UnusedSpaceCost({ leases }: { leases: readonly Lease[] | undefined }) {
  const office = (leases ?? []).filter((lease) => lease.usageType === 'Office');
  const costs = useStatistics(
    statisticsCalls.buildingCosts,
    office.map((lease) => ({ buildingId: lease.buildingId, tenantId: lease.tenantId })),
  );
  const totals = costsByCurrency(costs.data ?? []);
  const [main] = totals;
  const loading = leases === undefined || costs.isPending;
  return (
    <DashboardSection title="Cost of Unused Space" link={{ label: 'Buildings', to: '/buildings' }}>
      <DashboardGrid columns={2}>
        <StatTile
          label="Unused Space"
          value={main ? `${main[0]} ${abbreviateMoney(main[1].unused)}` : null}
          caption={
            main
              ? totals
                  .slice(1)
                  .map(([currency, total]) => `${currency} ${abbreviateMoney(total.unused)}`)
                  .join(' · ') || `a year, over ${office.length} office leases`
              : 'No office lease with rent, seats and occupancy'
          }
          goodWhen="down"
          loading={loading}
        />
        <DonutChart
          title={main ? `Rent by use (${main[0]})` : 'Rent by use'}
          headingLevel="h3"
          height={200}
          error={costs.error}
          sliceLabel="Use"
          data={
            loading
              ? undefined
              : {
                  slices: main
                    ? [
                        { label: 'Utilized', value: main[1].utilized },
                        { label: 'Underutilized', value: main[1].underutilized },
                        { label: 'Unused', value: main[1].unused },
                      ]
                    : [],
                }
          }
        />
      </DashboardGrid>
    </DashboardSection>
  );
}
