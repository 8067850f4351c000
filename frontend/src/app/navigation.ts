/**
 * The main menu's tiles as the app builds them from the feature list, handed
 * to the menu screen through React context (the menu is a feature itself, so
 * it cannot import the list).
 */
import { createContext, useContext, useMemo } from 'react';
import type { Role } from '../lib/session';
import { useRole } from '../lib/useSession';
import { canAccess } from './access';
import type { DashboardPanel, LimitedMenuRole, MenuTile, RouteRoles, TaskPanel } from './manifest';

/** A tile with the route it opens and who may open that route. */
export interface MenuEntry extends MenuTile {
  to: string;
  roles: RouteRoles;
}

/** Every tile in menu order; provided by AppRoutes. */
export const MenuTilesContext = createContext<readonly MenuEntry[]>([]);

const isLimited = (role: Role | ''): role is LimitedMenuRole => role === 'abk' || role === 'reseller' || role === 'viewer';

/**
 * Tiles shown to a role (spec part 1 §2.4, part 2 §6): abk, reseller and viewer see the tiles naming
 * them, every other role sees all; and never a tile whose route the role may not open (its guard
 * would only send the user back to /menu without a word).
 */
export function tilesForRole(tiles: readonly MenuEntry[], role: Role | ''): MenuEntry[] {
  return tiles.filter((tile) => (!isLimited(role) || !!tile.limitedRoles?.includes(role)) && canAccess(tile.roles, role));
}

/** The tiles the logged-in user sees. */
export function useMenuTiles(): MenuEntry[] {
  return tilesForRole(useContext(MenuTilesContext), useRole());
}

/** Every feature's dashboard panels, in the order of the feature list; provided by AppRoutes. */
export const DashboardPanelsContext = createContext<readonly DashboardPanel[]>([]);

/** The dashboard panels the logged-in user may see. */
export function useDashboardPanels(): DashboardPanel[] {
  const role = useRole();
  const all = useContext(DashboardPanelsContext);
  // The same list while role and panels stay (the dashboard re-renders its panels only when it changes).
  return useMemo(() => all.filter((panel) => canAccess(panel.roles, role)), [all, role]);
}

/** Every feature's Tugas Saya panels, in the order of the feature list; provided by AppRoutes. */
export const TaskPanelsContext = createContext<readonly TaskPanel[]>([]);

/** The Tugas Saya panels the logged-in user may see. */
export function useTaskPanels(): TaskPanel[] {
  const role = useRole();
  const all = useContext(TaskPanelsContext);
  return useMemo(() => all.filter((panel) => canAccess(panel.roles, role)), [all, role]);
}
