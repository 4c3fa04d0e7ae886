import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from '@mui/material';
import { theme } from '../../../src/app/theme.ts';
import Toaster from '../../../src/components/toast/Toaster.tsx';
import { showToast } from '../../../src/components/toast/toast.ts';

const renderToaster = () =>
  render(
    <ThemeProvider theme={theme}>
      <Toaster />
    </ThemeProvider>,
  );

describe('toasts', () => {
  afterEach(cleanup);

  it('shows a toast asked for before the toaster was there, once it is', async () => {
    showToast('Saved before the toaster loaded');
    renderToaster();
    expect(await screen.findByText('Saved before the toaster loaded')).toBeTruthy();
  });

  it('draws an error as an alert the user can close', async () => {
    renderToaster();
    act(() => {
      showToast('The export failed: Forbidden', 'error');
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The export failed: Forbidden');
    expect(alert.className).toContain('MuiAlert-colorError');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.queryByText('The export failed: Forbidden')).toBeNull();
    });
  });
});
