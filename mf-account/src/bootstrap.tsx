// The account area running alone, for its team: its own store, theme and i18n, no shell needed.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { checkSession, makeStore } from 'shared-api';
import { initI18n, setTranslationOrigins } from 'shared-i18n';
import { AppProviders, LanguageOutlet } from 'shared-ui';
import AccountArea from './pages/AccountArea';

setTranslationOrigins({ shell: '/shared/', account: '/' });
const store = makeStore();
void store.dispatch(checkSession());

// A data router, as in the shell: the profile's unsaved-changes prompt needs one.
const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/en/account/dashboard" replace /> },
  { path: '/:lang', element: <LanguageOutlet />, children: [{ path: 'account/*', element: <AccountArea /> }] },
]);

void initI18n().then(() =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  ),
);
