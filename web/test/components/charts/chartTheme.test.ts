// @vitest-environment node
// Pure functions: no DOM needed.
import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { theme } from '../../../src/app/theme.ts';
import { chartThemeFrom, readableTextOn } from '../../../src/components/charts/chartTheme.ts';
import { baseOption } from '../../../src/components/charts/optionParts.ts';

describe('chartThemeFrom', () => {
  it('takes text and lines from the light theme, and starts the palette with the brand blue', () => {
    const light = chartThemeFrom(theme);
    expect(light).toMatchObject({
      mode: 'light',
      text: 'rgba(0, 0, 0, 0.87)',
      textSecondary: 'rgba(0, 0, 0, 0.6)',
      splitLine: 'rgba(0, 0, 0, 0.12)',
      background: '#FFFFFF',
    });
    expect(light.series[0]).toBe('#00AAEF');
    expect(light.series).not.toContain('#00C853');
  });

  it('switches to light text on a dark card', () => {
    const dark = chartThemeFrom(createTheme({ palette: { mode: 'dark' } }));
    expect(dark).toMatchObject({
      mode: 'dark',
      text: '#fff',
      textSecondary: 'rgba(255, 255, 255, 0.7)',
      background: '#121212',
    });
    expect(dark.series[0]).toBe('#00AAEF');
  });

  it('leaves the background transparent, so the card shows through', () => {
    expect(baseOption(chartThemeFrom(theme)).backgroundColor).toBe('transparent');
  });
});

describe('readableTextOn', () => {
  it('picks dark text on light fills and white on dark ones', () => {
    expect(readableTextOn('#00AAEF')).toBe('rgba(0, 0, 0, 0.87)');
    expect(readableTextOn('#FFB300')).toBe('rgba(0, 0, 0, 0.87)');
    expect(readableTextOn('#5E35B1')).toBe('#FFFFFF');
    expect(readableTextOn('#546E7A')).toBe('#FFFFFF');
  });
});
