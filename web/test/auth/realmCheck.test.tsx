// An address naming an organization Atrium does not know is said so, with the default sign-in
// offered (issue 35, item 19); the server is asked about that one name only (item 10).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { unknownRealmOf } from '../../src/auth/realmCheck.ts';
import { UnknownRealmPage } from '../../src/auth/UnknownRealmPage.tsx';
import { json } from '../support/render.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const config = { defaultRealm: 'atrium' };

describe('the realm of the address', () => {
  it('asks the server about the first segment when it is no app route', async () => {
    const fetchStub = vi.fn((url: string) =>
      Promise.resolve(
        json({
          realm: decodeURIComponent(url.split('/').pop() ?? ''),
          known: url.endsWith('/harbor'),
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchStub);
    await expect(unknownRealmOf('/harbor/buildings', config)).resolves.toBeNull();
    await expect(unknownRealmOf('/nosuchrealm/', config)).resolves.toBe('nosuchrealm');
    expect(fetchStub.mock.calls.map(([url]) => url)).toEqual([
      '/api/config/realms/harbor',
      '/api/config/realms/nosuchrealm',
    ]);
    // An app route or the root names no realm: nothing to ask.
    await expect(unknownRealmOf('/buildings', config)).resolves.toBeNull();
    await expect(unknownRealmOf('/', config)).resolves.toBeNull();
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('takes a name the server will not look up as unknown, and a failing server as an error', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json({ message: 'URI too long' }, 414)));
    await expect(unknownRealmOf(`/${'x'.repeat(200)}/`, config)).resolves.toBe('x'.repeat(200));
    vi.stubGlobal('fetch', () => Promise.resolve(json({ message: 'down' }, 503)));
    await expect(unknownRealmOf('/harbor/', config)).rejects.toThrow('with 503');
  });

  it('says the organization is not known and offers the default sign-in', () => {
    render(<UnknownRealmPage realm="nosuchrealm" />);
    expect(screen.getByRole('heading', { name: 'Organization not found' })).toBeTruthy();
    expect(
      screen.getByText(/names the organization “nosuchrealm”, which Atrium does not know/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign-in' }).getAttribute('href')).toBe('/');
  });
});
