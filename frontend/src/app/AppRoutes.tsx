/**
 * Routes of the application: /login, every entry of APP_ROUTES inside the
 * shell behind its guard, and the unknown-path redirect.
 */
import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { guardRedirect, unknownPathRedirect } from './access';
import { AppShell } from './layout/AppShell';
import { APP_ROUTES, LoginPage, type AppRoute } from './routes';
import { useToken } from './useSession';

const APP_NAME = 'Kandang Petelur Modern';

/** Renders a route's page when the guard allows it, else redirects. */
function Guarded({ route }: { route: AppRoute }) {
  const token = useToken();
  const redirect = guardRedirect(route.roles, token);
  useEffect(() => {
    if (!redirect) document.title = `${route.title} · ${APP_NAME}`;
  }, [redirect, route.title]);
  if (redirect) return <Navigate to={redirect} replace />;
  const Page = route.page;
  return <Page title={route.title} />;
}

/** Needs a token before the shell is shown. */
function RequireToken({ children }: { children: React.ReactNode }) {
  return useToken() ? children : <Navigate to="/login" replace />;
}

function UnknownPath() {
  return <Navigate to={unknownPathRedirect(useToken())} replace />;
}

function Login() {
  useEffect(() => {
    document.title = `Login · ${APP_NAME}`;
  }, []);
  return <LoginPage />;
}

/** The route tree (to be placed inside a router). */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <Suspense fallback={<PageLoading />}>
            <Login />
          </Suspense>
        }
      />
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
  );
}
