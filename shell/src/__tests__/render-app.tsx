import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeStore, type RootState } from 'shared-api';
import { initI18nWithResources, languageOfPath } from 'shared-i18n';
import { AppProviders } from 'shared-ui';
import { aClient } from '@testing/fixtures';
import { loadTranslations } from '@testing/translations';
import type { SiteSettings } from 'shared-api/contracts/content';
import { contentApi } from '../api/content-api';
import { appRoutes } from '../app/routes';

/** The company's settings as the seed has them (the footer's profiles, the contacts page's entities and phones). */
export const siteSettings: SiteSettings = {
  legalEntities: [
    { name: 'Growth Partners Europe S.L.', country: 'Spain', address: 'Madrid', registrationNumber: 'CIF B1', phone: '+34 910 123 456', email: 'a@x' },
    { name: 'Growth Partners CZ s.r.o.', country: 'Czech Republic', address: 'Prague', registrationNumber: 'IČO 1', phone: '+420 222 123 456', email: 'a@x' },
  ],
  phones: [{ label: 'Spain', number: '+34 910 123 456' }],
  emails: [{ label: 'Sales', address: 'sales@growth-partners.example' }],
  socialLinks: [
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/growth-partners-example' },
    { name: 'Facebook', url: 'https://www.facebook.com/growthpartners.example' },
  ],
};

interface RenderAppOptions {
  preloadedState?: Partial<RootState>;
  language?: string;
  /**
   * The site settings already in the store, as a server-rendered page carries them (every page's
   * footer reads them); null leaves them to the API.
   */
  settings?: SiteSettings | null;
}

/** Renders the shell's real route tree at a URL, with the real store, theme and i18n. */
export async function renderApp(url: string, options: RenderAppOptions = {}) {
  const language = options.language ?? 'en';
  // In act: an app the test rendered before follows the language change.
  await act(() => initI18nWithResources(loadTranslations([...new Set(['en', 'ua', language])]), language));
  const store = makeStore(options.preloadedState);
  const settings = options.settings === undefined ? siteSettings : options.settings;
  if (settings) await store.dispatch(contentApi.util.upsertQueryData('getSiteSettings', languageOfPath(url), settings));
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  // In act until what it started settles: pages that load on demand come in within it.
  await act(async () => {
    render(
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { store, router, location, screen };
}

export const signedInState = (firstName = 'Anna'): Partial<RootState> => ({
  session: { status: 'authenticated', error: null, user: aClient({ firstName }) },
});

/** The seeded administrator, signed in. */
export const adminState = (): Partial<RootState> => ({
  session: { status: 'authenticated', error: null, user: { ...aClient({ firstName: 'Ada' }), role: 'admin' } },
});

export const signedOutState: Partial<RootState> = { session: { status: 'unauthenticated', user: null, error: null } };
export const loadingState: Partial<RootState> = { session: { status: 'loading', user: null, error: null } };
