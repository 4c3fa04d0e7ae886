import { statisticsCalls } from '@atrium/contract';
import { useStatistic } from '../../../api/statistics.ts';
import type { OrganizationFull } from './OrganizationPage.tsx';
import { RtoSection } from './RtoSection.tsx';
import { SegmentsSection, TenantChangesSection, TenantsSection } from './TenantInsights.tsx';

/**
 * Insights: return to office against the RTO period, the tenants by industry, the tenants in the
 * organization's buildings and the four whose occupancy changed most month over month.
 */
export function InsightsTab({ organization }: { organization: OrganizationFull }) {
  // The organization's buildings, for the calls that take buildings.
  const statistics = useStatistic(statisticsCalls.organizationStatistics, {
    organizationId: organization.id,
  });
  const buildingIds = statistics.data?.buildings.map((b) => b.buildingId) ?? null;
  return (
    <>
      <RtoSection organization={organization} />
      <TenantChangesSection buildingIds={statistics.isError ? [] : buildingIds} />
      {/* Tenants by industry are an owner's (its buildings' tenants); an occupier's or an
          operator's answer is always empty. */}
      {(organization.type === 'OWNER' || organization.type === 'PLATFORM') && (
        <SegmentsSection organizationId={organization.id} name={organization.name} />
      )}
      <TenantsSection buildingIds={statistics.isError ? [] : buildingIds} />
    </>
  );
}
