import { lazy, Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';

/**
 * The service worker's registration and its update snackbar: a chunk of their own, loaded beside the
 * page (no page needs them to show; docs/adr/0028-delivery-budgets-and-chunks.md). Waiting for an idle
 * moment would need a helper that the `common` chunk holds, which would bring that chunk to every route.
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
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
    </AppProviders>
  );
}
