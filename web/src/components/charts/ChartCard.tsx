import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Card, Skeleton, Stack, Typography } from '@mui/material';
import { errorText } from '../../api/client.ts';
import { ChartActions } from './ChartActions.tsx';
import type { ChartOption, ChartRenderer } from './chartOption.ts';
import { chartFileName, toCsv, type ChartTable } from './chartTable.ts';
import { ChartTableView } from './ChartTableView.tsx';
import { downloadText, downloadUrl } from './download.ts';
import { EChart, type ChartHandle } from './EChart.tsx';
import { loadECharts } from './loadECharts.ts';
import { useChartTheme } from './useChartTheme.ts';

/** Specification section 9: a chart is 300 px high unless said otherwise. */
export const DEFAULT_CHART_HEIGHT = 300;

/** What every chart component takes besides its data. */
export type ChartFrameProps = {
  title: string;
  /** The range the chart covers, e.g. '1 Dec 2025 – 30 Nov 2026'. */
  subtitle?: string;
  /** Pixels of the plot (300 by default; 400 for chronological occupancy). */
  height?: number;
  headingLevel?: 'h2' | 'h3';
  /** Shows the skeleton even with data (e.g. while a new range loads). */
  loading?: boolean;
  /** A failed query's error; shown as an alert in place of the chart. */
  error?: unknown;
  renderer?: ChartRenderer;
  /** More controls in the header, left of the actions menu (e.g. a scenario toggle). */
  headerExtra?: ReactNode;
  /** The empty state's text: 'No data available' unless the chart does not apply at all. */
  emptyText?: string;
};

/** A chart ready to draw: the option, its text summary and its rows. */
export type PreparedChart = { option: ChartOption; summary: string; table: ChartTable };

export type ChartCardProps = ChartFrameProps & {
  /** Null while the data is missing (loading) or when it is empty. */
  chart: PreparedChart | null;
  empty: boolean;
};

/**
 * A chart in a card: title, range, actions menu, and the loading, error, empty or drawn state.
 */
export function ChartCard(props: ChartCardProps) {
  const { title, subtitle, height = DEFAULT_CHART_HEIGHT, headingLevel = 'h2' } = props;
  const { loading = false, error, renderer, headerExtra, chart, empty } = props;
  const { emptyText = 'No data available' } = props;
  const theme = useChartTheme();
  const handle = useRef<ChartHandle>(null);
  const [showingTable, setShowingTable] = useState(false);
  const failed = error !== undefined && error !== null;
  const ready = !failed && !loading && !empty && chart !== null;

  // Fetch the ECharts chunk while the data loads; a failure shows once the chart is drawn.
  useEffect(() => {
    loadECharts().catch(() => undefined);
  }, []);

  let body: ReactNode;
  if (failed) {
    body = (
      <Box sx={{ height }}>
        <Alert severity="error">{errorText(error)}</Alert>
      </Box>
    );
  } else if (ready && showingTable) {
    body = <ChartTableView table={chart.table} label={title} height={height} />;
  } else if (ready) {
    body = (
      <EChart
        ref={handle}
        option={chart.option}
        height={height}
        label={`${title}. ${chart.summary}`}
        renderer={renderer}
      />
    );
  } else if (empty && !loading) {
    body = (
      <Box sx={{ height, display: 'grid', placeItems: 'center' }}>
        <Typography color="textSecondary" sx={{ textAlign: 'center', px: 4 }}>
          {emptyText}
        </Typography>
      </Box>
    );
  } else {
    body = (
      <Skeleton
        variant="rounded"
        height={height}
        role="progressbar"
        aria-label={`Loading ${title}`}
      />
    );
  }

  return (
    <Card variant="outlined" sx={{ p: { xs: 4, md: 5 }, height: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', mb: 4 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component={headingLevel} sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="textSecondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {headerExtra}
        <ChartActions
          disabled={!ready}
          showingTable={showingTable}
          onDownloadCsv={() => {
            if (chart) downloadText(toCsv(chart.table), chartFileName(title, 'csv'), 'text/csv');
          }}
          onDownloadPng={
            showingTable
              ? undefined
              : () => {
                  const url = handle.current?.toDataUrl(theme.background);
                  // The SVG renderer (print view) answers an SVG whatever is asked.
                  const type = url?.startsWith('data:image/svg') ? 'svg' : 'png';
                  if (url) downloadUrl(url, chartFileName(title, type));
                }
          }
          onToggleTable={() => {
            setShowingTable((shown) => !shown);
          }}
        />
      </Stack>
      {body}
    </Card>
  );
}
