import type { OrganizationType } from '@atrium/contract';

export const DEMO_PASSWORD = 'atrium-demo';
export const MASTER_ADMIN_EMAIL = 'admin@atrium.test';

export type DemoOrganization = {
  key: string;
  name: string;
  type: OrganizationType;
  industry: string;
  rtoStart: string | null;
};

/** The demo's organizations; each has its own realm (= key) and two accounts. */
export const demoOrganizations: DemoOrganization[] = [
  {
    key: 'harbor',
    name: 'Harbor Properties',
    type: 'OWNER',
    industry: 'Real Estate',
    rtoStart: null,
  },
  {
    key: 'crescent',
    name: 'Crescent Realty',
    type: 'OWNER',
    industry: 'Real Estate',
    rtoStart: null,
  },
  {
    key: 'metrospaces',
    name: 'MetroSpaces',
    type: 'OPERATOR',
    industry: 'Flexible Workspace',
    rtoStart: null,
  },
  {
    key: 'northwind',
    name: 'Northwind Traders',
    type: 'OCCUPIER',
    industry: 'Retail Trade',
    rtoStart: '2025-09-08',
  },
  {
    key: 'contoso',
    name: 'Contoso Financial',
    type: 'OCCUPIER',
    industry: 'Financial Services',
    rtoStart: '2025-03-03',
  },
  {
    key: 'globex',
    name: 'Globex Corporation',
    type: 'OCCUPIER',
    industry: 'Manufacturing',
    rtoStart: null,
  },
  {
    key: 'initech',
    name: 'Initech',
    type: 'OCCUPIER',
    industry: 'Software',
    rtoStart: '2026-01-12',
  },
];

export const occupierKeys = ['northwind', 'contoso', 'globex', 'initech'] as const;

/** How busy each tenant's floors are, as a share of capacity at the busiest hour: chosen so that
 * the four efficiency tiers all occur. */
const tenantLevels: Record<string, number> = {
  northwind: 0.62,
  contoso: 0.42,
  globex: 0.3,
  initech: 0.14,
  metrospaces: 0.5,
};

/** The busiest-hour share of capacity in use on a tenant's floors (0.3 for any other tenant). */
export function tenantLevel(organizationKey: string): number {
  return tenantLevels[organizationKey] ?? 0.3;
}

/** Every demo sign-in: the master admin, then an org-admin and a viewer per organization. */
export function demoAccounts(): {
  email: string;
  role: 'master-admin' | 'org-admin' | 'viewer';
  organizationKey: string;
}[] {
  return [
    { email: MASTER_ADMIN_EMAIL, role: 'master-admin', organizationKey: 'atrium' },
    ...demoOrganizations.flatMap((o) => [
      { email: `admin@${o.key}.test`, role: 'org-admin' as const, organizationKey: o.key },
      { email: `viewer@${o.key}.test`, role: 'viewer' as const, organizationKey: o.key },
    ]),
  ];
}
