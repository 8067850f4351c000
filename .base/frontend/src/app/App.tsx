import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { UpdatePrompt } from './UpdatePrompt';

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
      <UpdatePrompt />
    </AppProviders>
  );
}
