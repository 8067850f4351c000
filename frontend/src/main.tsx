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
 * A page load of /dashboard (where a login lands, spec §2.3) asks for the dashboard's chunk now,
 * in parallel with the app's, instead of after the app has rendered its route (one round trip
 * less on the farm's Wi-Fi, issue #11). The route's own `lazy` import gets the same module.
 */
if (window.location.pathname === '/dashboard') void import('./features/dashboard/DashboardPage');

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
