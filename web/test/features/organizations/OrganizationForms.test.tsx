import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, renderApp } from '../../support/render.tsx';
import { fakeApi, list, never } from '../buildings/fakeApi.ts';
import { as, harborFull, masterAdmin, northwindFull } from './fixtures.ts';

const T = '2026-03-01T09:00:00.000Z';
const stamps = { createdAt: T, updatedAt: T };
const industries = list([{ id: 4, name: 'Real Estate', createdAt: T, updatedAt: T }]);

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const table = () => screen.findByRole('table', { name: 'Organizations' });
const field = (name: RegExp) => screen.getByRole('textbox', { name });
/** Clicks the cross of the chip showing `text`. */
function removeChip(text: string) {
  const cross = screen
    .getByText(text)
    .closest('.MuiChip-root')
    ?.querySelector('.MuiChip-deleteIcon');
  if (!cross) throw new Error(`No chip ${text}`);
  fireEvent.click(cross);
}

describe('the organization list', () => {
  it('shows each organization with its type and industry, a row opening it', async () => {
    fakeApi({ 'organizations/full': list([harborFull, northwindFull]) });
    const { router } = renderApp('/organizations', as('viewer'));
    const row = await within(await table()).findByRole('row', { name: /Northwind Traders/ });
    expect(within(row).getByText('Occupier')).toBeTruthy();
    expect(within(await table()).getByText('Real Estate')).toBeTruthy();
    fireEvent.click(row);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/organizations/5');
    });
  });

  it('asks the API for the address’s name, type, order and page', async () => {
    const api = fakeApi({ 'organizations/full': list([]) });
    renderApp('/organizations?name=north&type=OCCUPIER&page=2&perPage=10', as('viewer'));
    await table();
    await waitFor(() => {
      expect(api.bodies('organizations/full')[0]).toEqual({
        where: { name: { contains: 'north', mode: 'insensitive' }, type: 'OCCUPIER' },
        orderBy: { name: 'asc' },
        page: 1,
        perPage: 10,
      });
    });
  });

  it('shows loading, No results, and an error with the formatted message', async () => {
    fakeApi({ 'organizations/full': never });
    renderApp('/organizations', as('viewer'));
    expect(await within(await table()).findByText('Loading...')).toBeTruthy();
    cleanup();
    fakeApi({ 'organizations/full': list([]) });
    renderApp('/organizations?type=OWNER', as('viewer'));
    expect(await within(await table()).findByText('No results')).toBeTruthy();
    cleanup();
    fakeApi({ 'organizations/full': json({ message: 'The database is restarting' }, 503) });
    renderApp('/organizations', as('viewer'));
    expect((await screen.findByRole('alert')).textContent).toContain('The database is restarting');
  });

  it('offers Create to the master admin only (section 6)', async () => {
    fakeApi({ 'organizations/full': list([]) });
    renderApp('/organizations', as('org-admin'));
    await table();
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    cleanup();
    fakeApi({ 'organizations/full': list([]) });
    renderApp('/organizations', masterAdmin());
    expect(await screen.findByRole('link', { name: 'Create' })).toBeTruthy();
  });
});

describe('creating and editing an organization', () => {
  it('checks the form, creates the organization, then its aliases and domains', async () => {
    const api = fakeApi({
      industries,
      'organizations/create': (body: { data: object }) => ({ ...harborFull, ...body.data, id: 9 }),
      'organization-aliases/create': (body: { data: object }) => ({
        id: 1,
        ...stamps,
        ...body.data,
      }),
      'organization-domains/create': (body: { data: object }) => ({
        id: 1,
        ...stamps,
        ...body.data,
      }),
      'organizations/full': list([{ ...harborFull, id: 9 }]),
    });
    const { router } = renderApp('/organizations/create', masterAdmin());
    await screen.findByRole('heading', { name: 'New organization' });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findAllByText('Required')).length).toBeGreaterThanOrEqual(2);

    fireEvent.change(field(/^Name/), { target: { value: 'Skyline Estates' } });
    fireEvent.change(field(/^Key/), { target: { value: 'skyline' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Owner' }));
    fireEvent.change(screen.getByLabelText('RTO period start'), {
      target: { value: '2026-01-05' },
    });
    fireEvent.change(screen.getByLabelText('RTO period end'), {
      target: { value: '2025-12-01' },
    });
    const aliases = screen.getByRole('combobox', { name: 'Aliases' });
    fireEvent.change(aliases, { target: { value: 'Skyline' } });
    fireEvent.keyDown(aliases, { key: 'Enter' });
    const domains = screen.getByRole('combobox', { name: 'E-mail domains' });
    fireEvent.change(domains, { target: { value: 'not a domain' } });
    fireEvent.keyDown(domains, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The end date must not be before the start date')).toBeTruthy();
    expect(await screen.findByText(/not a domain: Expected a domain like harbor.com/)).toBeTruthy();
    expect(api.bodies('organizations/create')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('RTO period end'), { target: { value: '' } });
    removeChip('not a domain');
    fireEvent.change(domains, { target: { value: 'Skyline.COM' } });
    fireEvent.keyDown(domains, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/organizations/9');
    });
    expect(api.bodies('organizations/create')).toEqual([
      {
        data: {
          key: 'skyline',
          name: 'Skyline Estates',
          type: 'OWNER',
          classificationType: null,
          stockExchange: null,
          rtoPeriod: { startDate: '2026-01-05', endDate: null },
          industryId: null,
        },
      },
    ]);
    expect(api.bodies('organization-aliases/create')).toEqual([
      { data: { organizationId: 9, alias: 'Skyline' } },
    ]);
    expect(api.bodies('organization-domains/create')).toEqual([
      { data: { organizationId: 9, domain: 'skyline.com' } },
    ]);
  });

  it('saves changes, adding and deleting aliases and domains against those saved', async () => {
    const api = fakeApi({
      industries,
      'organizations/full': list([harborFull]),
      'organizations/update': (body: { data: object }) => ({ ...harborFull, ...body.data }),
      'organization-aliases': list([
        { id: 3, organizationId: 1, alias: 'Harbor', createdAt: T, updatedAt: T },
      ]),
      'organization-domains': list([
        { id: 7, organizationId: 1, domain: 'harbor.test', createdAt: T, updatedAt: T },
      ]),
      'organization-aliases/create': (body: { data: object }) => ({
        id: 4,
        ...stamps,
        ...body.data,
      }),
      'organization-domains/delete': { id: 7 },
    });
    const { router } = renderApp('/organizations/1/edit', masterAdmin());
    await waitFor(() => {
      expect(field(/^Name/)).toHaveProperty('value', 'Harbor Properties');
    });
    expect(field(/^Key/)).toHaveProperty('readOnly', true);
    expect(screen.getByText('harbor.test')).toBeTruthy();
    fireEvent.change(field(/^Stock exchange/), { target: { value: 'NYSE' } });
    const aliases = screen.getByRole('combobox', { name: 'Aliases' });
    fireEvent.change(aliases, { target: { value: 'HP,' } });
    removeChip('harbor.test');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/organizations/1/details');
    });
    expect(api.bodies('organizations/update')[0]).toMatchObject({
      id: 1,
      data: { name: 'Harbor Properties', type: 'OWNER', stockExchange: 'NYSE', industryId: 4 },
    });
    expect(api.bodies('organization-aliases/create')).toEqual([
      { data: { organizationId: 1, alias: 'HP' } },
    ]);
    expect(api.bodies('organization-domains/delete')).toEqual([{ id: 7 }]);
    expect(api.bodies('organization-aliases/delete')).toEqual([]);
  });

  it('says so when the organization does not exist', async () => {
    fakeApi({ 'organizations/full': list([]), industries });
    renderApp('/organizations/99/edit', masterAdmin());
    expect(
      await screen.findByText('There is no organization 99, or you may not see it.'),
    ).toBeTruthy();
  });
});
