/**
 * The route table of spec part 1 §2.2 and part 2 §2, built from the feature
 * manifests of app/features.ts: the public and the protected routes, the
 * main menu's tiles and the sub-navigation groups.
 */
import type { Role } from '../lib/session';
import { canAccess } from './access';
import { FEATURES } from './features';
import type { DashboardPanel, FeatureRoute, TaskPanel } from './manifest';
import type { MenuEntry } from './navigation';

const ROUTES: readonly FeatureRoute[] = FEATURES.flatMap((feature) => feature.routes);

/** Routes open without a token (/login). */
export const PUBLIC_ROUTES = ROUTES.filter((route) => route.roles === 'public');

/** Every protected route with its allowed roles (admin and superadmin pass all). */
export const APP_ROUTES = ROUTES.filter((route) => route.roles !== 'public');

/** Every feature's dashboard panels, in the order of the feature list. */
export const DASHBOARD_PANELS: readonly DashboardPanel[] = FEATURES.flatMap((feature) => feature.dashboardPanels ?? []);

/** Every feature's Tugas Saya panels, in the order of the feature list. */
export const TASK_PANELS: readonly TaskPanel[] = FEATURES.flatMap((feature) => feature.taskPanels ?? []);

/** Every main-menu tile, in the order of the feature list. */
export const MENU_TILES: readonly MenuEntry[] = ROUTES.flatMap((route) => (route.tile ? [{ ...route.tile, to: route.path, roles: route.roles }] : []));

/** True when `role` may open the route at `path` (its guard lets it in); false for a path with no route. */
export function canOpenPath(path: string, role: Role | ''): boolean {
  const route = ROUTES.find((r) => r.path === path);
  return !!route && canAccess(route.roles, role);
}

/** A tab of a sub-navigation. */
export interface SubNavItem {
  to: string;
  label: string;
}

/**
 * The tabs above `route` for `role`: the routes of its sub-navigation group
 * the role may open, labelled by title. Empty when it has no group or only
 * one tab would be left.
 */
export function subNavFor(route: FeatureRoute, role: Role | ''): SubNavItem[] {
  if (!route.subNav) return [];
  const items = ROUTES.filter((r) => r.subNav === route.subNav && canAccess(r.roles, role)).map((r) => ({ to: r.path, label: r.title }));
  return items.length < 2 ? [] : items;
}
