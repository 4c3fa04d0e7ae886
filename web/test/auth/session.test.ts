import { afterEach, describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '@atrium/contract';
import { currentUserFromAccessToken } from '../../src/auth/currentUser.ts';
import {
  IMPERSONATION_STORAGE_KEY,
  readImpersonation,
  writeImpersonation,
} from '../../src/auth/impersonation.ts';
import {
  returnPathOf,
  safeReturnPath,
  stripBasename,
  withoutAuthParams,
} from '../../src/auth/signInReturn.ts';
import { userManagerSettings } from '../../src/auth/userManager.ts';
import { fakeAccessToken } from '../support/auth.ts';

const config: RuntimeConfig = {
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

describe('the identity provider settings', () => {
  it("use the realm's issuer, code + PKCE, and the constants of the specification", () => {
    const settings = userManagerSettings(
      config,
      { realm: 'harbor', basename: '/harbor' },
      'http://localhost:8080',
    );
    expect(settings).toMatchObject({
      authority: 'http://localhost:8080/auth/realms/harbor',
      client_id: 'atrium-web',
      redirect_uri: 'http://localhost:8080/harbor/',
      post_logout_redirect_uri: 'http://localhost:8080/harbor/',
      scope: 'openid profile email offline_access',
      automaticSilentRenew: true,
      accessTokenExpiringNotificationTimeInSeconds: 60,
      silentRequestTimeoutInSeconds: 10,
      staleStateAgeInSeconds: 900,
      checkSessionIntervalInSeconds: 2,
    });
    expect(
      userManagerSettings(config, { realm: 'atrium', basename: '/' }, 'https://atrium.example')
        .redirect_uri,
    ).toBe('https://atrium.example/');
  });
});

describe('coming back from the identity provider', () => {
  it('removes code, state, session_state and iss, keeping other parameters', () => {
    expect(
      withoutAuthParams('?code=abc&state=xyz&session_state=s&iss=http%3A%2F%2Fidp&page=2'),
    ).toBe('?page=2');
    expect(withoutAuthParams('?code=abc&state=xyz')).toBe('');
    expect(returnPathOf({ pathname: '/buildings', search: '?name=a&code=c', hash: '#top' })).toBe(
      '/buildings?name=a#top',
    );
  });

  it('returns only to a path inside the app', () => {
    expect(safeReturnPath('/buildings?page=2')).toBe('/buildings?page=2');
    for (const unsafe of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'buildings',
      3,
    ]) {
      expect(safeReturnPath(unsafe)).toBeNull();
    }
  });

  it('strips the realm prefix from router paths', () => {
    expect(stripBasename('/harbor/buildings', '/harbor')).toBe('/buildings');
    expect(stripBasename('/harbor', '/harbor')).toBe('/');
    expect(stripBasename('/harborside/x', '/harbor')).toBe('/harborside/x');
    expect(stripBasename('/buildings', '/')).toBe('/buildings');
  });
});

describe('the signed-in user', () => {
  it('is read from the access token: roles, main role, groups, organization, realm', () => {
    const user = currentUserFromAccessToken(
      fakeAccessToken({
        iss: 'http://localhost:8080/auth/realms/harbor',
        sub: 'u-1',
        email: 'Ada@Harbor.test',
        name: 'Ada',
        realm_access: { roles: ['offline_access', 'org-admin', 'viewer'] },
        groups: ['/analysts', 'owners'],
        org_key: 'harbor',
        title: 'Analyst',
      }),
    );
    expect(user).toEqual({
      id: 'u-1',
      email: 'ada@harbor.test',
      name: 'Ada',
      orgKey: 'harbor',
      title: 'Analyst',
      roles: ['offline_access', 'org-admin', 'viewer'],
      mainRole: 'org-admin',
      realm: 'harbor',
      groups: ['analysts', 'owners'],
      permissions: [],
    });
  });

  it('needs an email and a realm', () => {
    expect(() => currentUserFromAccessToken(fakeAccessToken({ iss: 'x/realms/a' }))).toThrow(
      'Email is required for user',
    );
    expect(() =>
      currentUserFromAccessToken(fakeAccessToken({ email: 'a@b.test', iss: 'http://idp/' })),
    ).toThrow('Realm is required for user');
    expect(() => currentUserFromAccessToken('not-a-jwt')).toThrow();
  });
});

describe('the impersonation store', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it('remembers the organization under its local storage key', () => {
    writeImpersonation({ id: 3, key: 'city-ops', name: 'City Ops', type: 'OPERATOR' });
    expect(JSON.parse(window.localStorage.getItem(IMPERSONATION_STORAGE_KEY) ?? '')).toEqual({
      id: 3,
      key: 'city-ops',
      name: 'City Ops',
      type: 'OPERATOR',
    });
    const first = readImpersonation();
    expect(first?.key).toBe('city-ops');
    expect(readImpersonation()).toBe(first);
    writeImpersonation(null);
    expect(readImpersonation()).toBeNull();
  });

  it('ignores a stored value it cannot read', () => {
    window.localStorage.setItem(IMPERSONATION_STORAGE_KEY, '{"key":');
    expect(readImpersonation()).toBeNull();
    window.localStorage.setItem(IMPERSONATION_STORAGE_KEY, '{"key":"x","type":"ALIEN"}');
    expect(readImpersonation()).toBeNull();
  });
});
