import { createContext } from 'react';
import type { ChartRenderer } from './chartOption.ts';

/**
 * The renderer of the charts below: canvas in the browser; a print view (or a test, where
 * there is no canvas) provides 'svg'. A chart's own `renderer` prop wins.
 */
export const ChartRendererContext = createContext<ChartRenderer>('canvas');
