import { describe, expect, it } from 'vitest';
import { can, isMasterAdmin, mainRole, roleLabel, type Permission } from '../src/permissions.ts';

// Specification section 6, row by row: who may do what. Rows the specification marks "not
// shown" follow docs/decisions.md.
const table: [Permission, master: boolean, orgAdmin: boolean, viewer: boolean][] = [
  ['buildings.read', true, true, true],
  ['buildings.create', true, false, false],
  ['buildings.update', true, false, false],
  ['sensors.mapping', true, false, false],
  ['sensors.occupancyImport', true, false, false],
  ['sensors.status', true, false, false],
  ['reservations.import', true, false, false],
  ['events.import', true, false, false],
  ['encumbrances.create', true, false, false],
  ['encumbrances.update', true, false, false],
  ['floors.create', true, false, false],
  ['floors.assignOperator', true, false, false],
  ['industries.create', true, false, false],
  ['industries.update', true, false, false],
  ['networks.read', true, true, true],
  ['networks.create', true, true, false],
  ['networks.update', true, true, false],
  ['networks.delete', true, true, false],
  ['networkLevels.update', true, true, false],
  ['organizations.read', true, true, true],
  ['organizations.create', true, false, false],
  ['organizations.update', true, false, false],
  ['resources.read', true, true, true],
  ['resources.create', true, false, false],
  ['spaces.read', true, true, true],
  ['spaces.create', true, false, false],
  ['spaces.update', true, false, false],
  ['spaces.delete', true, false, false],
  ['dataSources.create', true, false, false],
  ['dataImports.read', true, true, true],
  ['dataImports.create', true, false, false],
  ['users.read', true, true, true],
  ['users.create', true, true, false],
  ['users.update', true, true, false],
  ['users.delete', true, false, false],
  ['audit.read', true, true, false],
  ['userPermissions.read', true, true, false],
  ['userPermissions.update', true, true, false],
  ['workflows.create', true, false, false],
  ['projects.read', true, true, true],
  ['projects.create', true, true, true],
  ['projects.run', true, true, true],
  ['workflowDisplay.read', true, true, true],
  ['workflowDisplay.create', true, false, false],
  ['purchaseOrders.create', true, false, false],
  ['profiles.update', true, false, false],
  ['tags.read', true, true, true],
  ['tags.create', true, true, true],
  ['tags.update', true, true, true],
  ['tags.delete', true, true, true],
  ['admin.read', true, false, false],
  ['impersonation.start', true, false, false],
];

describe('can: the permission rule of specification section 6', () => {
  it.each(table)('%s: master-admin %s, org-admin %s, viewer %s', (permission, ...allowed) => {
    const decided = (['master-admin', 'org-admin', 'viewer'] as const).map((role) =>
      can({ roles: [role] }, permission),
    );
    expect(decided).toEqual(allowed);
  });

  it('adds the permissions granted to the user to what the role allows', () => {
    const viewer = { roles: ['viewer'], permissions: ['buildings.update'] };
    expect(can(viewer, 'buildings.update')).toBe(true);
    expect(can(viewer, 'buildings.create')).toBe(false);
    // A grant works without a role too.
    expect(can({ roles: [], permissions: ['tags.read'] }, 'tags.read')).toBe(true);
    // Granting something unknown grants nothing else.
    expect(can({ roles: [], permissions: ['everything'] }, 'tags.read')).toBe(false);
  });

  it('decides by the first role Atrium knows, whatever the identity provider put first', () => {
    const keycloak = { roles: ['offline_access', 'default-roles-atrium', 'master-admin'] };
    expect(mainRole(keycloak.roles)).toBe('master-admin');
    expect(isMasterAdmin(keycloak)).toBe(true);
    expect(can(keycloak, 'buildings.create')).toBe(true);
    expect(roleLabel(keycloak.roles)).toBe('master-admin');
    // The first known role rules, not the strongest.
    expect(can({ roles: ['viewer', 'master-admin'] }, 'buildings.create')).toBe(false);
    expect(isMasterAdmin({ roles: ['viewer', 'master-admin'] })).toBe(false);
  });

  it('allows nothing to a user without a known role or grant', () => {
    expect(can({ roles: ['offline_access'] }, 'buildings.read')).toBe(false);
    expect(roleLabel(['offline_access'])).toBe('No Role');
  });
});
