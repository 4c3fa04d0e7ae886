// The tenant scope's master-admin test is the contract's permission rule: a token whose first
// role is the identity provider's own (offline_access) gets one answer, on the server as in the web.
import { describe, expect, it } from 'vitest';
import { isMasterAdmin, scopeFor } from '../src/auth/scope.ts';
import type { RequestUser } from '../src/auth/user.ts';

const platform = {
  id: 1,
  key: 'atrium',
  name: 'Atrium',
  type: 'PLATFORM',
  realm: 'atrium',
} as const;
const harbor = { id: 2, key: 'harbor', name: 'Harbor', type: 'OWNER', realm: 'harbor' } as const;

const user = (roles: string[], organization: RequestUser['organization']): RequestUser => ({
  id: 'u',
  email: 'u@atrium.test',
  name: 'U',
  orgKey: organization.key,
  title: null,
  roles,
  realm: organization.realm,
  groups: [],
  permissions: [],
  organization,
});

describe('the scope of a request', () => {
  it('sees everything for a master admin whatever the provider put first in the roles', () => {
    const keycloak = user(['offline_access', 'master-admin'], platform);
    expect(isMasterAdmin(keycloak)).toBe(true);
    expect(scopeFor(keycloak, null)).toEqual({ kind: 'all' });
  });

  it('keeps a master-admin role outside the platform organization to its own organization', () => {
    const customer = user(['master-admin'], harbor);
    expect(isMasterAdmin(customer)).toBe(false);
    expect(scopeFor(customer, null)).toEqual({
      kind: 'organization',
      organizationId: 2,
      organizationType: 'OWNER',
    });
  });

  it('decides by the first known role, not the strongest', () => {
    expect(isMasterAdmin(user(['viewer', 'master-admin'], platform))).toBe(false);
  });
});
