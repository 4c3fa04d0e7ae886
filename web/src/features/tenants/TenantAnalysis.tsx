import { useState } from 'react';
import { Alert, Button, Card, Stack } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { Link } from 'react-router';
import { can, statisticsCalls, type BuildingFull } from '@atrium/contract';
import { useStatistic } from '../../api/statistics.ts';
import { useActingOrganization } from '../../auth/actingOrganization.ts';
import { useCurrentUser } from '../../auth/currentUser.ts';
import { DateRangeSelector } from '../../components/date-range/DateRangeSelector.tsx';
import type { DateRange } from '../../components/date-range/dateRange.ts';
import { NoOccupancyData } from '../../components/NoOccupancyData.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { isNotFound, LoadError } from '../../components/QueryState.tsx';
import { buildingIdsBody } from './buildingIds.ts';
import { TenantCharts } from './TenantCharts.tsx';
import { TenantErrorBoundary } from './TenantErrorBoundary.tsx';
import { TenantHeaderCard } from './TenantHeaderCard.tsx';
import { TenantSummaryTiles } from './TenantSummaryTiles.tsx';
import { TenantSwitcherBar, type TenantOption } from './TenantSwitcherBar.tsx';
import type { AnalysisMode } from './tenantFigures.ts';
import { useTenantAnalysis } from './useTenantAnalysis.ts';

/** Specification section 8: a call answered without the figures asked for. */
export const noDataFor = (name: string) => `No data for query ${name}`;

/** A lease and the building it is in: what the navigation callbacks are given. */
export type TenantRef = { tenantId: number; buildingId: number };

export type TenantAnalysisProps = {
  /** The building (or a network's buildings) whose tenants are analysed. */
  buildings: readonly BuildingFull[];
  /** The lease shown; null for the first active one. */
  encumbranceId: number | null;
  /** Another tenant was chosen: the page puts it in its address. */
  onSelectTenant: (tenant: TenantRef) => void;
  /** BACK: up one level (the building, the network). */
  onBack: () => void;
  /** The address of the print report of a lease over a range. */
  reportPath?: (tenant: TenantRef, range: DateRange | null, mode: AnalysisMode) => string;
};

/**
 * The tenant analysis (specification section 2, "Tenant analysis"): the switcher, the tenant's
 * header, the date range, the summary metrics and the charts of one lease. The first active
 * lease of the buildings by default.
 */
export function TenantAnalysis(props: TenantAnalysisProps) {
  const list = useStatistic(statisticsCalls.tenantStatistics, buildingIdsBody(props.buildings));
  // The lease the address names is analysed at once, beside the list (which only the switcher
  // needs); without one, the list's first is shown, so the list comes first.
  if (props.encumbranceId === null) {
    if (list.isPending) return <PageSpinner label="Loading the tenants" />;
    if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  }
  const tenants = list.data?.items ?? [];
  const selectedId = props.encumbranceId ?? tenants[0]?.tenantId ?? null;
  if (selectedId === null) {
    return <Alert severity="info">There are no active leases to analyse here.</Alert>;
  }
  return (
    // Keyed by the lease: another tenant starts afresh, in the original lease mode.
    <TenantErrorBoundary key={selectedId}>
      <TenantAnalysisView {...props} encumbranceId={selectedId} tenants={tenants} />
    </TenantErrorBoundary>
  );
}

function TenantAnalysisView(
  props: TenantAnalysisProps & {
    encumbranceId: number;
    tenants: readonly (TenantOption & { hasOccupancyAnalytics: boolean })[];
  },
) {
  const { buildings, encumbranceId, tenants, onSelectTenant, onBack, reportPath } = props;
  const [mode, setMode] = useState<AnalysisMode>('original');
  const listed = tenants.find((t) => t.tenantId === encumbranceId) ?? null;
  const data = useTenantAnalysis(buildings, encumbranceId, mode, null, listed);
  const user = useCurrentUser();
  const operator = useActingOrganization().type === 'OPERATOR';
  const lease = data.lease.data;
  const coverages = useStatistic(
    statisticsCalls.organizationTenants,
    lease && !operator ? { buildingId: lease.buildingId } : null,
  );
  if (data.lease.isPending) return <PageSpinner label="Loading the tenant" />;
  if (data.lease.isError) {
    if (isNotFound(data.lease.error)) {
      return (
        <Alert severity="warning">
          There is no lease {encumbranceId} here, or you may not see it.
        </Alert>
      );
    }
    return <LoadError error={data.lease.error} onRetry={() => void data.lease.refetch()} />;
  }
  const current = data.lease.data;
  const { building, today, situation } = data;
  if (!building || !today || !situation) {
    return <Alert severity="warning">Lease {encumbranceId} is not in this building.</Alert>;
  }
  const ref = { tenantId: current.id, buildingId: current.buildingId };
  const coverage =
    coverages.data?.items
      .find((item) => item.organizationId === current.organizationId)
      ?.dataCoverages.find((item) => item.buildingId === current.buildingId) ?? null;
  const several = buildings.length > 1;
  const nameOf = (id: number) => buildings.find((b) => b.id === id)?.name ?? '';
  const showMessages = data.mode === 'subleases' || current.parentId !== null;
  const missingRow = data.tenants.data !== undefined && data.tenant === undefined;
  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      {!operator && (
        <TenantSwitcherBar
          tenants={tenants}
          selected={tenants.find((t) => t.tenantId === current.id) ?? null}
          onSelect={(tenant) => {
            onSelectTenant({
              tenantId: tenant.tenantId,
              buildingId: tenant.buildingId,
            });
          }}
          buildingName={several ? nameOf : undefined}
          coverage={coverage}
          onBack={onBack}
          editPath={
            can(user, 'buildings.update')
              ? `/buildings/${current.buildingId}/tenants/${current.parentId ?? current.id}/edit`
              : undefined
          }
        />
      )}
      <TenantHeaderCard
        lease={current}
        today={today}
        buildingName={several ? building.name : undefined}
        mode={data.mode}
        onModeChange={setMode}
        hasModes={situation.hasModes}
        parentName={situation.parentName}
        messages={showMessages ? (data.tenant?.issues ?? []) : []}
        actions={
          reportPath && (
            <Button
              component={Link}
              to={reportPath(ref, data.range, data.mode)}
              variant="outlined"
              startIcon={<PrintIcon />}
            >
              Print report
            </Button>
          )
        }
      />
      <Card variant="outlined" sx={{ px: { xs: 4, md: 5 }, py: 4 }}>
        <DateRangeSelector {...data.ranges.selector} />
      </Card>
      {missingRow && <Alert severity="warning">{noDataFor('tenantStatistics')}</Alert>}
      <TenantSummaryTiles
        figures={data.figures}
        isOffice={data.isOffice !== false}
        units={building.units}
        currency={data.tenant?.currency ?? building.currency}
        optimizedRevenue={data.tenant?.optimizedRevenue ?? null}
        moneyLabel={operator ? 'TCO' : 'Revenue'}
        loading={!missingRow && data.figures === null && !data.statistic.isError}
      />
      {data.isOffice === false && (
        <Alert severity="info">
          Detailed analytics are for office tenants only; this lease's usage is{' '}
          {current.usageType?.name ?? 'not set'}.
        </Alert>
      )}
      {data.isOffice && !data.ranges.coverage.isPending && data.range === null && (
        <NoOccupancyData subject={`${current.organization.name} in ${building.name}`} />
      )}
      <TenantCharts data={data} />
    </Stack>
  );
}
