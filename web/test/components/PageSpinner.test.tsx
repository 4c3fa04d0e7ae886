// The spinner a page shows while it loads: a named status region says what loads; the spinner is
// hidden from assistive technology (an unnamed progress bar is axe's aria-progressbar-name).
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PageSpinner } from '../../src/components/PageSpinner.tsx';

describe('PageSpinner', () => {
  it('names its status after what loads, shows the text, and hides the spinner', () => {
    render(<PageSpinner label="Loading the tab" />);
    expect(screen.getByRole('status', { name: 'Loading the tab' })).toBeTruthy();
    expect(screen.getByLabelText('Loading the tab')).toBeTruthy();
    expect(screen.getByText('Loading the tab')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('progressbar', { hidden: true }).getAttribute('aria-hidden')).toBe(
      'true',
    );
  });

  it('is named Loading without a label', () => {
    render(<PageSpinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });
});
