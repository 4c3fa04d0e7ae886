import type { SvgIconComponent } from '@mui/icons-material';
import { can, type OrganizationType, type PermissionHolder } from '@atrium/contract';
import { appRoutes } from '../routeTable.ts';
import {
  mayOpen,
  menuGroups,
  menuSlots,
  type MenuDeclaration,
  type MenuSlot,
  type ScreenRoute,
} from '../screenRoute.ts';

// The side menu of specification section 2, built from the routes' own declarations: an entry
// shows when the user may open its route (section 6, and the kind of organization of section 1)
// and passes the entry's own rules. Paths are relative to the realm prefix.

export type MenuLink = {
  label: string;
  path: string;
  icon: SvgIconComponent;
  /** Points at another entry's page (OCCUPIER's Customization): never the highlighted one. */
  alias?: true;
};
export type MenuGroup = { label: MenuSlot; links: MenuLink[] };
/** A top-level entry: a link, or a group of links. */
export type MenuEntry = ({ kind: 'link' } & MenuLink) | ({ kind: 'group' } & MenuGroup);

export type MenuUser = PermissionHolder & {
  /** The organization's type (the impersonated one's when impersonating); null if unknown. */
  organizationType: OrganizationType | null;
};

type Placed = MenuLink & { slot: MenuSlot; rank: number };

const declarationsOf = (route: ScreenRoute): readonly MenuDeclaration[] =>
  route.menu === undefined ? [] : 'label' in route.menu ? [route.menu] : route.menu;

/** The side menu for this user; empty groups are left out. */
export function buildMenu(user: MenuUser, routes: readonly ScreenRoute[] = appRoutes): MenuEntry[] {
  const { organizationType } = user;
  const placed: Placed[] = routes.flatMap((route) =>
    declarationsOf(route)
      .filter(
        (entry) =>
          mayOpen(route.access, user, organizationType) &&
          mayOpen(entry, user, organizationType) &&
          // The Admin group is the master admin's (section 2).
          (entry.slot !== 'Admin' || can(user, 'admin.read')),
      )
      .map((entry) => ({
        label: entry.label,
        icon: entry.icon,
        path: entry.path ?? route.path ?? '',
        ...(entry.path !== undefined && { alias: true as const }),
        slot: entry.slot,
        rank: entry.rank ?? 0,
      })),
  );
  return menuSlots.flatMap((slot): MenuEntry[] => {
    const links = placed
      .filter((entry) => entry.slot === slot)
      .sort((a, b) => a.rank - b.rank)
      .map(({ slot: _slot, rank: _rank, ...link }) => link);
    if (links.length === 0) return [];
    if (menuGroups.includes(slot)) return [{ kind: 'group', label: slot, links }];
    return links.map((link) => ({ kind: 'link', ...link }));
  });
}
