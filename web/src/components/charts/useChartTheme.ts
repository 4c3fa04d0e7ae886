import { useMemo } from 'react';
import { useTheme } from '@mui/material/styles';
import { chartThemeFrom, type ChartTheme } from './chartTheme.ts';

/** The chart colours of the current MUI theme (light or dark). */
export function useChartTheme(): ChartTheme {
  const theme = useTheme();
  return useMemo(() => chartThemeFrom(theme), [theme]);
}
