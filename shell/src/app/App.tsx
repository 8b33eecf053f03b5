import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { onSessionExpired, type AppStore } from 'shared-api';
import { currentLanguage } from 'shared-i18n';
import { paths } from '../routing/paths';
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
  // Spec 4: when the refresh token is refused, the stored session is gone and the user goes to login.
  useEffect(
    () =>
      onSessionExpired(() => {
        const { pathname, search, hash } = router.state.location;
        void router.navigate(paths.login(currentLanguage()), { replace: true, state: { from: { pathname, search, hash } } });
      }),
    [router],
  );

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
