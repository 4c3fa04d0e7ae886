import { statisticsCalls } from '@atrium/contract';
import { useStatistic } from '../../api/statistics.ts';
import { FloorPlan } from '../../components/floor-plan/FloorPlan.tsx';
import { CapacitySummary } from './CapacitySummary.tsx';
import { siteBody, useSiteContext } from './siteContext.ts';

/**
 * The site details (specification section 2): only the floors the organization operates, a
 * floor picker when there are several (the first by default), Capacity & Workplace and the floor
 * plan panel, whose date stays within the site's range.
 */
export function SiteDetailsPage() {
  const context = useSiteContext();
  const stats = useStatistic(statisticsCalls.siteStatistics, siteBody(context));
  const range =
    stats.data?.startDate && stats.data.endDate
      ? { startDate: stats.data.startDate, endDate: stats.data.endDate }
      : undefined;
  return (
    <FloorPlan
      building={context.building}
      operatorOrganizationId={context.organizationId}
      range={range}
      summary={(floor) => <CapacitySummary floor={floor} />}
    />
  );
}
