import { use, useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { Alert, Box, useMediaQuery } from '@mui/material';
import type { EChartsType } from 'echarts/core';
import type { ChartOption, ChartRenderer } from './chartOption.ts';
import { ChartRendererContext } from './ChartRendererContext.ts';
import { loadECharts } from './loadECharts.ts';

/** Specification section 9: resizes follow the container after 50 ms of quiet. */
export const RESIZE_DEBOUNCE_MS = 50;

export type ChartHandle = {
  /** The chart as a PNG at twice its size (an SVG with the SVG renderer); null until drawn. */
  toDataUrl: (backgroundColor: string) => string | null;
};

export type EChartProps = {
  option: ChartOption;
  /** Pixels; the width follows the container. */
  height: number;
  /** The accessible name: the chart is one image to assistive technology. */
  label: string;
  renderer?: ChartRenderer;
  ref?: Ref<ChartHandle>;
};

/** One ECharts instance in a box, loaded on first use, resized with its container. */
export function EChart({ option, height, label, renderer, ref }: EChartProps) {
  const inherited = use(ChartRendererContext);
  const chosen = renderer ?? inherited;
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const [failed, setFailed] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const drawn = useMemo(
    () => (reducedMotion ? { ...option, animation: false } : option),
    [option, reducedMotion],
  );
  const latestOption = useRef(drawn);

  useImperativeHandle(
    ref,
    () => ({
      toDataUrl: (backgroundColor) =>
        chart.current?.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor }) ?? null,
    }),
    [],
  );

  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    let disposed = false;
    let observer: ResizeObserver | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    loadECharts().then(
      ({ mountChart }) => {
        if (disposed) return;
        const instance = mountChart(element, chosen);
        // Marks the box once ECharts has drawn it (tests and the web benchmark wait for it).
        instance.on('finished', () => {
          element.dataset.drawn = 'true';
        });
        // The first drawing shows the figures at once; later changes (another range, another
        // mode) animate, so the eye follows what moved.
        instance.setOption({ ...latestOption.current, animation: false }, { notMerge: true });
        chart.current = instance;
        // jsdom has no ResizeObserver; browsers all do.
        if (typeof ResizeObserver === 'undefined') return;
        observer = new ResizeObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(() => {
            instance.resize();
          }, RESIZE_DEBOUNCE_MS);
        });
        observer.observe(element);
      },
      () => {
        if (!disposed) setFailed(true);
      },
    );
    return () => {
      disposed = true;
      observer?.disconnect();
      clearTimeout(timer);
      chart.current?.dispose();
      chart.current = null;
    };
  }, [chosen]);

  useEffect(() => {
    latestOption.current = drawn;
    // A new option replaces the old one whole: a series that went away must not linger.
    chart.current?.setOption(drawn, { notMerge: true });
  }, [drawn]);

  if (failed) {
    return (
      <Box sx={{ height }}>
        <Alert severity="error">
          The chart could not be loaded. Its data is available as a table from the chart actions.
        </Alert>
      </Box>
    );
  }
  return (
    <Box
      ref={container}
      role="img"
      aria-label={label}
      // The drawn canvas has a fixed width: without containment it would keep a grid column
      // from shrinking when the window narrows, and the resize would never come.
      sx={{ width: '100%', height, contain: 'inline-size' }}
    />
  );
}
