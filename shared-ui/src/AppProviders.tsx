import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { i18n as siteI18n } from 'shared-i18n';
import { AppTheme } from './theme/AppTheme';
import { browserStyleCache } from './theme/style-cache';

interface AppProvidersProps {
  store: Store;
  children: ReactNode;
  /** A server render's own i18n instance (one per request); the browser uses the site's one. */
  i18n?: I18n;
  /** A server render's own style cache (one per request), whose styles go into the page; the browser has one for the page. */
  styleCache?: EmotionCache;
  /** The store state the server rendered with: the browser hydrates against it. */
  serverState?: unknown;
}

/** The providers every app runs under: the store, the i18n instance, the style cache and the theme. */
export function AppProviders({ store, children, i18n = siteI18n, styleCache, serverState }: AppProvidersProps) {
  // The browser's cache is one for the page: a server render without a cache of its own gets none,
  // so that no styles are kept from one request to the next.
  const cache = styleCache ?? (typeof document === 'undefined' ? undefined : browserStyleCache());
  const themed = <AppTheme>{children}</AppTheme>;
  return (
    <Provider store={store} serverState={serverState}>
      <I18nextProvider i18n={i18n}>{cache ? <CacheProvider value={cache}>{themed}</CacheProvider> : themed}</I18nextProvider>
    </Provider>
  );
}
