import { Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from 'shared-ui';
import { RootLayout } from '../layout/RootLayout';
import { ContactForm, ContactsPage } from '../content/ContactsPage';
import { onDemand, type RouteHandle } from './on-demand';
import { ContentPage } from '../content/ContentPage';
import { ErrorPage } from '../pages/ErrorPage';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteSection } from '../remotes/RemoteSection';
import { LanguageGate } from '../routing/LanguageGate';
import { RequireAdmin } from '../routing/RequireAdmin';
import { RequireAuth } from '../routing/RequireAuth';

const remote = (path: string, module: string): RouteObject => ({ path, element: <RemoteSection module={module} page /> });

function Loading() {
  const { t } = useTranslation('common');
  return <PageLoader label={t('loading')} />;
}

/**
 * A page whose code loads when it is visited: the sign-in and sign-up pages bring the form libraries
 * (react-hook-form, zod), which no other public page needs. `name` is the page's export and the name
 * of the chunk its import is built into.
 */
function onDemandPage(path: string, load: () => Promise<Record<string, ComponentType>>, name: string): RouteObject {
  const Page = onDemand(name, () => load().then((module) => module[name]!));
  const handle: RouteHandle = { onDemand: Page };
  return {
    path,
    handle,
    element: (
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    ),
  };
}

/** The site's routes (spec 2). Redirects are decided by RootLayout before any of these renders. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      {
        path: ':lang',
        element: <LanguageGate />,
        errorElement: <ErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          remote('services', 'catalogue/CataloguePage'),
          remote('services/:slug', 'catalogue/ServiceDetailPage'),
          remote('promo/10k', 'promo/PromoPage'),
          remote('cart', 'promo/CartCheckoutPage'),
          remote('checkout', 'promo/CartCheckoutPage'),
          { path: 'about', element: <ContentPage slug="about" /> },
          { path: 'partners', element: <ContentPage slug="partners" /> },
          { path: 'cases', element: <ContentPage slug="cases" /> },
          { path: 'contacts', element: <ContactsPage />, handle: { onDemand: ContactForm } satisfies RouteHandle },
          { path: 'policies/terms', element: <ContentPage slug="terms" /> },
          { path: 'policies/privacy', element: <ContentPage slug="privacy" /> },
          onDemandPage('auth/login', () => import(/* webpackChunkName: "LoginPage" */ '../pages/auth/LoginPage'), 'LoginPage'),
          onDemandPage('auth/register', () => import(/* webpackChunkName: "RegisterPage" */ '../pages/auth/RegisterPage'), 'RegisterPage'),
          onDemandPage('auth/forgot-password', () => import(/* webpackChunkName: "ForgotPasswordPage" */ '../pages/auth/ForgotPasswordPage'), 'ForgotPasswordPage'),
          onDemandPage('auth/reset-password', () => import(/* webpackChunkName: "ResetPasswordPage" */ '../pages/auth/ResetPasswordPage'), 'ResetPasswordPage'),
          onDemandPage('auth/verify-email', () => import(/* webpackChunkName: "VerifyEmailPage" */ '../pages/auth/VerifyEmailPage'), 'VerifyEmailPage'),
          {
            path: 'account/*',
            element: (
              <RequireAuth>
                <RemoteSection module="account/AccountArea" page />
              </RequireAuth>
            ),
          },
          {
            path: 'admin/*',
            element: (
              <RequireAdmin>
                <RemoteSection module="admin/AdminArea" page />
              </RequireAdmin>
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
