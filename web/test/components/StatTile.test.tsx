import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { StatTile, type StatTileProps } from '../../src/components/StatTile.tsx';
import { theme } from '../../src/app/theme.ts';

afterEach(cleanup);

function renderTile(props: Partial<StatTileProps> = {}) {
  render(
    <ThemeProvider theme={theme}>
      <StatTile label="Avg Utilization" value="57%" {...props} />
    </ThemeProvider>,
  );
  return screen.getByRole('group', { name: props.label ?? 'Avg Utilization' });
}

/** The change chip's colour, from its MUI class. */
const chipColour = (tile: HTMLElement) =>
  /MuiChip-color(\w+)/.exec(tile.querySelector('.MuiChip-root')?.className ?? '')?.[1];

describe('StatTile', () => {
  it('is a group named by its label, with the value, unit and caption', () => {
    const tile = renderTile({ value: '12,400', unit: 'sq ft', caption: 'Nov 2026' });
    expect(tile.textContent).toContain('12,400sq ft');
    expect(within(tile).getByText('Nov 2026')).toBeTruthy();
  });

  it('writes a number as a count', () => {
    expect(renderTile({ value: 1234.5 }).textContent).toContain('1,234.5');
  });

  it('reads a rise as words, green when up is good', () => {
    const tile = renderTile({ change: 0.032 });
    expect(within(tile).getByText('up 3.2% month over month')).toBeTruthy();
    expect(within(tile).getByText('+3.2%')).toBeTruthy();
    expect(chipColour(tile)).toBe('Success');
  });

  it('colours a fall green when down is good (vacant area), and a rise red', () => {
    const fall = renderTile({ label: 'Vacant', change: -0.05, goodWhen: 'down' });
    expect(within(fall).getByText('down 5.0% month over month')).toBeTruthy();
    expect(within(fall).getByText('-5.0%')).toBeTruthy();
    expect(chipColour(fall)).toBe('Success');
    cleanup();
    const rise = renderTile({ label: 'Vacant', change: 0.05, goodWhen: 'down' });
    expect(chipColour(rise)).toBe('Error');
  });

  it('colours a fall red when up is good', () => {
    expect(chipColour(renderTile({ change: -0.1 }))).toBe('Error');
  });

  it('shows a change that rounds to zero as neutral, and says so', () => {
    const tile = renderTile({ change: 0.0004, changeLabel: 'week over week' });
    expect(within(tile).getByText('no change week over week')).toBeTruthy();
    expect(chipColour(tile)).toBe('Default');
  });

  it('says when the change cannot be worked out, and shows none when not given', () => {
    const unknown = renderTile({ change: null });
    expect(within(unknown).getByText('change month over month not available')).toBeTruthy();
    cleanup();
    expect(renderTile().querySelector('.MuiChip-root')).toBeNull();
  });

  it("shows a missing value as '–', read as not available", () => {
    const tile = renderTile({ value: null, unit: 'people' });
    expect(tile.textContent).toContain('–not available');
    expect(tile.textContent).not.toContain('people');
  });

  it('shows skeletons while loading, and holds the sparkline slot', () => {
    const loading = renderTile({ loading: true, caption: 'Nov 2026' });
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.textContent).not.toContain('57%');
    expect(loading.querySelectorAll('.MuiSkeleton-root')).toHaveLength(2);
    cleanup();
    const withLine = renderTile({ sparkline: <span>line here</span> });
    expect(within(withLine).getByText('line here')).toBeTruthy();
  });
});
