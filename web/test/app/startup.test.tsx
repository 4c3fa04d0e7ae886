import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { ApiError } from '../../src/api/client.ts';
import { createQueryClient } from '../../src/app/queryClient.ts';
import { loadRuntimeConfig } from '../../src/app/runtimeConfig.ts';
import { StartupErrorPage } from '../../src/app/StartupErrorPage.tsx';
import { radiusScale, theme } from '../../src/app/theme.ts';
import { json } from '../support/render.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the runtime configuration', () => {
  it('is read from /api/config and checked against the contract', async () => {
    const body = {
      apiUrl: 'http://localhost:8080/api',
      frontendUrl: 'http://localhost:8080',
      identityUrl: 'http://localhost:8080/auth',
      defaultRealm: 'atrium',
      clientId: 'atrium-web',
      mapsApiKey: null,
      analyticsKey: null,
      tagManagerKey: null,
      workflowAutomationUrl: null,
      spaceBookingKey: null,
      spaceBookingOrgId: null,
    };
    const fetchStub = vi.fn(() => Promise.resolve(json(body)));
    vi.stubGlobal('fetch', fetchStub);
    await expect(loadRuntimeConfig()).resolves.toEqual(body);
    expect(fetchStub.mock.calls[0]).toContain('/api/config');

    vi.stubGlobal('fetch', () => Promise.resolve(json({ ...body, clientId: 3 })));
    await expect(loadRuntimeConfig()).rejects.toThrow("The server's configuration is invalid");
    vi.stubGlobal('fetch', () => Promise.resolve(json({ message: 'down' }, 503)));
    await expect(loadRuntimeConfig()).rejects.toThrow('with 503');
  });

  it('shows a full-page error when it cannot be read', () => {
    render(<StartupErrorPage error={new TypeError('Failed to fetch')} />);
    expect(screen.getByRole('heading', { name: 'Atrium could not start' })).toBeTruthy();
    expect(screen.getByText('Could not perform the request. Are you offline?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('errors of queries and mutations', () => {
  function Save({ handlesErrors }: { handlesErrors: boolean }) {
    const mutation = useMutation({
      mutationFn: () => Promise.reject(new ApiError(409, { message: 'The building has floors' })),
      meta: { handlesErrors },
    });
    return (
      <button
        onClick={() => {
          mutation.mutate();
        }}
      >
        Save
      </button>
    );
  }

  async function clickSave(handlesErrors: boolean) {
    const notify = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient(notify)}>
        <Save handlesErrors={handlesErrors} />
      </QueryClientProvider>,
    );
    await act(async () => {
      screen.getByRole('button', { name: 'Save' }).click();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    return notify;
  }

  it('are toasted with the formatted message', async () => {
    expect(await clickSave(false)).toHaveBeenCalledWith('The building has floors');
  });

  it('are left to mutations that handle them themselves', async () => {
    expect(await clickSave(true)).not.toHaveBeenCalled();
  });

  it('are toasted for failed queries, but not for a 401 already told', async () => {
    const notify = vi.fn();
    const client = createQueryClient(notify);
    await client
      .query({
        queryKey: ['buildings'],
        queryFn: () => Promise.reject(new TypeError('x')),
        retry: false,
      })
      .catch(() => undefined);
    await client
      .query({
        queryKey: ['tags'],
        queryFn: () => Promise.reject(new ApiError(401, { message: 'Token expired' })),
        retry: false,
      })
      .catch(() => undefined);
    expect(notify.mock.calls).toEqual([['Could not perform the request. Are you offline?']]);
  });
});

describe('the theme', () => {
  it('uses the palette, spacing and radius scales of the specification', () => {
    expect(theme.palette.primary.main).toBe('#00AAEF');
    expect(theme.palette.success.main).toBe('#00C853');
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((step) => theme.spacing(step))).toEqual([
      '0px',
      '4px',
      '8px',
      '12px',
      '16px',
      '24px',
      '32px',
      '48px',
    ]);
    expect(radiusScale).toEqual([0, 2, 4, 8, 12, 16, 24, 32]);
  });
});
