import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Tag } from '@atrium/contract';
import { fakeAuth, fakeUser } from '../../support/auth.ts';
import { json, renderApp } from '../../support/render.tsx';
import { fakeApi, list, never } from '../buildings/fakeApi.ts';

const T = '2026-03-01T09:00:00.000Z';
const tag = (overrides: Partial<Tag> = {}): Tag => ({
  id: 7,
  name: 'Flagship',
  availableFor: 'BUILDING',
  colour: '#00AAEF',
  organizationId: 1,
  createdAt: T,
  updatedAt: T,
  ...overrides,
});
const as = (role: string, orgKey = 'harbor') =>
  fakeAuth({ user: fakeUser({ roles: [role], orgKey }) }).auth;

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const table = () => screen.findByRole('table', { name: 'Tags' });
const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('the tag list', () => {
  it('shows each tag with its colour, target and creation date', async () => {
    fakeApi({
      'tags/full': list([
        tag(),
        tag({ id: 8, name: 'Renewal talks', availableFor: 'ENCUMBRANCE' }),
      ]),
    });
    renderApp('/tags', as('viewer'));
    const row = await within(await table()).findByRole('row', { name: /Renewal talks/ });
    expect(within(row).getByText('Leases')).toBeTruthy();
    expect(within(row).getByText('2026-03-01')).toBeTruthy();
    // Only a master admin sees whose tags they are.
    expect(screen.queryByRole('columnheader', { name: 'Organization' })).toBeNull();
  });

  it('asks the API for the address’s filters, order and page', async () => {
    const api = fakeApi({ 'tags/full': list([]) });
    renderApp(
      '/tags?name=flag&availableFor=NETWORK&orderBy=createdAt:desc&page=2&perPage=10',
      as('viewer'),
    );
    await table();
    await waitFor(() => {
      expect(api.bodies('tags/full')[0]).toEqual({
        where: {
          name: { contains: 'flag', mode: 'insensitive' },
          availableFor: 'NETWORK',
        },
        orderBy: { createdAt: 'desc' },
        page: 1,
        perPage: 10,
      });
    });
  });

  it('puts a typed name in the address half a second after the last key, from page 1', async () => {
    fakeApi({ 'tags/full': list([tag()], 40) });
    const { router } = renderApp('/tags?page=2', as('org-admin'));
    await table();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Name' }), { target: { value: 'fla' } });
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => {
      expect(router.state.location.search).toBe('?name=fla');
    });
  });

  it('says what to do when there are no tags, and No results when a filter matches none', async () => {
    fakeApi({ 'tags/full': list([]) });
    renderApp('/tags', as('viewer'));
    expect(
      await within(await table()).findByText(
        'No tags yet. Create one to label buildings, leases or projects.',
      ),
    ).toBeTruthy();
    cleanup();
    fakeApi({ 'tags/full': list([]) });
    renderApp('/tags?name=zzz', as('viewer'));
    expect(await within(await table()).findByText('No results')).toBeTruthy();
  });

  it('shows loading, and an error with the formatted message', async () => {
    fakeApi({ 'tags/full': never });
    renderApp('/tags', as('viewer'));
    expect(await within(await table()).findByText('Loading...')).toBeTruthy();
    cleanup();
    fakeApi({ 'tags/full': json({ message: 'The database is restarting' }, 503) });
    renderApp('/tags', as('viewer'));
    expect((await screen.findByRole('alert')).textContent).toContain('The database is restarting');
  });

  it('offers Create to every role (section 6: tags are everyone’s)', async () => {
    for (const role of ['viewer', 'org-admin']) {
      fakeApi({ 'tags/full': list([]) });
      renderApp('/tags', as(role));
      expect(await screen.findByRole('link', { name: 'Create' })).toBeTruthy();
      cleanup();
    }
  });
});

describe('creating, editing and deleting a tag', () => {
  it('checks the form with the contract before sending, then creates and returns to the list', async () => {
    const api = fakeApi({
      'tags/create': (body: { data: object }) => tag({ ...body.data, id: 9 }),
    });
    const { router } = renderApp('/tags/create', as('viewer'));
    await screen.findByRole('heading', { name: 'New tag' });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(api.bodies('tags/create')).toHaveLength(0);

    fireEvent.change(field(/Name/), { target: { value: 'Priority' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Available for/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Projects' }));
    fireEvent.click(screen.getByRole('button', { name: 'Colour #DC2626' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/tags');
    });
    expect(api.bodies('tags/create')).toEqual([
      { data: { name: 'Priority', availableFor: 'PROJECT', colour: '#DC2626' } },
    ]);
    expect(await screen.findByText('Tag created')).toBeTruthy();
  });

  it('shows a colour the contract refuses on its field', async () => {
    fakeApi();
    renderApp('/tags/create', as('viewer'));
    await screen.findByRole('heading', { name: 'New tag' });
    fireEvent.change(field(/Colour/), { target: { value: 'blue' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Expected a colour like #00AAEF')).toBeTruthy();
  });

  it('saves a changed name', async () => {
    const api = fakeApi({
      'tags/full': list([tag()]),
      'tags/update': (body: { data: object }) => tag(body.data),
    });
    const { router } = renderApp('/tags/7', as('org-admin'));
    await waitFor(() => {
      expect(field(/Name/)).toHaveProperty('value', 'Flagship');
    });
    fireEvent.change(field(/Name/), { target: { value: 'Flagship tower' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/tags');
    });
    expect(api.bodies('tags/update')[0]).toEqual({
      id: 7,
      data: { name: 'Flagship tower', availableFor: 'BUILDING', colour: '#00AAEF' },
    });
  });

  it('deletes after asking, and shows the server’s refusal in the dialog', async () => {
    let refuse = true;
    const api = fakeApi({
      'tags/full': list([tag()]),
      'tags/delete': () => (refuse ? json({ message: 'The tag is still in use' }, 409) : { id: 7 }),
    });
    const { router } = renderApp('/tags/7', as('viewer'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete tag' });
    expect(within(dialog).getByText(/Delete the tag Flagship\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('The tag is still in use')).toBeTruthy();
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/tags');
    });
    expect(api.bodies('tags/delete')).toEqual([{ id: 7 }, { id: 7 }]);
  });

  it('says so when the tag does not exist or is not the user’s to see', async () => {
    fakeApi({ 'tags/full': list([]) });
    renderApp('/tags/99', as('viewer'));
    expect(await screen.findByText('There is no tag 99, or you may not see it.')).toBeTruthy();
  });
});
