import { describe, expect, it } from 'vitest';
import type { OrganizationType } from '@atrium/contract';
import { buildMenu, type MenuEntry } from '../../src/app/shell/menu.ts';

const labels = (entries: MenuEntry[]) =>
  entries.flatMap((entry) =>
    entry.kind === 'link' ? [entry.label] : entry.links.map((l) => `${entry.label}/${l.label}`),
  );
const menu = (role: string, organizationType: OrganizationType | null = 'OWNER') =>
  labels(buildMenu({ roles: [role], organizationType }));

describe('the side menu', () => {
  it('gives a master admin everything, with the Admin group, in the order of the specification', () => {
    expect(menu('master-admin', 'PLATFORM')).toEqual([
      'Dashboard',
      'Locations/Buildings',
      'Locations/Networks',
      'Projects',
      'Reports',
      'Organizations',
      'Users',
      'Data/Spatial import',
      'Data/Financial import',
      'Data/Occupancy import',
      'Data/Profile Import',
      'Data/Sensor Mapping',
      'Data/Sensor Occupancy Import',
      'Data/Reservations Import',
      'Data/Events Import',
      'Data/Sensor Status',
      'Data/Imports',
      'Settings/Integrations',
      'Settings/Customizations',
      'Settings/Tags',
      'Admin/Workflows',
      'Admin/Space Mapping',
      'Admin/Purchase Orders',
      'Admin/Data Sources',
      'Admin/Industries',
      'Admin/Flex Requirements',
      'Admin/Data Coverage',
      'Admin/Programs',
      'Admin/Profiles',
      'Admin/Occupancy',
    ]);
  });

  it('has no Admin group for anyone else', () => {
    expect(menu('org-admin').some((label) => label.startsWith('Admin/'))).toBe(false);
    expect(menu('viewer').some((label) => label.startsWith('Admin/'))).toBe(false);
  });

  it('shows operators Sites instead of Buildings', () => {
    const entries = buildMenu({ roles: ['viewer'], organizationType: 'OPERATOR' });
    expect(labels(entries)).toContain('Locations/Sites');
    expect(labels(entries)).not.toContain('Locations/Buildings');
    const locations = entries.find((e) => e.kind === 'group' && e.label === 'Locations');
    expect(locations?.kind === 'group' && locations.links[0]).toMatchObject({
      label: 'Sites',
      path: 'locations',
    });
    expect(menu('viewer', 'OWNER')).toContain('Locations/Buildings');
  });

  it('gives occupiers the reduced Settings group and no sensor, reservation, event or import-list entries', () => {
    const entries = buildMenu({ roles: ['master-admin'], organizationType: 'OCCUPIER' });
    const settings = entries.find((e) => e.kind === 'group' && e.label === 'Settings');
    expect(settings).toMatchObject({
      kind: 'group',
      label: 'Settings',
      // It leads to the dashboard, which stays the one highlighted entry there.
      links: [{ label: 'Customization', path: '', alias: true }],
    });
    expect(settings?.kind === 'group' && settings.links).toHaveLength(1);
    expect(labels(entries).filter((label) => label.startsWith('Data/'))).toEqual([
      'Data/Spatial import',
      'Data/Financial import',
      'Data/Occupancy import',
      'Data/Profile Import',
    ]);
  });

  it('shows a viewer no import entries, only the list of imports they may read', () => {
    const viewer = menu('viewer');
    expect(viewer.filter((label) => label.startsWith('Data/'))).toEqual(['Data/Imports']);
    expect(viewer).toContain('Locations/Buildings');
    expect(viewer).toContain('Settings/Tags');
  });

  it('leaves out a group with nothing allowed in it', () => {
    const occupierViewer = menu('viewer', 'OCCUPIER');
    expect(occupierViewer.some((label) => label.startsWith('Data/'))).toBe(false);
    expect(
      buildMenu({ roles: ['viewer'], organizationType: 'OCCUPIER' }).map((e) => e.label),
    ).not.toContain('Data');
  });

  it('shows a user without a known role only what needs no permission', () => {
    expect(menu('offline_access')).toEqual([
      'Dashboard',
      'Settings/Integrations',
      'Settings/Customizations',
    ]);
  });

  it('decides by the first role Atrium knows, as the server does', () => {
    expect(menu('offline_access')).toEqual(menu('offline_access'));
    const keycloakFirst = labels(
      buildMenu({ roles: ['offline_access', 'master-admin'], organizationType: 'PLATFORM' }),
    );
    expect(keycloakFirst).toEqual(menu('master-admin', 'PLATFORM'));
  });

  it('adds what a granted permission allows', () => {
    const granted = labels(
      buildMenu({
        roles: ['viewer'],
        permissions: ['dataImports.create'],
        organizationType: 'OWNER',
      }),
    );
    expect(granted).toContain('Data/Spatial import');
    expect(menu('viewer')).not.toContain('Data/Spatial import');
  });

  it('gives every entry an icon', () => {
    for (const entry of buildMenu({ roles: ['master-admin'], organizationType: 'PLATFORM' })) {
      const links = entry.kind === 'link' ? [entry] : entry.links;
      for (const link of links) expect(link.icon, link.label).toBeTruthy();
    }
  });
});
