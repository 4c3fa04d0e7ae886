import { afterEach, beforeEach, expect, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { fakeAuth, fakeUser } from '../../support/auth.ts';

/** Signed in with a role of an organization of the fake API (harbor: an owner). */
export const as = (role: string, orgKey = 'harbor') =>
  fakeAuth({ user: fakeUser({ roles: [role], orgKey }) }).auth;

/** Today on the clocks the tests use: 27 Nov 2026, midday UTC. */
export function atNoon(iso = '2026-11-27T12:00:00Z') {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

/** Each test of the file from an empty local storage at noon on that day; after it, real timers. */
export function eachTestAtNoon(iso?: string) {
  beforeEach(() => {
    window.localStorage.clear();
    atNoon(iso);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** A stat tile's text once it has loaded: label, value, unit, caption. */
export async function tile(label: string): Promise<string> {
  const group = await screen.findByRole('group', { name: label });
  await waitFor(() => {
    expect(group.getAttribute('aria-busy')).toBe('false');
  });
  return group.textContent;
}

/** A drawn chart's accessible name (its title and text summary). */
export async function chartName(title: string): Promise<string> {
  const image = await screen.findByRole('img', { name: new RegExp(`^${title}\\.`) });
  return image.getAttribute('aria-label') ?? '';
}

/** The analysis's header card: the tenant's name heading's card. */
export async function headerCard(name: string): Promise<HTMLElement> {
  // The first page of a file loads its lazy modules: give it longer than a query.
  const heading = await screen.findByRole('heading', { level: 2, name }, { timeout: 50_000 });
  const card = heading.closest<HTMLElement>('.MuiCard-root');
  if (!card) throw new Error('No header card');
  return card;
}

export const inHeader = async (name: string) => within(await headerCard(name));

/** The text of the card under a heading (a chart card, a table card). */
export async function cardText(title: string): Promise<string> {
  const heading = await screen.findByRole('heading', { name: title });
  return heading.closest('.MuiCard-root')?.textContent ?? '';
}
