/**
 * The shape of a feature manifest. Each feature exports one
 * {@link FeatureManifest} from `features/<feature>/index.ts`; `app/features.ts`
 * lists them, and the route table, the route guard, the main menu and the
 * sub-navigation are built from that list (as react-admin builds an app from
 * its resources).
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Role } from '../lib/session';

/** Props every routed page receives. */
export interface PageProps {
  /** Screen title from the manifest (also the browser tab's title). */
  title: string;
  /** The route's fixed line under the title, when it has one (`FeatureRoute.subtitle`). */
  subtitle?: string;
}

/** Navigation state of /menu when a route's guard turned the user back: the title of the screen refused. */
export interface MenuState {
  denied?: string;
}

/**
 * Who may open a route (spec part 1 §2.2, part 2 §2): 'public' needs no token
 * (/login only), 'any' is any logged-in user, else the listed roles. Admin and
 * superadmin pass every list; owner counts as admin.
 */
export type RouteRoles = 'public' | 'any' | readonly Role[];

/**
 * Roles that see only the menu tiles naming them (spec part 1 §2.4: abk, reseller; part 2 §6: the
 * viewer's feed report and my-info, issue #23); every other role sees every tile.
 */
export type LimitedMenuRole = 'abk' | 'reseller' | 'viewer';

/** A tile of the main menu (/menu). The menu shows the tiles in the order of `app/features.ts`. */
export interface MenuTile {
  label: string;
  description: string;
  icon: SvgIconComponent;
  /** The limited roles that also see this tile (abk, reseller, viewer). */
  limitedRoles?: readonly LimitedMenuRole[];
}

/** One screen of a feature. */
export interface FeatureRoute {
  path: string;
  /** Screen title (h1 and browser tab). */
  title: string;
  /**
   * A fixed line under the title (PageHeader's subtitle), for a screen whose line does not depend on
   * its data. The server writes it, with the title, into the page it sends for the route, so that it
   * is painted before any script (issue #23): the page shows it through its `subtitle` prop.
   */
  subtitle?: string;
  roles: RouteRoles;
  /** The page, loaded when the route is first opened: `lazy(() => import('./MyPage'))`. */
  page: LazyExoticComponent<ComponentType<PageProps>>;
  /** Its tile on the main menu, if it has one. */
  tile?: MenuTile;
  /**
   * Name of the sub-navigation shown above the page (e.g. 'Menu pakan'): the
   * routes sharing it become tabs labelled by their titles, in list order,
   * for the routes the user may open (hidden when only one is left).
   */
  subNav?: string;
  /**
   * True for a screen that works without a chosen tenant (the menu, the superadmin's tenants, the
   * user's own account). Every other screen shows 'Tenant belum dipilih' instead of its page, and
   * so sends no request, while no tenant is chosen (a superadmin before choosing one, issue #11).
   */
  tenantFree?: boolean;
}

/** What a dashboard panel of another feature is told by the dashboard. */
export interface DashboardPanelProps {
  /**
   * A panel that stands for the whole dashboard while it shows (a new farm's checklist: the day's
   * figures would all be zero) calls it with true; the dashboard then hides its cards, table and
   * charts, and shows them again on false.
   */
  setTakesOver: (on: boolean) => void;
  /**
   * Called by a panel once it shows what it will show for now: its data came or failed, or it shows
   * nothing. A 'top' panel must call it: until all of them have (at most 3 s), the dashboard keeps
   * its cards and table hidden, so that a panel appearing above them does not push them down (a
   * layout shift, issue #23).
   */
  setSettled: () => void;
}

/**
 * A panel a feature places on /dashboard (issue #24: the daily summary, the new farm's checklist),
 * loaded lazily; `place` 'top' above the day's cards, 'bottom' below the charts, in list order.
 */
export interface DashboardPanel {
  key: string;
  roles: RouteRoles;
  place: 'top' | 'bottom';
  component: LazyExoticComponent<ComponentType<DashboardPanelProps>>;
}

/** What a Tugas Saya panel of another feature is told: the day the screen shows (YYYY-MM-DD). */
export interface TaskPanelProps {
  date: string;
}

/**
 * A part a feature adds to Tugas Saya (/tasks/today), the one place a worker sees the day's work:
 * work derived from the feature's own data, not copied into tasks (issue #38: the vaccinations due
 * that day), loaded lazily, shown above the day's tasks in list order.
 */
export interface TaskPanel {
  key: string;
  roles: RouteRoles;
  component: LazyExoticComponent<ComponentType<TaskPanelProps>>;
}

/** What a feature exports from its index.ts: its routes with roles, tiles and sub-navigation. */
export interface FeatureManifest {
  /** The feature's folder under src/features. */
  name: string;
  routes: readonly FeatureRoute[];
  /** Panels it places on the dashboard. */
  dashboardPanels?: readonly DashboardPanel[];
  /** Panels it places on Tugas Saya. */
  taskPanels?: readonly TaskPanel[];
}
