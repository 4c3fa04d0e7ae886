import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { describeRouteError, RouteErrorPage } from '../../src/app/RouteErrorPage.tsx';

afterEach(cleanup);

function renderFailingRoute(loader: () => never) {
  const router = createMemoryRouter([
    {
      path: '/',
      loader,
      element: <p>never</p>,
      hydrateFallbackElement: <p>Loading</p>,
      errorElement: <RouteErrorPage standalone />,
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('the error page', () => {
  it('shows status and status text with the message of a route error response', async () => {
    renderFailingRoute(() => {
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      throw data('This building is in another realm.', { status: 403, statusText: 'Forbidden' });
    });
    expect(await screen.findByRole('heading', { name: '403 Forbidden' })).toBeTruthy();
    expect(screen.getByText('This building is in another realm.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toBeTruthy();
  });

  it("shows 'Error' and 'Unexpected error occurred' for anything else", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingRoute(() => {
      throw new Error('boom: internal detail');
    });
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(screen.getByText('Unexpected error occurred')).toBeTruthy();
    expect(screen.queryByText(/internal detail/)).toBeNull();
    vi.restoreAllMocks();
  });

  it('describes route errors without a message', () => {
    expect(describeRouteError('oops')).toEqual({
      title: 'Error',
      message: 'Unexpected error occurred',
    });
  });
});
