import type { ComponentType } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import {
  can,
  type OrganizationType,
  type Permission,
  type PermissionHolder,
} from '@atrium/contract';

// What every route of the route table declares (specification section 2): its screen's name, its
// path parameters, who may open it (section 6) and where it sits in the side menu. Each area
// declares its routes in `features/<area>/routes.ts`; the router, the 403 page and the side menu
// are all built from those declarations.

/** How a path parameter is checked: a positive integer id, any text, or one of some values. */
export type ParamRule = 'id' | 'text' | readonly string[];

/** A lazily imported page component. */
export type PageLoader = () => Promise<ComponentType>;

/** Who may open a route: a permission of the table in contract/, and the kinds of organization. */
export type RouteAccess = {
  permission?: Permission;
  /** The organization the user works as (the impersonated one for a master admin). */
  organizationTypes?: readonly OrganizationType[];
};

/** The side menu's places, in the order of specification section 2 ("Shell"). */
export const menuSlots = [
  'Dashboard',
  'Locations',
  'Projects',
  'Reports',
  'Organizations',
  'Users',
  'Data',
  'Settings',
  'Admin',
] as const;
export type MenuSlot = (typeof menuSlots)[number];
/** Slots that are collapsible groups of links; the others hold one link. */
export const menuGroups: readonly MenuSlot[] = ['Locations', 'Data', 'Settings', 'Admin'];

/** An entry of the side menu that opens the route (or `path`, when it points elsewhere). */
export type MenuDeclaration = RouteAccess & {
  label: string;
  icon: SvgIconComponent;
  slot: MenuSlot;
  /** Order inside a group, from 1. */
  rank?: number;
  /** Where the entry leads when it is not the route's own path (OCCUPIER's Customization). */
  path?: string;
};

export type ScreenRoute = {
  path?: string;
  index?: true;
  /** The screen's name, as the menu and the "not available yet" page show it. */
  screen: string;
  params?: Readonly<Record<string, ParamRule>>;
  /** Full-screen pages have a back button instead of the menu; `to` may use the route's params. */
  back?: { label: string; to: string };
  /** Who may open it; children inherit it and may add their own. */
  access?: RouteAccess;
  menu?: MenuDeclaration | readonly MenuDeclaration[];
  /** The page; a screen without one shows the generic "not available yet" page. */
  page?: PageLoader;
  children?: readonly ScreenRoute[];
};

/** Organizations that are not OCCUPIER: sensors, reservations, events and the import list. */
export const NOT_OCCUPIERS: readonly OrganizationType[] = ['OWNER', 'OPERATOR', 'PLATFORM'];

/**
 * Whether the user may open what this access guards. `organizationType` is null while unknown
 * (an organization-type rule then denies; callers wait for it to load first).
 */
export function mayOpen(
  access: RouteAccess | undefined,
  user: PermissionHolder,
  organizationType: OrganizationType | null,
): boolean {
  if (!access) return true;
  if (access.permission && !can(user, access.permission)) return false;
  if (access.organizationTypes) {
    return organizationType !== null && access.organizationTypes.includes(organizationType);
  }
  return true;
}

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
