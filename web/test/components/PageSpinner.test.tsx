// The spinner a page shows while it loads: a status region and a progress bar, both named, so a
// screen reader says what loads (axe's aria-progressbar-name).
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PageSpinner } from '../../src/components/PageSpinner.tsx';

describe('PageSpinner', () => {
  it('names its status and its progress bar after what loads, and shows the text', () => {
    render(<PageSpinner label="Loading the tab" />);
    expect(screen.getByRole('status', { name: 'Loading the tab' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Loading the tab' })).toBeTruthy();
    expect(screen.getByText('Loading the tab')).toBeTruthy();
  });

  it('is named Loading without a label', () => {
    render(<PageSpinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
  });
});
