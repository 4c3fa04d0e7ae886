import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BuildingSummaryCard } from '../../../../src/features/buildings/page/BuildingSummaryCard.tsx';
import { formatShare, leaseShare } from '../../../../src/features/buildings/page/leaseShare.ts';
import { json, Providers } from '../../../support/render.tsx';
import {
  bodiesSentTo,
  fileBytes,
  getFilesRoute,
  storedFile,
  stubObjectUrls,
  stubRoutes,
} from '../../../components/files/apiStub.ts';
import { building, lease } from './fixtures.ts';

const files = [
  storedFile(31, 'facade.png', 'image/png'),
  storedFile(32, 'brochure.pdf', 'application/pdf'),
];
let fetchStub: ReturnType<typeof stubRoutes>;
beforeEach(() => {
  stubObjectUrls();
  fetchStub = stubRoutes({
    'POST encumbrances': () => json({ items: [lease(1, 50000), lease(2, 8000)], total: 2 }),
    'POST storage/get-files': getFilesRoute(files),
    'GET storage/31': () => fileBytes('image/png'),
    'GET storage/32': () => fileBytes('application/pdf'),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderCard = (props: Partial<Parameters<typeof BuildingSummaryCard>[0]> = {}) =>
  render(
    <Providers>
      <BuildingSummaryCard buildings={[building()]} showLeaseChips {...props} />
    </Providers>,
  );

describe('the building summary card', () => {
  it("says 'No buildings provided' without buildings", () => {
    renderCard({ buildings: [] });
    expect(screen.getByText('No buildings provided')).toBeTruthy();
  });

  it('shows the street, the details and an unconfigured map for one building', () => {
    renderCard();
    const summary = screen.getByRole('button', { name: /Harbor Tower/ });
    expect(summary.getAttribute('aria-expanded')).toBe('true');
    expect(within(summary).getByText('1 Quay Street, 3011 Rotterdam, NL')).toBeTruthy();
    const facts = [...document.querySelectorAll('dt')].map(
      (term) => `${term.textContent}: ${term.nextElementSibling?.textContent ?? ''}`,
    );
    expect(facts).toEqual([
      'Year built: 1998',
      'Year renovated: 2019',
      'Class: A',
      'Floors: 12',
      'Rentable area: 80,000 sqft',
      'Currency: EUR',
      'Time zone: Europe/Amsterdam',
      'Owner: Harbor Properties',
    ]);
    expect(screen.getByText('A tower on the harbour.')).toBeTruthy();
    expect(screen.getByText('Map not configured')).toBeTruthy();
    expect(screen.getByText('No images')).toBeTruthy();
  });

  it('collapses', async () => {
    renderCard();
    const summary = screen.getByRole('button', { name: /Harbor Tower/ });
    fireEvent.click(summary);
    await waitFor(() => {
      expect(summary.getAttribute('aria-expanded')).toBe('false');
    });
  });

  it('shows leased and vacant chips from the active leases', async () => {
    renderCard();
    // 58,000 of 80,000 sqft leased.
    expect(await screen.findByText('Leased 72.5%')).toBeTruthy();
    expect(screen.getByText('Vacant 27.5%')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, 'encumbrances')).toEqual([
      { where: { buildingId: 3, status: 'ACTIVE', parentId: null }, page: 0, perPage: 500 },
    ]);
  });

  it('shows no chips when told not to (operators), and asks for no leases', async () => {
    renderCard({ showLeaseChips: false });
    await screen.findByText('Owner');
    expect(screen.queryByText(/^Leased/)).toBeNull();
    expect(bodiesSentTo(fetchStub, 'encumbrances')).toEqual([]);
  });

  it('shows a table of the buildings of a network', () => {
    renderCard({ buildings: [building(), building({ id: 4, name: 'Pier 9', street1: null })] });
    const table = screen.getByRole('table', { name: 'Buildings' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Harbor Tower',
      'Pier 9',
    ]);
    expect(screen.queryByText('Map not configured')).toBeNull();
  });

  it('slides the thumbnails 160 px a step, previews an image and views a PDF', async () => {
    const scrollBy = vi.fn();
    Element.prototype.scrollBy = scrollBy;
    renderCard({ buildings: [building({ images: [31, 32] })] });
    const slider = await screen.findByRole('list', { name: 'Building images' });
    fireEvent.click(screen.getByRole('button', { name: 'Next images' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous images' }));
    expect(scrollBy.mock.calls).toEqual([
      [{ left: 160, behavior: 'smooth' }],
      [{ left: -160, behavior: 'smooth' }],
    ]);

    fireEvent.click(within(slider).getByRole('button', { name: 'Open facade.png' }));
    const preview = await screen.findByRole('dialog', { name: 'facade.png' });
    const image = await within(preview).findByRole('img', { name: 'facade.png' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    fireEvent.click(within(preview).getByRole('button', { name: 'CLOSE' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    fireEvent.click(within(slider).getByRole('button', { name: 'Open brochure.pdf' }));
    const viewer = await screen.findByRole('dialog', { name: 'brochure.pdf' });
    expect((await within(viewer).findByTitle('brochure.pdf')).tagName).toBe('IFRAME');
  });
});

describe('the leased share', () => {
  it('compares the leased area with the rentable area, at most all of it', () => {
    expect(leaseShare(80000, [{ rentableSF: 58000 }])).toEqual({ leased: 0.725, vacant: 0.275 });
    expect(leaseShare(1000, [{ rentableSF: 800 }, { rentableSF: 900 }])).toEqual({
      leased: 1,
      vacant: 0,
    });
    expect(leaseShare(1000, [{ rentableSF: null }])).toEqual({ leased: 0, vacant: 1 });
    expect(leaseShare(null, [])).toBeNull();
    expect(leaseShare(0, [])).toBeNull();
    expect(formatShare(0.725)).toBe('72.5%');
  });
});
