import { Alert, Box, Button, GlobalStyles, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import type { BuildingFull } from '@atrium/contract';
import { useActingOrganization } from '../../auth/actingOrganization.ts';
import { ChartRendererContext } from '../../components/charts/ChartRendererContext.ts';
import { rangeSubtitle } from '../../components/charts/statisticsData.ts';
import type { DateRange } from '../../components/date-range/dateRange.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { LoadError } from '../../components/QueryState.tsx';
import { TenantCharts } from './TenantCharts.tsx';
import { monthsRemainingText } from './TenantHeaderCard.tsx';
import { TenantSummaryTiles } from './TenantSummaryTiles.tsx';
import { analysisModeLabels, type AnalysisMode } from './tenantFigures.ts';
import { useTenantAnalysis } from './useTenantAnalysis.ts';

/** A4 landscape less 12 mm margins: the report is laid out at the printed width on screen too. */
const PAGE_WIDTH = '273mm';

// Printing: A4 landscape, and nothing of the app's shell or the charts' menus on paper.
const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4 landscape', margin: '12mm' },
      '@media print': {
        'header.MuiAppBar-root, nav, .MuiDrawer-root, [data-print="hide"], button[aria-label="Chart actions"]':
          { display: 'none !important' },
        'main, body': { padding: '0 !important', margin: '0 !important' },
        '.MuiToolbar-root': { display: 'none !important' },
        '[data-print="avoid-break"] > *, [data-print="avoid-break"] .MuiCard-root': {
          breakInside: 'avoid',
        },
      },
    }}
  />
);

export type TenantReportProps = {
  buildings: readonly BuildingFull[];
  encumbranceId: number;
  /** The analysis's range; null for the default (the last year of the lease's data). */
  range: DateRange | null;
  mode: AnalysisMode;
};

/**
 * The tenant analysis as a printable report: a header with the tenant, the building, the range
 * and when it was made, the summary metrics and every chart drawn as SVG, on A4 landscape pages
 * that the browser prints to PDF.
 */
export function TenantReport({ buildings, encumbranceId, range, mode }: TenantReportProps) {
  const data = useTenantAnalysis(buildings, encumbranceId, mode, range);
  const operator = useActingOrganization().type === 'OPERATOR';
  const lease = data.lease.data;
  if (data.lease.isPending) return <PageSpinner label="Loading the report" />;
  if (data.lease.isError) {
    return <LoadError error={data.lease.error} onRetry={() => void data.lease.refetch()} />;
  }
  const { building, today } = data;
  if (!lease || !building || !today) {
    return <Alert severity="warning">Lease {encumbranceId} is not in this building.</Alert>;
  }
  const made = new Date().toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <ChartRendererContext value="svg">
      {/* The document's title names the PDF the browser prints. */}
      <title>{`Tenant analysis – ${lease.organization.name} – ${building.name}`}</title>
      {printStyles}
      <Box sx={{ width: PAGE_WIDTH, maxWidth: '100%', mx: 'auto' }}>
        <Stack
          direction="row"
          spacing={4}
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 4 }}
        >
          <Box>
            <Typography variant="overline" color="textSecondary">
              Tenant analysis
            </Typography>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
              {lease.organization.name}
            </Typography>
            <Typography>
              {building.name} · {lease.organization.industry?.name ?? 'No industry'} ·{' '}
              {monthsRemainingText(lease, today)}
            </Typography>
            <Typography color="textSecondary">
              {rangeSubtitle(data.range) ?? 'No occupancy data'} · {analysisModeLabels[data.mode]} ·
              Made {made}
            </Typography>
          </Box>
          <Button
            data-print="hide"
            variant="contained"
            startIcon={<PrintIcon />}
            onClick={() => {
              window.print();
            }}
          >
            Print
          </Button>
        </Stack>
        <Stack spacing={4} data-print="avoid-break">
          {data.mode === 'subleases' || lease.parentId !== null
            ? data.tenant?.issues.map((issue) => (
                <Alert key={issue} severity="warning">
                  {issue}
                </Alert>
              ))
            : null}
          <TenantSummaryTiles
            figures={data.figures}
            isOffice={data.isOffice !== false}
            units={building.units}
            currency={data.tenant?.currency ?? building.currency}
            optimizedRevenue={data.tenant?.optimizedRevenue ?? null}
            moneyLabel={operator ? 'TCO' : 'Revenue'}
            loading={data.figures === null && data.tenants.data === undefined}
          />
          <TenantCharts data={data} print />
        </Stack>
      </Box>
    </ChartRendererContext>
  );
}
