import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { SearchResult } from '@atrium/contract';
import { GlobalSearch } from '../../src/app/shell/GlobalSearch.tsx';
import { API_BASE, json, Providers } from '../support/render.tsx';

let answer: (text: string) => Promise<Response>;
let fetchStub: ReturnType<typeof vi.fn<typeof fetch>>;

const results: SearchResult[] = [
  { label: 'Harbor Tower', subtitle: 'Rotterdam', type: 'location', path: 'buildings/12' },
  {
    label: 'Harbor Legal',
    subtitle: 'Harbor Tower',
    type: 'tenant',
    path: 'buildings/12/tenants/4',
  },
  { label: 'Harbor Campus', subtitle: 'Network', type: 'location', path: 'networks/3' },
];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderSearch() {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          <GlobalSearch />
          <Where />
        </>
      ),
    },
  ]);
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return screen.getByRole('combobox', { name: 'Search' });
}

const type = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
};
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Lets the stubbed answer be read and rendered: a few short steps of the fake clock. */
async function settle() {
  for (let step = 0; step < 5; step += 1) await advance(10);
}
const textOf = (init: RequestInit | undefined) =>
  (JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { text: string }).text;
const searchedTexts = () =>
  fetchStub.mock.calls.map(([url, init]) => {
    expect(url).toBe(`${API_BASE}/search`);
    return textOf(init);
  });

beforeEach(() => {
  vi.useFakeTimers();
  answer = () => Promise.resolve(json({ items: results }));
  fetchStub = vi.fn<typeof fetch>((_url, init) => answer(textOf(init)));
  vi.stubGlobal('fetch', fetchStub);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('global search', () => {
  it('stays closed and asks nothing under 2 characters', async () => {
    const input = renderSearch();
    type(input, 'h');
    await advance(2000);
    expect(fetchStub).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByText('No options')).toBeNull();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it("shows 'Loading...' and asks 500 ms after the last keystroke, once", async () => {
    const input = renderSearch();
    type(input, 'ha');
    expect(screen.getByText('Loading...')).toBeTruthy();
    await advance(300);
    type(input, 'har');
    await advance(499);
    expect(fetchStub).not.toHaveBeenCalled();
    expect(screen.getByText('Loading...')).toBeTruthy();
    await advance(1);
    expect(searchedTexts()).toEqual(['har']);
    await settle();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.getByRole('listbox')).toBeTruthy();
  });

  it('groups results by type and opens the chosen one under the realm prefix', async () => {
    const input = renderSearch();
    type(input, 'harbor');
    await advance(500);
    await settle();
    expect(screen.getByText('Locations')).toBeTruthy();
    expect(screen.getByText('Tenants')).toBeTruthy();
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'Harbor TowerRotterdam',
      'Harbor CampusNetwork',
      'Harbor LegalHarbor Tower',
    ]);
    fireEvent.click(screen.getByRole('option', { name: /Harbor Campus/ }));
    await settle();
    expect(screen.getByTestId('where').textContent).toBe('/networks/3');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it("shows 'No options' when nothing matches", async () => {
    answer = () => Promise.resolve(json({ items: [] }));
    const input = renderSearch();
    type(input, 'zz');
    await advance(500);
    await settle();
    expect(screen.getByText('No options')).toBeTruthy();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('trims the text before counting and asking', async () => {
    const input = renderSearch();
    type(input, ' h ');
    await advance(600);
    expect(fetchStub).not.toHaveBeenCalled();
    type(input, ' ha ');
    await advance(600);
    expect(searchedTexts()).toEqual(['ha']);
  });
});
