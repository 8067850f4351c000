import { lazy, Suspense, useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { whenIdle } from '../lib/idle';

/**
 * The service worker's registration and its update snackbar: loaded when the browser is idle after
 * the first paint (no page needs them to show; docs/adr/0028-delivery-budgets-and-chunks.md).
 */
const UpdatePrompt = lazy(() => import('./UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));

/**
 * The router: a data router (react-router's `createBrowserRouter`), so that a screen with unsaved
 * entries can hold a navigation and ask first (`useBlocker`, components/useUnsavedGuard). The route
 * tree itself stays in {@link AppRoutes}.
 */
const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);

/** Root component of the application, with the new-version prompt of the service worker. */
export function App() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
      {idle && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </AppProviders>
  );
}
