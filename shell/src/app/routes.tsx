import type { RouteObject } from 'react-router';
import { RootLayout } from '../layout/RootLayout';
import { ContactsPage } from '../content/ContactsPage';
import { ContentPage } from '../content/ContentPage';
import { ErrorPage } from '../pages/ErrorPage';
import { ForgotPasswordPage } from '../pages/auth/ForgotPasswordPage';
import { LoginPage } from '../pages/auth/LoginPage';
import { RegisterPage } from '../pages/auth/RegisterPage';
import { ResetPasswordPage } from '../pages/auth/ResetPasswordPage';
import { VerifyEmailPage } from '../pages/auth/VerifyEmailPage';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteSection } from '../remotes/RemoteSection';
import { LanguageGate } from '../routing/LanguageGate';
import { RequireAuth } from '../routing/RequireAuth';

const remote = (path: string, module: string): RouteObject => ({ path, element: <RemoteSection module={module} /> });

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
          { path: 'auth/login', element: <LoginPage /> },
          { path: 'auth/register', element: <RegisterPage /> },
          { path: 'auth/forgot-password', element: <ForgotPasswordPage /> },
          { path: 'auth/reset-password', element: <ResetPasswordPage /> },
          { path: 'auth/verify-email', element: <VerifyEmailPage /> },
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
