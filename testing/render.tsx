import type { ReactElement, ReactNode } from 'react';
import { act, render, type RenderOptions } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { initI18nWithResources } from 'shared-i18n';
import { AppProviders } from 'shared-ui';
import { makeStore, type AppStore, type RootState } from 'shared-api';
import { loadTranslations } from './translations';

interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Initial URL, e.g. '/en/services?category=seo'. */
  route?: string;
  /** Route pattern the element is mounted at, so useParams works, e.g. '/:lang/*'. */
  path?: string;
  language?: string;
  store?: AppStore;
  preloadedState?: Partial<RootState>;
}

/**
 * Shows the router's current location, so tests can assert where a navigation landed; its key changes
 * with every navigation, even one to the same address ('default' until the first).
 */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location" data-key={location.key}>{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/** Renders with the real providers every app runs under: store, theme, i18n (in memory) and a router. */
export async function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
  const { route = '/en', path = '*', language = 'en', preloadedState, ...renderOptions } = options;
  // In act: an app the test rendered before follows the language change.
  await act(() => initI18nWithResources(loadTranslations(['en', language]), language));
  const store = options.store ?? makeStore(preloadedState);
  // A data router, as the shell uses, so hooks such as useBlocker work in tests too.
  const Wrapper = ({ children }: { children: ReactNode }) => {
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <Outlet />
              <LocationProbe />
            </>
          ),
          children: [{ path, element: children }],
        },
      ],
      { initialEntries: [route] },
    );
    return (
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    );
  };
  return { store, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}
