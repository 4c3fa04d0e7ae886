import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeAuth, fakeUser } from '../../support/auth.ts';
import { json, renderApp } from '../../support/render.tsx';
import { building, fakeApi, floor, list, never } from '../buildings/fakeApi.ts';

const masterAdmin = () =>
  fakeAuth({ user: fakeUser({ roles: ['master-admin'], orgKey: 'atrium' }) }).auth;
const viewer = () => fakeAuth({ user: fakeUser({ roles: ['viewer'], orgKey: 'harbor' }) }).auth;

const floors = [
  floor({ id: 10, name: 'Parking P1', position: -1, spaceCount: 7 }),
  floor({
    id: 11,
    name: 'Ground floor',
    position: 0,
    operatorOrganizationId: 3,
    operatorOrganization: { id: 3, name: 'City Ops' },
  }),
  floor({ id: 12, name: 'Level 1', position: 1 }),
];
const routes = { 'buildings/full': list([building()]), 'floors/full': list(floors) };

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const table = () => screen.findByRole('table', { name: 'Floors, bottom to top' });
const floorNames = () =>
  within(screen.getByRole('table', { name: 'Floors, bottom to top' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the floors tab', () => {
  it("lists the building's floors bottom to top, each linking to its page", async () => {
    const api = fakeApi(routes);
    renderApp('/buildings/1/edit/floors', masterAdmin());
    await within(await table()).findByText('Parking P1');
    expect(floorNames()).toEqual(['Parking P1', 'Ground floor', 'Level 1']);
    expect(
      screen.getByText(/Listed bottom to top: the first row is the lowest floor/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Level 1' }).getAttribute('href')).toBe(
      '/buildings/1/edit/floors/12',
    );
    expect(api.bodies('floors/full')[0]).toEqual({
      where: { buildingId: 1 },
      orderBy: { position: 'asc' },
      perPage: 500,
    });
  });

  it('shows loading, no results and errors', async () => {
    fakeApi({ ...routes, 'floors/full': never });
    renderApp('/buildings/1/edit/floors', masterAdmin());
    expect(await within(await table()).findByText('Loading...')).toBeTruthy();
    cleanup();
    fakeApi({ ...routes, 'floors/full': list([]) });
    renderApp('/buildings/1/edit/floors', masterAdmin());
    expect(await within(await table()).findByText('No results')).toBeTruthy();
    cleanup();
    fakeApi({ ...routes, 'floors/full': json({ message: 'Internal server error' }, 500) });
    renderApp('/buildings/1/edit/floors', masterAdmin());
    expect((await screen.findByRole('alert')).textContent).toContain('Internal server error');
  });

  it('saves a move made with the keyboard as the new bottom-to-top order', async () => {
    const api = fakeApi({ ...routes, 'floors/update-order': list([]) });
    renderApp('/buildings/1/edit/floors', masterAdmin());
    await within(await table()).findByText('Parking P1');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Move row 1 (arrow keys)' }), {
      key: 'ArrowDown',
    });
    // Shown at once, before the server answers.
    expect(floorNames()).toEqual(['Ground floor', 'Parking P1', 'Level 1']);
    await waitFor(() => {
      expect(api.bodies('floors/update-order')).toEqual([
        { buildingId: 1, floorIds: [11, 10, 12] },
      ]);
    });
    expect(screen.getByRole('status').textContent).toBe('Parking P1 moved to place 2 of 3');
  });

  it('saves a drag and drop', async () => {
    const api = fakeApi({ ...routes, 'floors/update-order': list([]) });
    renderApp('/buildings/1/edit/floors', masterAdmin());
    const rowOf = async (name: string) =>
      (await within(await table()).findByText(name)).closest('tr') as HTMLElement;
    fireEvent.dragStart(await rowOf('Level 1'));
    fireEvent.dragOver(await rowOf('Parking P1'));
    fireEvent.drop(await rowOf('Parking P1'));
    await waitFor(() => {
      expect(api.bodies('floors/update-order')).toEqual([
        { buildingId: 1, floorIds: [12, 10, 11] },
      ]);
    });
  });

  it('adds a floor above the highest, checked with the contract', async () => {
    const api = fakeApi({ ...routes, 'floors/create': floor({ id: 13, name: 'Level 2' }) });
    renderApp('/buildings/1/edit/floors', masterAdmin());
    await within(await table()).findByText('Parking P1');
    fireEvent.click(screen.getByRole('button', { name: 'Add floor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add floor' });
    const position = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Position' });
    expect(position.value).toBe('2');
    fireEvent.change(position, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect((await within(dialog).findAllByText('Required')).length).toBe(2);
    expect(api.bodies('floors/create')).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Level 2' },
    });
    fireEvent.change(position, { target: { value: '2' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Rentable area (sqft)' }), {
      target: { value: '9500.5' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => {
      expect(dialog.isConnected).toBe(false);
    });
    expect(api.bodies('floors/create')).toEqual([
      {
        data: {
          buildingId: 1,
          name: 'Level 2',
          position: 2,
          rentableSF: 9500.5,
          images: [],
          operatorOrganizationId: null,
        },
      },
    ]);
  });

  it('renames a floor', async () => {
    const api = fakeApi({ ...routes, 'floors/update': floors[2] });
    renderApp('/buildings/1/edit/floors', masterAdmin());
    await within(await table()).findByText('Level 1');
    fireEvent.click(screen.getByRole('button', { name: 'Rename Level 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Level 1' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'First floor' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(api.bodies('floors/update')).toEqual([{ id: 12, data: { name: 'First floor' } }]);
    });
  });

  it("shows the server's reason when a floor cannot be deleted", async () => {
    const refusal = 'The floor has 7 spaces; delete or move them first';
    const api = fakeApi({ ...routes, 'floors/delete': json({ message: refusal }, 409) });
    renderApp('/buildings/1/edit/floors', masterAdmin());
    await within(await table()).findByText('Parking P1');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Parking P1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete floor' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    expect(api.bodies('floors/delete')).toEqual([{ id: 10 }]);
  });

  it('assigns an operator organization to a floor', async () => {
    const api = fakeApi({ ...routes, 'floors/update': floors[0] });
    renderApp('/buildings/1/edit/floors', masterAdmin());
    await within(await table()).findByText('Parking P1');
    expect(screen.getByRole('combobox', { name: 'Operator of Ground floor' }).textContent).toBe(
      'City Ops',
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Operator of Parking P1' }));
    fireEvent.click(await screen.findByRole('option', { name: 'City Ops' }));
    await waitFor(() => {
      expect(api.bodies('floors/update')).toEqual([
        { id: 10, data: { operatorOrganizationId: 3 } },
      ]);
    });
  });

  it('shows viewers the floors without any control', async () => {
    fakeApi(routes);
    renderApp('/buildings/1/edit/floors', viewer());
    await within(await table()).findByText('Parking P1');
    expect(screen.getByText('City Ops')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /^Operator of/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move row/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add floor' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Rename|Delete) / })).toBeNull();
  });
});
