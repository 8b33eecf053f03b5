// The back office running alone, for its team: its own store, theme and i18n, no shell needed.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { checkSession, makeStore } from 'shared-api';
import { initI18n, setTranslationOrigins } from 'shared-i18n';
import { AppProviders, LanguageOutlet } from 'shared-ui';
import AdminArea from './pages/AdminArea';

setTranslationOrigins({ shell: '/shared/', admin: '/' });
const store = makeStore();
void store.dispatch(checkSession());

const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/en/admin" replace /> },
  { path: '/:lang', element: <LanguageOutlet />, children: [{ path: 'admin/*', element: <AdminArea /> }] },
]);

void initI18n().then(() =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  ),
);
