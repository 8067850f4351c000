import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import { AppProviders } from './app/AppProviders';
import { LoginForm } from './features/auth';
import { hardNavigate } from './lib/navigation';

dayjs.locale('id');

/** The app with its router and route table: loaded for every page but /login. */
const App = lazy(() => import('./app/App').then((m) => ({ default: m.App })));

/**
 * A page load of /login (the first visit, logout, session end) shows only the login screen: no
 * router, no routes, no navigation bar to download first on the farm's Wi-Fi (issue #11). Every
 * other path loads the app.
 */
const onLogin = window.location.pathname === '/login';
if (onLogin) document.title = 'Login · Kandang Petelur Modern';

/**
 * Pages whose code is asked for now, on a page load of their path, in parallel with the app's,
 * instead of after the app has rendered its route (one round trip and the frame's first render
 * less on the farm's Wi-Fi; the route's own `lazy` import gets the same module): /dashboard, where a
 * login lands (spec §2.3, issue #11), and the farm map and feed economics, whose data is their
 * largest paint (issue #36): their first read starts here too (features/insight/preload.ts, a small
 * chunk of its own; the page's `useApiQuery` takes its answer).
 */
const EARLY_PAGES: Record<string, () => Promise<unknown>[]> = {
  '/dashboard': () => [import('./features/dashboard/DashboardPage')],
  '/insight': () => [import('./features/insight/MapPage'), import('./features/insight/preload').then((m) => m.preloadMap(window.location.search))],
  '/insight/ekonomi': () => [import('./features/insight/EconomicsPage'), import('./features/insight/preload').then((m) => m.preloadEconomics())],
};
for (const load of EARLY_PAGES[window.location.pathname]?.() ?? []) load.catch(() => undefined);

/**
 * The page the server sent for a logged-in route carries the route's frame and title, painted before
 * any script (backend common/http/page-shell.ts, issue #23). It stays on screen as it is until the
 * app has drawn its own frame, instead of a blank page while the app's chunk loads.
 */
const root = document.getElementById('root')!;
const sentShell = root.querySelector(':scope > .kpm-shell')?.outerHTML;
const shell = sentShell ? <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: sentShell }} /> : null;

createRoot(root).render(
  <StrictMode>
    {onLogin ? (
      <AppProviders>
        <LoginForm go={hardNavigate} />
      </AppProviders>
    ) : (
      <Suspense fallback={shell}>
        <App />
      </Suspense>
    )}
  </StrictMode>,
);
