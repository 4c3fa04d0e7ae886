import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { AuthContextProps } from 'react-oidc-context';
import { isNetworkError, SignInGateView } from '../../src/auth/SignInGate.tsx';
import { fakeAuth, fakeUser } from '../support/auth.ts';

afterEach(cleanup);

type AuthError = NonNullable<AuthContextProps['error']>;
const authError = (innerError: unknown, message: string): AuthError => ({
  name: innerError instanceof Error ? innerError.name : 'Error',
  message,
  innerError,
  source: 'signinCallback',
});

function renderGate(auth: AuthContextProps) {
  return render(
    <SignInGateView auth={auth} returnTo="/buildings?page=2">
      <p>The app</p>
    </SignInGateView>,
  );
}

describe('the sign-in gate', () => {
  it('shows a spinner while loading, without redirecting', () => {
    const { auth, signinRedirect } = fakeAuth({ isLoading: true });
    renderGate(auth);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText('The app')).toBeNull();
    expect(signinRedirect).not.toHaveBeenCalled();
  });

  it("shows 'Signing you in...' during a silent sign-in", () => {
    renderGate(fakeAuth({ isLoading: true, activeNavigator: 'signinSilent' }).auth);
    expect(screen.getByText('Signing you in...')).toBeTruthy();
  });

  it("shows 'Signing you out...' during sign-out", () => {
    renderGate(
      fakeAuth({ isLoading: true, activeNavigator: 'signoutRedirect', user: fakeUser() }).auth,
    );
    expect(screen.getByText('Signing you out...')).toBeTruthy();
    expect(screen.queryByText('The app')).toBeNull();
  });

  it('shows the app when signed in', () => {
    const { auth, signinRedirect } = fakeAuth({ user: fakeUser() });
    renderGate(auth);
    expect(screen.getByText('The app')).toBeTruthy();
    expect(signinRedirect).not.toHaveBeenCalled();
  });

  it('sends a signed-out visitor to the identity provider, returning to the same page', () => {
    const { auth, signinRedirect } = fakeAuth();
    renderGate(auth);
    expect(signinRedirect).toHaveBeenCalledTimes(1);
    expect(signinRedirect).toHaveBeenCalledWith({ state: '/buildings?page=2' });
    expect(screen.queryByText('The app')).toBeNull();
  });

  it('renews an expired session silently first when it has a refresh token', () => {
    const { auth, signinSilent, signinRedirect } = fakeAuth({ user: fakeUser({ expired: true }) });
    renderGate(auth);
    expect(signinSilent).toHaveBeenCalledTimes(1);
    expect(signinRedirect).not.toHaveBeenCalled();
  });

  it("shows 'Unable to login' on failure and still redirects for a non-network error", () => {
    const { auth, signinRedirect } = fakeAuth({
      error: authError(new Error('invalid_grant'), 'invalid_grant'),
    });
    renderGate(auth);
    expect(screen.getByRole('alert').textContent).toContain('Unable to login');
    expect(signinRedirect).toHaveBeenCalledTimes(1);
  });

  it('does not redirect when the failure is a network TypeError', () => {
    const { auth, signinRedirect, signinSilent } = fakeAuth({
      error: authError(new TypeError('Failed to fetch'), 'Failed to fetch'),
    });
    renderGate(auth);
    expect(screen.getByRole('alert').textContent).toContain('Unable to login');
    expect(signinRedirect).not.toHaveBeenCalled();
    expect(signinSilent).not.toHaveBeenCalled();
  });

  it('lets the user try again after a failure', () => {
    const { auth, signinRedirect } = fakeAuth({
      error: authError(new TypeError('Failed to fetch'), 'Failed to fetch'),
    });
    renderGate(auth);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(signinRedirect).toHaveBeenCalledWith({ state: '/buildings?page=2' });
  });

  it('redirects only once per page load', () => {
    const { auth, signinRedirect } = fakeAuth();
    const { rerender } = renderGate(auth);
    rerender(
      <SignInGateView auth={{ ...auth, isLoading: false }} returnTo="/buildings?page=2">
        <p>The app</p>
      </SignInGateView>,
    );
    expect(signinRedirect).toHaveBeenCalledTimes(1);
  });

  it('tells a network TypeError from other failures', () => {
    expect(isNetworkError(authError(new TypeError('Failed to fetch'), 'x'))).toBe(true);
    expect(isNetworkError(authError(new Error('login_required'), 'x'))).toBe(false);
    expect(isNetworkError(undefined)).toBe(false);
  });
});
