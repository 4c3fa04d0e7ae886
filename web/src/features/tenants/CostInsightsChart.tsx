import { abbreviateMoney } from '@atrium/contract';
import type { ChartFrameProps } from '../../components/charts/ChartCard.tsx';
import { DonutChart } from '../../components/charts/DonutChart.tsx';
import type { DonutData } from '../../components/charts/donutChart.ts';
import type { TenantAnalysisData } from './useTenantAnalysis.ts';

/** The specification's text for the cost donut of a tenant that is not an office (section 5). */
export const NOT_FOR_NON_OFFICE = 'Not available for non-office tenants';

const EMPTY: DonutData = { slices: [] };

/**
 * Cost Insights: the rent split into the seats used on an average day, those held only for the
 * peak, and those never used (`/encumbrances/statistic/building-costs`); zero slices left out.
 */
export function CostInsightsChart({
  data,
  frame,
}: {
  data: TenantAnalysisData;
  frame: Omit<ChartFrameProps, 'title'>;
}) {
  const { isOffice, figures, cost } = data;
  const title = 'Cost Insights';
  if (isOffice === false)
    return <DonutChart {...frame} title={title} data={EMPTY} emptyText={NOT_FOR_NON_OFFICE} />;
  if (figures?.capacityMessage) {
    return <DonutChart {...frame} title={title} data={EMPTY} emptyText={figures.capacityMessage} />;
  }
  const answer = cost.data;
  const slices: DonutData | undefined = answer && {
    slices: [
      { label: 'Utilized', value: answer.utilizedCost },
      { label: 'Underutilized', value: answer.underutilizedCost },
      { label: 'Unused', value: answer.unusedCost },
    ],
  };
  const total =
    answer &&
    [answer.utilizedCost, answer.underutilizedCost, answer.unusedCost].reduce<number>(
      (sum, value) => sum + (value ?? 0),
      0,
    );
  return (
    <DonutChart
      {...frame}
      title={title}
      data={slices}
      sliceLabel="Cost"
      centreLabel={total ? `${abbreviateMoney(total)} ${answer.currency}` : undefined}
      loading={frame.loading === true || (cost.isFetching && cost.isPlaceholderData)}
      error={cost.error}
    />
  );
}
