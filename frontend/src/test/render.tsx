import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';

/** Shows the current path so tests can assert where the router went. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** Renders `ui` (default: the whole route tree) at `path` with the app providers and a fresh SWR cache. */
export function renderApp(path: string, ui: ReactElement = <AppRoutes />) {
  return render(
    <AppProviders>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </SWRConfig>
    </AppProviders>,
  );
}
