import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { onSessionExpired, type AppStore } from 'shared-api';
import { currentLanguage } from 'shared-i18n';
import { AppProviders } from 'shared-ui';
import { paths } from '../routing/paths';

interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
}

export function App({ store, router }: AppProps) {
  // Spec 4: when the refresh token is refused, the stored session is gone and the user goes to login.
  useEffect(
    () =>
      onSessionExpired(() => {
        const { pathname, search, hash } = router.state.location;
        void router.navigate(paths.login(currentLanguage()), { replace: true, state: { from: { pathname, search, hash } } });
      }),
    [router],
  );

  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
