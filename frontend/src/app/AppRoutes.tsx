/**
 * Routes of the application, from the route table of app/routes.ts: the
 * public routes (/login), every protected route inside the shell behind its
 * guard, and the unknown-path redirect. Each page gets its title, the
 * browser tab's title and, when it has one, its sub-navigation. The logged-in frame (AppShell)
 * is part of this chunk: every path that loads the app but /login shows it, and a frame loaded on
 * its own would wait for this chunk before the page's chunk could even be asked for (issue #11).
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, Route, Routes } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTenantId } from '../api/tenant';
import { PageHeader } from '../components/PageHeader';
import { PageLoading } from '../components/PageLoading';
import { useRole, useToken } from '../lib/useSession';
import { guardRedirect, unknownPathRedirect } from './access';
import { AppShell } from './layout/AppShell';
import type { FeatureRoute, MenuState } from './manifest';
import { DashboardPanelsContext, MenuTilesContext, TaskPanelsContext } from './navigation';
import { APP_ROUTES, DASHBOARD_PANELS, MENU_TILES, PUBLIC_ROUTES, subNavFor, TASK_PANELS } from './routes';

const APP_NAME = 'Kandang Petelur Modern';

/**
 * The sub-navigation's tabs (MUI Tabs, ~7 KB gzip) load beside the page, not before its first paint;
 * until then an empty bar of the same height holds their place (no shift of the page below).
 */
const SubNav = lazy(() => import('./layout/SubNav').then((m) => ({ default: m.SubNav })));
const subNavPlace = <Box aria-hidden sx={{ mb: 2, minHeight: 49, borderBottom: 1, borderColor: 'divider' }} />;


/** True once the app's first frame (with the first route's title) has been painted. */
let firstFramePainted = false;

/**
 * False until the app's first frame has been painted, then true for the rest of the session. On a
 * cold load the first route shows its shell (title and spinner) in that frame and asks for its
 * page's code only afterwards: the page's chunk and the chunks it pulls in do not compete with the
 * app's first paint, however slow the device (issue #23). Later routes render at once.
 */
function useFirstFramePainted(): boolean {
  const [painted, setPainted] = useState(firstFramePainted);
  useEffect(() => {
    if (painted) return;
    // The next animation frame, then a task: that frame has been painted. (Written here, not taken
    // from lib/idle, whose chunk is not needed before the first paint; a hidden tab paints no frame.)
    let active = true;
    const done = () => {
      window.clearTimeout(fallback);
      firstFramePainted = true;
      if (active) setPainted(true);
    };
    const fallback = window.setTimeout(done, 1000);
    const frame = window.requestAnimationFrame(() => window.setTimeout(done, 0));
    return () => {
      active = false;
      window.clearTimeout(fallback);
      window.cancelAnimationFrame(frame);
    };
  }, [painted]);
  return painted;
}

/** A route's page with its sub-navigation; sets the browser tab's title. */
function Screen({ route }: { route: FeatureRoute }) {
  const tabs = subNavFor(route, useRole());
  const painted = useFirstFramePainted();
  useEffect(() => {
    document.title = `${route.title} · ${APP_NAME}`;
  }, [route.title]);
  const Page = route.page;
  const shell = <RouteShell title={route.title} subtitle={route.subtitle} />;
  return (
    <>
      {route.subNav && tabs.length > 0 && (
        <Suspense fallback={subNavPlace}>{painted ? <SubNav label={route.subNav} items={tabs} /> : subNavPlace}</Suspense>
      )}
      <Suspense fallback={shell}>{painted ? <Page title={route.title} subtitle={route.subtitle} /> : shell}</Suspense>
    </>
  );
}

/**
 * What a route shows while its page's code loads (a cold load, or the first visit of a screen): the
 * page's title and fixed subtitle, as the page itself writes them ({@link PageHeader}), and a spinner below.
 * The title is the route's first paint: it needs only the app's frame, not the page's chunk with its
 * inputs and tables (issue #23, docs/adr/0028-delivery-budgets-and-chunks.md).
 */
function RouteShell({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <PageLoading />
    </>
  );
}

/**
 * A tenant screen waits for the tenant: while it resolves, a spinner; when none can be (a
 * superadmin who has not chosen one), 'Tenant belum dipilih' (spec §6, §8) instead of the page, so
 * that no request is sent that must fail.
 */
function TenantGate({ route, children }: { route: FeatureRoute; children: ReactNode }) {
  const { tenantId, resolving } = useTenantId();
  // A superadmin enters a farm from its tenant list (impersonation, issue #15).
  const isSuperadmin = useRole() === 'superadmin';
  if (route.tenantFree || tenantId) return children;
  if (resolving) return <PageLoading />;
  return (
    <>
      <PageHeader title={route.title} />
      <Alert severity="warning" role="alert">
        Tenant belum dipilih
      </Alert>
      {isSuperadmin && (
        <Button component={Link} to="/superadmin" variant="contained" sx={{ mt: 2 }}>
          Pilih kandang di Manajemen Tenant (Masuk)
        </Button>
      )}
    </>
  );
}

/** Renders a protected route's screen when the guard allows it, else redirects. */
function Guarded({ route }: { route: FeatureRoute }) {
  const redirect = guardRedirect(route.roles, useToken());
  return redirect ? (
    // Turned back to /menu: the menu says which screen and why (issue #23).
    <Navigate to={redirect} replace state={redirect === '/menu' ? ({ denied: route.title } satisfies MenuState) : undefined} />
  ) : (
    <TenantGate route={route}>
      <Screen route={route} />
    </TenantGate>
  );
}

/** Needs a token before the shell is shown. */
function RequireToken({ children }: { children: ReactNode }) {
  return useToken() ? children : <Navigate to="/login" replace />;
}

function UnknownPath() {
  return <Navigate to={unknownPathRedirect(useToken())} replace />;
}

/** The route tree (to be placed inside a router). */
export function AppRoutes() {
  return (
    <MenuTilesContext.Provider value={MENU_TILES}>
      <DashboardPanelsContext.Provider value={DASHBOARD_PANELS}>
        <TaskPanelsContext.Provider value={TASK_PANELS}>
        <Routes>
          {PUBLIC_ROUTES.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={
                <Suspense fallback={<PageLoading />}>
                  <Screen route={route} />
                </Suspense>
              }
            />
          ))}
          <Route
            element={
              <RequireToken>
                <AppShell />
              </RequireToken>
            }
          >
            {APP_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} element={<Guarded route={route} />} />
            ))}
          </Route>
          <Route path="*" element={<UnknownPath />} />
        </Routes>
        </TaskPanelsContext.Provider>
      </DashboardPanelsContext.Provider>
    </MenuTilesContext.Provider>
  );
}
