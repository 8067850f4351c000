/**
 * The main menu's tiles as the app builds them from the feature list, handed
 * to the menu screen through React context (the menu is a feature itself, so
 * it cannot import the list).
 */
import { createContext, useContext } from 'react';
import type { Role } from '../lib/session';
import { useRole } from '../lib/useSession';
import type { LimitedMenuRole, MenuTile } from './manifest';

/** A tile with the route it opens. */
export interface MenuEntry extends MenuTile {
  to: string;
}

/** Every tile in menu order; provided by AppRoutes. */
export const MenuTilesContext = createContext<readonly MenuEntry[]>([]);

const isLimited = (role: Role | ''): role is LimitedMenuRole => role === 'abk' || role === 'reseller';

/** Tiles shown to a role (spec part 1 §2.4): abk and reseller see the tiles naming them, every other role sees all. */
export function tilesForRole(tiles: readonly MenuEntry[], role: Role | ''): MenuEntry[] {
  return tiles.filter((tile) => !isLimited(role) || !!tile.limitedRoles?.includes(role));
}

/** The tiles the logged-in user sees. */
export function useMenuTiles(): MenuEntry[] {
  return tilesForRole(useContext(MenuTilesContext), useRole());
}
