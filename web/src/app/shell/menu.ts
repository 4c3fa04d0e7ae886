import { can, mainRole, type OrganizationType, type Permission } from '@atrium/contract';

// The side menu of specification section 2, filtered by permission (section 6) and by the kind
// of organization the user works for (section 1). Paths are relative to the realm prefix.

export type MenuLink = { label: string; path: string };
export type MenuGroup = { label: string; links: MenuLink[] };
/** A top-level entry: a link, or a group of links. */
export type MenuEntry = ({ kind: 'link' } & MenuLink) | ({ kind: 'group' } & MenuGroup);

type Candidate = MenuLink & {
  permission?: Permission;
  /** Hidden for OCCUPIER organizations: sensors, reservations, events and the import list. */
  notForOccupiers?: true;
};

const dataLinks: Candidate[] = [
  { label: 'Spatial import', path: 'import/spatial', permission: 'dataImports.create' },
  { label: 'Financial import', path: 'import/financial', permission: 'dataImports.create' },
  { label: 'Occupancy import', path: 'import-occupancy', permission: 'dataImports.create' },
  { label: 'Profile Import', path: 'import-profile', permission: 'dataImports.create' },
  {
    label: 'Sensor Mapping',
    path: 'sensor-mapping',
    permission: 'sensors.mapping',
    notForOccupiers: true,
  },
  {
    label: 'Sensor Occupancy Import',
    path: 'butlr-occupancy',
    permission: 'sensors.occupancyImport',
    notForOccupiers: true,
  },
  {
    label: 'Reservations Import',
    path: 'reservations-import',
    permission: 'reservations.import',
    notForOccupiers: true,
  },
  {
    label: 'Events Import',
    path: 'events-import',
    permission: 'events.import',
    notForOccupiers: true,
  },
  {
    label: 'Sensor Status',
    path: 'sensor-status',
    permission: 'sensors.status',
    notForOccupiers: true,
  },
  { label: 'Imports', path: 'data-imports', permission: 'dataImports.read', notForOccupiers: true },
];

const adminLinks: MenuLink[] = [
  { label: 'Workflows', path: 'workflows' },
  { label: 'Space Mapping', path: 'space-mapping' },
  { label: 'Purchase Orders', path: 'purchase-orders' },
  { label: 'Data Sources', path: 'data-sources' },
  { label: 'Industries', path: 'industries' },
  { label: 'Flex Requirements', path: 'flex-requirements' },
  { label: 'Data Coverage', path: 'data-coverage' },
  { label: 'Programs', path: 'programs' },
  { label: 'Profiles', path: 'profiles' },
  { label: 'Occupancy', path: 'occupancy' },
];

export type MenuUser = {
  roles: readonly string[];
  /** The organization's type (the impersonated one's when impersonating); null if unknown. */
  organizationType: OrganizationType | null;
};

/** The side menu for this user; empty groups are left out. */
export function buildMenu({ roles, organizationType }: MenuUser): MenuEntry[] {
  const isOperator = organizationType === 'OPERATOR';
  const isOccupier = organizationType === 'OCCUPIER';
  const allowed = (candidate: Candidate) =>
    (candidate.permission === undefined || can(roles, candidate.permission)) &&
    !(isOccupier && candidate.notForOccupiers);
  const links = (candidates: Candidate[]): MenuLink[] =>
    candidates.filter(allowed).map(({ label, path }) => ({ label, path }));
  const link = (candidate: Candidate): MenuEntry[] =>
    links([candidate]).map((l) => ({ kind: 'link', ...l }));
  const group = (label: string, candidates: Candidate[]): MenuEntry[] => {
    const groupLinks = links(candidates);
    return groupLinks.length === 0 ? [] : [{ kind: 'group', label, links: groupLinks }];
  };

  return [
    { kind: 'link', label: 'Dashboard', path: '' },
    ...group('Locations', [
      isOperator
        ? // Sites has no list route of its own; the locations page lists them.
          { label: 'Sites', path: 'locations', permission: 'buildings.read' }
        : { label: 'Buildings', path: 'buildings', permission: 'buildings.read' },
      { label: 'Networks', path: 'networks', permission: 'networks.read' },
    ]),
    ...link({ label: 'Projects', path: 'projects', permission: 'projects.read' }),
    ...link({ label: 'Reports', path: 'reports', permission: 'projects.read' }),
    ...link({ label: 'Organizations', path: 'organizations', permission: 'organizations.read' }),
    ...link({ label: 'Users', path: 'users', permission: 'users.read' }),
    ...group('Data', dataLinks),
    ...group(
      'Settings',
      isOccupier
        ? [{ label: 'Customization', path: '' }]
        : [
            { label: 'Integrations', path: 'integrations' },
            { label: 'Customizations', path: 'customizations' },
            { label: 'Tags', path: 'tags', permission: 'tags.read' },
          ],
    ),
    ...(mainRole(roles) === 'master-admin' ? group('Admin', adminLinks) : []),
  ];
}
