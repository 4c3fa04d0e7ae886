// More people than the demo's sign-in accounts, so the Users screens show what admins manage:
// titles and groups, permissions granted beyond a role, and one deactivated user (who cannot
// sign in). They share the demo password.
import type { Permission, Role } from '@atrium/contract';
import type { RequestAuth } from '../auth/guard.ts';
import type { Db } from '../resources/resource-table.ts';
import { grantPermissions } from '../resources/users/service.ts';
import type { DemoServices } from './demo-services.ts';
import { DEMO_PASSWORD } from './organizations.ts';

type Person = {
  organizationKey: string;
  email: string;
  name: string;
  title: string;
  role: Role;
  groups: string[];
  granted: Permission[];
  isActive: boolean;
};

export const demoPeople: Person[] = [
  {
    // A second master admin: the platform's onboarding, who imports the customers' files
    // (only master admins import: section 6), so the imports list has more than one person.
    organizationKey: 'atrium',
    email: 'onboarding@atrium.test',
    name: 'Alex Moreau',
    title: 'Onboarding specialist',
    role: 'master-admin',
    groups: ['onboarding'],
    granted: [],
    isActive: true,
  },
  {
    organizationKey: 'harbor',
    email: 'leasing@harbor.test',
    name: 'Morgan Lee',
    title: 'Leasing manager',
    role: 'viewer',
    groups: ['leasing'],
    granted: ['networks.create', 'networks.update', 'networkLevels.update'],
    isActive: true,
  },
  {
    organizationKey: 'harbor',
    email: 'analyst@harbor.test',
    name: 'Priya Raman',
    title: 'Portfolio analyst',
    role: 'viewer',
    groups: ['analysts'],
    granted: [],
    isActive: true,
  },
  {
    organizationKey: 'harbor',
    email: 'former@harbor.test',
    name: 'Jordan Ellis',
    title: 'Facilities manager (left)',
    role: 'org-admin',
    groups: ['facilities'],
    granted: [],
    isActive: false,
  },
  {
    organizationKey: 'northwind',
    email: 'workplace@northwind.test',
    name: 'Sam Okafor',
    title: 'Workplace lead',
    role: 'viewer',
    groups: ['workplace'],
    granted: ['users.create', 'users.update', 'audit.read'],
    isActive: true,
  },
];

/** Writes the people through the users service and the permission grant; answers how many. */
export async function writePeople(
  db: Db,
  auth: RequestAuth,
  services: DemoServices,
  orgId: (key: string) => number,
): Promise<number> {
  for (const person of demoPeople) {
    const user = await services.users.create({
      email: person.email,
      name: person.name,
      title: person.title,
      role: person.role,
      groups: person.groups,
      isActive: person.isActive,
      organizationId: orgId(person.organizationKey),
      password: DEMO_PASSWORD,
    });
    if (person.granted.length > 0) await grantPermissions(db, auth, user.id, person.granted);
  }
  return demoPeople.length;
}
