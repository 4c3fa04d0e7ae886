import { vi } from 'vitest';
import type { AuthContextProps } from 'react-oidc-context';
import { UserManager, type User } from 'oidc-client-ts';

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT with these claims; the web only reads tokens, the API verifies them. */
export function fakeAccessToken(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.signature`;
}

export type FakeUserOptions = {
  roles?: string[];
  orgKey?: string | null;
  name?: string;
  email?: string;
  realm?: string;
  expired?: boolean;
};

export function fakeUser(options: FakeUserOptions = {}): User {
  const { roles = ['viewer'], orgKey = 'harbor', name = 'Ada Lovelace' } = options;
  const { email = 'ada@harbor.test', realm = 'atrium', expired = false } = options;
  const accessToken = fakeAccessToken({
    iss: `http://localhost:8080/auth/realms/${realm}`,
    sub: 'user-1',
    email,
    name,
    realm_access: { roles },
    org_key: orgKey,
    groups: ['/analysts'],
  });
  return {
    access_token: accessToken,
    refresh_token: 'refresh',
    expired,
    profile: { sub: 'user-1', email, name },
    state: undefined,
  } as unknown as User;
}

/** Spies for the auth methods the app calls. */
export type AuthSpies = {
  signinRedirect: ReturnType<typeof vi.fn<AuthContextProps['signinRedirect']>>;
  signinSilent: ReturnType<typeof vi.fn<AuthContextProps['signinSilent']>>;
  signoutRedirect: ReturnType<typeof vi.fn<AuthContextProps['signoutRedirect']>>;
};

// Real settings and events objects; nothing here talks to an identity provider.
const manager = new UserManager({
  authority: 'http://idp.test/realms/atrium',
  client_id: 'atrium-web',
  redirect_uri: 'http://app.test/',
  automaticSilentRenew: false,
});

/** An auth context as react-oidc-context gives it, and spies for its sign-in methods. */
export function fakeAuth(
  overrides: Partial<AuthContextProps> = {},
): AuthSpies & { auth: AuthContextProps } {
  const user = 'user' in overrides ? overrides.user : undefined;
  const spies: AuthSpies = {
    signinRedirect: vi.fn<AuthContextProps['signinRedirect']>(() => Promise.resolve()),
    signinSilent: vi.fn<AuthContextProps['signinSilent']>(() => Promise.resolve(null)),
    signoutRedirect: vi.fn<AuthContextProps['signoutRedirect']>(() => Promise.resolve()),
  };
  const auth: AuthContextProps = {
    settings: manager.settings,
    events: manager.events,
    isLoading: false,
    isAuthenticated: !!user && !user.expired,
    user,
    clearStaleState: () => Promise.resolve(),
    removeUser: () => Promise.resolve(),
    signinPopup: () => Promise.reject(new Error('not used')),
    signinResourceOwnerCredentials: () => Promise.reject(new Error('not used')),
    signoutPopup: () => Promise.resolve(),
    signoutSilent: () => Promise.resolve(),
    querySessionStatus: () => Promise.resolve(null),
    revokeTokens: () => Promise.resolve(),
    startSilentRenew: () => undefined,
    stopSilentRenew: () => undefined,
    ...spies,
    ...overrides,
  };
  return { auth, ...spies };
}
