import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from 'shared-ui';
import { RootLayout } from '../layout/RootLayout';
import { ContactsPage } from '../content/ContactsPage';
import { ContentPage } from '../content/ContentPage';
import { ErrorPage } from '../pages/ErrorPage';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteSection } from '../remotes/RemoteSection';
import { LanguageGate } from '../routing/LanguageGate';
import { RequireAuth } from '../routing/RequireAuth';

const remote = (path: string, module: string): RouteObject => ({ path, element: <RemoteSection module={module} /> });

function Loading() {
  const { t } = useTranslation('common');
  return <PageLoader label={t('loading')} />;
}

/**
 * A page whose code loads when it is visited: the sign-in and sign-up pages bring the form libraries
 * (react-hook-form, zod), which no other public page needs. Server-rendered, it is hydrated once loaded.
 */
function onDemand(load: () => Promise<Record<string, ComponentType>>, name: string) {
  const Page = lazy(() => load().then((module) => ({ default: module[name]! })));
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
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
          { path: 'contacts', element: <ContactsPage /> },
          { path: 'policies/terms', element: <ContentPage slug="terms" /> },
          { path: 'policies/privacy', element: <ContentPage slug="privacy" /> },
          { path: 'auth/login', element: onDemand(() => import('../pages/auth/LoginPage'), 'LoginPage') },
          { path: 'auth/register', element: onDemand(() => import('../pages/auth/RegisterPage'), 'RegisterPage') },
          { path: 'auth/forgot-password', element: onDemand(() => import('../pages/auth/ForgotPasswordPage'), 'ForgotPasswordPage') },
          { path: 'auth/reset-password', element: onDemand(() => import('../pages/auth/ResetPasswordPage'), 'ResetPasswordPage') },
          { path: 'auth/verify-email', element: onDemand(() => import('../pages/auth/VerifyEmailPage'), 'VerifyEmailPage') },
          {
            path: 'account/*',
            element: (
              <RequireAuth>
                <RemoteSection module="account/AccountArea" />
              </RequireAuth>
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
