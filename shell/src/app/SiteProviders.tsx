import type { ReactNode } from 'react';
import type { EmotionCache } from '@emotion/react';
import type { i18n as I18n } from 'i18next';
import type { AppStore } from 'shared-api';
import { AppProviders } from 'shared-ui';
import { RemoteModulesContext, type RemoteModules } from '../remotes/remote-modules';

interface SiteProvidersProps {
  store: AppStore;
  modules: RemoteModules;
  children: ReactNode;
  i18n?: I18n;
  styleCache?: EmotionCache;
  serverState?: unknown;
}

/** What every page renders under, on the server and in the browser alike (so hydration matches). */
export function SiteProviders({ store, modules, children, i18n, styleCache, serverState }: SiteProvidersProps) {
  return (
    <RemoteModulesContext.Provider value={modules}>
      <AppProviders store={store} i18n={i18n} styleCache={styleCache} serverState={serverState}>
        {children}
      </AppProviders>
    </RemoteModulesContext.Provider>
  );
}
