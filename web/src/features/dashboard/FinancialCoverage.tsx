import { coverageStates, statisticsCalls } from '@atrium/contract';
import { useStatistic } from '../../api/statistics.ts';
import { DonutChart } from '../../components/charts/DonutChart.tsx';
import { coverageColours, coverageLabels } from './dashboardFigures.ts';
import { DashboardSection } from './DashboardSection.tsx';

/** Buildings by financial coverage (rent, area and dates of their leases). */
export function FinancialCoverage() {
  const coverage = useStatistic(statisticsCalls.financialCoverage, {});
  const items = coverage.data?.items;
  return (
    <DashboardSection title="Financial Coverage" link={{ label: 'Buildings', to: '/buildings' }}>
      <DonutChart
        title="Buildings by financial coverage"
        headingLevel="h3"
        format="count"
        sliceLabel="Coverage"
        error={coverage.error}
        centreLabel={items ? `${items.length} buildings` : undefined}
        data={
          items && {
            slices: coverageStates.map((state) => ({
              label: coverageLabels[state],
              value: items.filter((item) => item.state === state).length,
              colour: coverageColours[state],
            })),
          }
        }
      />
    </DashboardSection>
  );
}
