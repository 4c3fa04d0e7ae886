import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CatalogueEntry } from '@atrium/contract';
import { fakeAuth, fakeUser } from '../../support/auth.ts';
import { json, organization, renderApp } from '../../support/render.tsx';
import { fakeApi, list, never } from '../buildings/fakeApi.ts';

const T = '2026-01-15T09:00:00.000Z';
const industry = (id: number, name: string): CatalogueEntry => ({
  id,
  name,
  createdAt: T,
  updatedAt: T,
});
const software = industry(3, 'Software');
const masterAdmin = () =>
  fakeAuth({ user: fakeUser({ roles: ['master-admin'], orgKey: 'atrium' }) }).auth;
const viewer = () => fakeAuth({ user: fakeUser({ roles: ['viewer'], orgKey: 'harbor' }) }).auth;

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const table = () => screen.findByRole('table', { name: 'Industries' });

describe('the industry list', () => {
  it('lists the industries for everyone, with Create for the master admin only', async () => {
    fakeApi({ 'industries/full': list([industry(1, 'Financial Services'), software]) });
    renderApp('/industries', viewer());
    expect(await within(await table()).findByRole('row', { name: /Software/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
    cleanup();
    fakeApi({ 'industries/full': list([software]) });
    renderApp('/industries', masterAdmin());
    expect(await screen.findByRole('button', { name: 'Create' })).toBeTruthy();
  });

  it('shows loading, no results and errors', async () => {
    fakeApi({ 'industries/full': never });
    renderApp('/industries', viewer());
    expect(await within(await table()).findByText('Loading...')).toBeTruthy();
    cleanup();
    fakeApi({ 'industries/full': list([]) });
    renderApp('/industries?name=zz', viewer());
    expect(await within(await table()).findByText('No results')).toBeTruthy();
    cleanup();
    fakeApi({ 'industries/full': json({ message: 'Unknown error' }, 500) });
    renderApp('/industries', viewer());
    expect((await screen.findByRole('alert')).textContent).toContain('Unknown error');
  });

  it('creates an industry in a dialog and opens it', async () => {
    const api = fakeApi({
      'industries/full': list([]),
      'industries/create': (body: { data: { name: string } }) => industry(12, body.data.name),
    });
    const { router } = renderApp('/industries', masterAdmin());
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'New industry' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), {
      target: { value: 'Biotechnology' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/industries/12');
    });
    expect(api.bodies('industries/create')).toEqual([{ data: { name: 'Biotechnology' } }]);
  });
});

describe('an industry', () => {
  const organizations = (body: { where?: { industryId?: number; key?: string } }) => {
    const all = [
      organization({ id: 4, key: 'contoso', name: 'Contoso', type: 'OCCUPIER', industryId: 3 }),
      organization({ id: 1, key: 'harbor', name: 'Harbor Properties', type: 'OWNER' }),
    ];
    const items = all.filter(
      (o) =>
        (body.where?.industryId === undefined || o.industryId === body.where.industryId) &&
        (body.where?.key === undefined || o.key === body.where.key),
    );
    return { items, total: items.length };
  };

  it('is read-only for a viewer and lists the organizations in it', async () => {
    fakeApi({ 'industries/full': list([software]), organizations });
    renderApp('/industries/3', viewer());
    expect(await screen.findByRole('heading', { name: 'Software' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Contoso' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Harbor Properties' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveProperty('disabled', true);
  });

  it('lets the master admin rename it, staying on the page', async () => {
    const api = fakeApi({
      'industries/full': list([software]),
      'industries/update': (body: { data: { name: string } }) => industry(3, body.data.name),
      organizations,
    });
    const { router } = renderApp('/industries/3', masterAdmin());
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await waitFor(() => {
      expect(name).toHaveProperty('value', 'Software');
    });
    fireEvent.change(name, { target: { value: 'Software & Cloud' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Industry saved')).toBeTruthy();
    expect(api.bodies('industries/update')).toEqual([
      { id: 3, data: { name: 'Software & Cloud' } },
    ]);
    expect(router.state.location.pathname).toBe('/industries/3');
  });
});
