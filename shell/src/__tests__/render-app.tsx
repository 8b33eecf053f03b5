import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeStore, type RootState } from 'shared-api';
import { initI18nWithResources } from 'shared-i18n';
import { AppProviders } from 'shared-ui';
import { aClient } from '@testing/fixtures';
import { loadTranslations } from '@testing/translations';
import { appRoutes } from '../app/routes';

/** Renders the shell's real route tree at a URL, with the real store, theme and i18n. */
export async function renderApp(url: string, options: { preloadedState?: Partial<RootState>; language?: string } = {}) {
  await initI18nWithResources(loadTranslations(['en', 'ua']), options.language ?? 'en');
  const store = makeStore(options.preloadedState);
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { store, router, location, screen };
}

export const signedInState = (firstName = 'Anna'): Partial<RootState> => ({
  session: { status: 'authenticated', error: null, user: aClient({ firstName }) },
});

export const signedOutState: Partial<RootState> = { session: { status: 'unauthenticated', user: null, error: null } };
export const loadingState: Partial<RootState> = { session: { status: 'loading', user: null, error: null } };
