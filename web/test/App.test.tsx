import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from '../src/app/App.tsx';
import { theme } from '../src/app/theme.ts';

afterEach(cleanup);

describe('App', () => {
  it('shows the product name as the page heading', () => {
    render(<App />);
    expect(screen.getByRole('heading', { level: 1, name: 'Atrium' })).toBeTruthy();
  });

  it('uses the palette and spacing scale of the specification', () => {
    expect(theme.palette.primary.main).toBe('#00AAEF');
    expect(theme.palette.success.main).toBe('#00C853');
    expect(theme.spacing(5)).toBe('24px');
  });
});
