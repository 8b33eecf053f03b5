import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { AppStore } from 'shared-api';
import { sendToLoginWhenSessionExpires } from '../routing/session-expiry-redirect';
import type { RemoteModules } from '../remotes/remote-modules';
import { SiteProviders } from './SiteProviders';

interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
  modules: RemoteModules;
  /** The store state of the server's render, when the page came server-rendered. */
  serverState?: unknown;
  /** Called once the page is alive: work that must not compete with hydration starts here. */
  onAlive?: () => void;
}

export function App({ store, router, modules, serverState, onAlive }: AppProps) {
  useEffect(() => sendToLoginWhenSessionExpires(router), [router]);

  // The page is alive (hydrated or rendered): scripts and tests may act on it from now on.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
    onAlive?.();
  }, [onAlive]);

  return (
    <SiteProviders store={store} modules={modules} serverState={serverState}>
      <RouterProvider router={router} />
    </SiteProviders>
  );
}
