import { roles, type Role } from '@atrium/contract';

/** The roles as the specification shows them (section 6): their names. */
export const roleChoices = roles.map((value) => ({ value, label: value }));

/** The roles an admin may give: master-admin only by a master admin (to platform users). */
export const assignableRoles = (masterAdmin: boolean): Role[] =>
  roles.filter((role) => masterAdmin || role !== 'master-admin');
