import type { RouteObject } from 'react-router';
import { RootLayout } from '../layout/RootLayout';
import { ErrorPage } from '../pages/ErrorPage';
import { ForgotPasswordPage } from '../pages/auth/ForgotPasswordPage';
import { LoginPage } from '../pages/auth/LoginPage';
import { RegisterPage } from '../pages/auth/RegisterPage';
import { ResetPasswordPage } from '../pages/auth/ResetPasswordPage';
import { VerifyEmailPage } from '../pages/auth/VerifyEmailPage';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PlaceholderPage } from '../pages/PlaceholderPage';
import { RemoteSection } from '../remotes/RemoteSection';
import { LanguageGate } from '../routing/LanguageGate';
import { RequireAuth } from '../routing/RequireAuth';

const placeholder = (path: string, page: string): RouteObject => ({ path, element: <PlaceholderPage page={page} /> });
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
          placeholder('about', 'about'),
          placeholder('partners', 'partners'),
          placeholder('cases', 'cases'),
          placeholder('contacts', 'contacts'),
          placeholder('policies/terms', 'terms'),
          placeholder('policies/privacy', 'privacy'),
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
