// Rendering charts in jsdom, in the app's theme (light or dark). ECharts draws SVG there by
// itself (echarts.ts); the SVG context is set too, as a print view would.
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { theme } from '../../../src/app/theme.ts';
import { ChartRendererContext } from '../../../src/components/charts/ChartRendererContext.ts';

// The app has no dark theme yet: the same brand colours on MUI's dark palette.
const darkTheme = createTheme({
  palette: { mode: 'dark', primary: { main: '#00AAEF' }, success: { main: '#00C853' } },
});

/** Renders in the theme with the SVG renderer; a rerender keeps both. */
export function renderChart(ui: ReactNode, mode: 'light' | 'dark' = 'light') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={mode === 'dark' ? darkTheme : theme}>
      <ChartRendererContext value="svg">{children}</ChartRendererContext>
    </ThemeProvider>
  );
  return render(ui, { wrapper });
}

/** The drawn chart: its accessible image, once ECharts has put its SVG in it. */
export async function drawnChart(name: string | RegExp): Promise<HTMLElement> {
  const image = await screen.findByRole('img', { name });
  await waitFor(() => {
    expect(image.querySelector('svg')).not.toBeNull();
  });
  return image;
}

/** The texts ECharts drew (axis labels, value labels, legend). */
export function drawnTexts(image: HTMLElement): string[] {
  return [...image.querySelectorAll('svg text')].map((t) => t.textContent);
}

export function chooseAction(name: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Chart actions' }));
  fireEvent.click(screen.getByRole('menuitem', { name }));
}

/** The table view's rows as text, header first. */
export function tableText(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
  );
}

/** Captures what "Download CSV" saves: the file name and the text. */
export function captureDownloads() {
  const saved: { fileName: string; href: string; blob?: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${next++}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => undefined,
    }),
  );
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ fileName: this.download, href: this.href, blob: blobs.get(this.href) });
  });
  return {
    saved,
    restore: () => {
      click.mockRestore();
      vi.unstubAllGlobals();
    },
  };
}
