import type { ComponentType } from 'react';

// The route table of specification section 2, as data: the router is built from it, the realm
// prefix is told apart from app routes with it, and every screen carries its display name.

/** How a path parameter is checked: a positive integer id, any text, or one of some values. */
export type ParamRule = 'id' | 'text' | readonly string[];

/** A lazily imported page component. */
export type PageLoader = () => Promise<ComponentType>;

export type ScreenRoute = {
  path?: string;
  index?: true;
  /** The screen's name, as the menu and the "not available yet" page show it. */
  screen: string;
  params?: Readonly<Record<string, ParamRule>>;
  /** Full-screen pages have a back button instead of the menu; `to` may use the route's params. */
  back?: { label: string; to: string };
  /** The page; a screen without one shows the generic "not available yet" page. */
  page?: PageLoader;
  children?: readonly ScreenRoute[];
};

const buildingTabs = [
  'overview',
  'detailed',
  'tenants',
  'optimization',
  'spatial',
  'data',
  'amenities',
] as const;
const networkTabs = ['overview', 'details', 'tenants', 'spatial'] as const;
const organizationTabs = ['overview', 'details', 'insights', 'analysis'] as const;

/** Routes behind the sign-in gate, inside the shell. */
export const appRoutes: readonly ScreenRoute[] = [
  { index: true, screen: 'Dashboard' },

  // Workflows
  { path: 'workflows', screen: 'Workflows' },
  {
    path: 'workflows/create',
    screen: 'New workflow',
    back: { label: 'Workflows', to: 'workflows' },
  },
  {
    path: 'workflows/:workflowId',
    screen: 'Workflow',
    params: { workflowId: 'id' },
    children: [
      { index: true, screen: 'Workflow details' },
      // `inputs/:fieldId?` also matches `inputs`.
      { path: 'inputs/:fieldId?', screen: 'Workflow inputs', params: { fieldId: 'id' } },
      { path: 'inputs/create', screen: 'New workflow input' },
      { path: 'display', screen: 'Workflow display' },
    ],
  },

  // Imports
  { path: 'import/spatial', screen: 'Spatial import' },
  { path: 'import/financial', screen: 'Financial import' },
  { path: 'import-occupancy', screen: 'Occupancy import' },
  { path: 'import-profile', screen: 'Profile Import' },
  { path: 'reservations-import', screen: 'Reservations Import' },
  { path: 'events-import', screen: 'Events Import' },

  // Projects and reports (a report reuses the project page)
  { path: 'projects', screen: 'Projects' },
  { path: 'projects/:id', screen: 'Project', params: { id: 'id' } },
  { path: 'reports', screen: 'Reports' },
  { path: 'reports/:id', screen: 'Report', params: { id: 'id' } },

  // Data sources
  { path: 'data-sources', screen: 'Data Sources' },
  {
    path: 'data-sources/create',
    screen: 'New data source',
    back: { label: 'Data Sources', to: 'data-sources' },
  },
  { path: 'data-sources/:id', screen: 'Data source', params: { id: 'id' } },
  {
    path: 'data-sources/:id/edit',
    screen: 'Edit data source',
    params: { id: 'id' },
    back: { label: 'Data source', to: 'data-sources/:id' },
  },

  // Data imports (ids are UUIDs)
  { path: 'data-imports', screen: 'Imports' },
  { path: 'data-imports/:uuid', screen: 'Data import', params: { uuid: 'text' } },
  {
    path: 'data-imports/:uuid/fix',
    screen: 'Fix data import',
    params: { uuid: 'text' },
    back: { label: 'Data import', to: 'data-imports/:uuid' },
  },

  // Programs
  { path: 'programs', screen: 'Programs' },
  { path: 'programs/create', screen: 'New program', back: { label: 'Programs', to: 'programs' } },
  { path: 'programs/:id', screen: 'Program', params: { id: 'id' } },

  // Purchase orders
  { path: 'purchase-orders', screen: 'Purchase Orders' },
  {
    path: 'purchase-orders/create',
    screen: 'New purchase order',
    back: { label: 'Purchase Orders', to: 'purchase-orders' },
  },
  { path: 'purchase-orders/:id', screen: 'Purchase order', params: { id: 'id' } },

  // Industries
  { path: 'industries', screen: 'Industries' },
  { path: 'industries/:id', screen: 'Industry', params: { id: 'id' } },

  // Space mapping
  { path: 'space-mapping', screen: 'Space Mapping' },
  {
    path: 'space-mapping/:buildingId',
    screen: 'Building space mapping',
    params: { buildingId: 'id' },
  },

  // Other single pages
  { path: 'sensor-mapping', screen: 'Sensor Mapping' },
  { path: 'butlr-occupancy', screen: 'Sensor Occupancy Import' },
  { path: 'integrations', screen: 'Integrations' },
  { path: 'customizations', screen: 'Customizations' },
  { path: 'network-structure', screen: 'Network Structure' },
  { path: 'flex-requirements', screen: 'Flex Requirements' },
  { path: 'settings', screen: 'Settings' },
  { path: 'data-coverage', screen: 'Data Coverage' },
  { path: 'sensor-status', screen: 'Sensor Status' },
  { path: 'locations', screen: 'Sites' },
  { path: 'occupancy', screen: 'Occupancy' },

  // Networks
  { path: 'networks', screen: 'Networks' },
  { path: 'networks/create', screen: 'New network', back: { label: 'Networks', to: 'networks' } },
  {
    path: 'networks/:id/edit',
    screen: 'Edit network',
    params: { id: 'id' },
    back: { label: 'Network', to: 'networks/:id' },
  },
  {
    path: 'networks/:id/:tabId?/:encumbranceId?',
    screen: 'Network',
    params: { id: 'id', tabId: networkTabs, encumbranceId: 'id' },
  },

  // Organizations
  { path: 'organizations', screen: 'Organizations' },
  {
    path: 'organizations/create',
    screen: 'New organization',
    back: { label: 'Organizations', to: 'organizations' },
  },
  {
    path: 'organizations/:id/edit',
    screen: 'Edit organization',
    params: { id: 'id' },
    back: { label: 'Organization', to: 'organizations/:id' },
  },
  {
    path: 'organizations/:id/:tabId?/:encumbranceId?',
    screen: 'Organization',
    params: { id: 'id', tabId: organizationTabs, encumbranceId: 'id' },
  },

  // Tags
  { path: 'tags', screen: 'Tags' },
  { path: 'tags/create', screen: 'New tag', back: { label: 'Tags', to: 'tags' } },
  { path: 'tags/:id', screen: 'Tag', params: { id: 'id' } },

  // Users (user ids come from the identity provider: text)
  { path: 'users', screen: 'Users' },
  { path: 'users/create', screen: 'New user', back: { label: 'Users', to: 'users' } },
  { path: 'users/:orgKey/:id', screen: 'User', params: { orgKey: 'text', id: 'text' } },

  // Sites
  {
    path: 'sites/:id',
    screen: 'Site',
    params: { id: 'id' },
    children: [
      { index: true, screen: 'Site overview' },
      { path: 'details', screen: 'Site details' },
      { path: 'analysis', screen: 'Site analysis' },
    ],
  },

  // Buildings
  {
    path: 'buildings',
    screen: 'Buildings',
    page: () =>
      import('../features/buildings/BuildingListPage.tsx').then((m) => m.BuildingListPage),
  },
  {
    path: 'buildings/create',
    screen: 'New building',
    back: { label: 'Buildings', to: 'buildings' },
    page: () =>
      import('../features/buildings/BuildingCreatePage.tsx').then((m) => m.BuildingCreatePage),
  },
  {
    path: 'buildings/:id/tenants/:entityId?/edit',
    screen: 'Edit tenant',
    params: { id: 'id', entityId: 'id' },
    back: { label: 'Tenants', to: 'buildings/:id/tenants' },
    page: () => import('../features/encumbrances/TenantEditPage.tsx').then((m) => m.TenantEditPage),
  },
  {
    path: 'buildings/:id/edit',
    screen: 'Edit building',
    params: { id: 'id' },
    back: { label: 'Building', to: 'buildings/:id' },
    page: () =>
      import('../features/buildings/BuildingEditPage.tsx').then((m) => m.BuildingEditPage),
    children: [
      {
        index: true,
        screen: 'Building details',
        page: () =>
          import('../features/buildings/BuildingEditDetailsPage.tsx').then(
            (m) => m.BuildingEditDetailsPage,
          ),
      },
      {
        path: 'floors',
        screen: 'Floors',
        page: () => import('../features/floors/FloorListPage.tsx').then((m) => m.FloorListPage),
      },
    ],
  },
  {
    path: 'buildings/:id/edit/floors/:floorId',
    screen: 'Edit floor',
    params: { id: 'id', floorId: 'id' },
    back: { label: 'Floors', to: 'buildings/:id/edit/floors' },
    page: () => import('../features/floors/FloorEditPage.tsx').then((m) => m.FloorEditPage),
  },
  {
    path: 'buildings/:id/:tabId?/:entityId?',
    screen: 'Building',
    params: { id: 'id', tabId: buildingTabs, entityId: 'id' },
    page: () => import('../features/buildings/page/BuildingPage.tsx').then((m) => m.BuildingPage),
  },

  // Profiles (ids are text)
  { path: 'profiles', screen: 'Profiles' },
  { path: 'profiles/create', screen: 'New profile', back: { label: 'Profiles', to: 'profiles' } },
  { path: 'profiles/:id', screen: 'Profile', params: { id: 'text' } },
  {
    path: 'profiles/:id/edit',
    screen: 'Edit profile',
    params: { id: 'text' },
    back: { label: 'Profile', to: 'profiles/:id' },
  },
];

/** Routes anyone may open, without signing in. */
export const publicRoutes: readonly ScreenRoute[] = [
  { path: 'public/workflow-run/:uuid', screen: 'Workflow run', params: { uuid: 'text' } },
];

/** The first path segments of app routes: a first segment that is one of these is no realm. */
export const appRouteSegments: ReadonlySet<string> = new Set(
  [...appRoutes, ...publicRoutes]
    .map((route) => route.path?.split('/')[0])
    .filter((segment): segment is string => !!segment && !segment.startsWith(':')),
);

const POSITIVE_INTEGER = /^[1-9]\d*$/;

/** Whether the path parameters satisfy the route's rules; absent optional ones do. */
export function paramsAreValid(
  params: Readonly<Record<string, string | undefined>>,
  rules: Readonly<Record<string, ParamRule>>,
): boolean {
  return Object.entries(rules).every(([name, rule]) => {
    const value = params[name];
    if (value === undefined) return true;
    if (rule === 'id') return POSITIVE_INTEGER.test(value) && Number.isSafeInteger(Number(value));
    if (rule === 'text') return value.trim() !== '';
    return rule.includes(value);
  });
}
