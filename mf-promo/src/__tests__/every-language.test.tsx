import type { AxiosRequestConfig } from 'axios';
import { act, screen, waitFor, within } from '@testing-library/react';
import { apiClient, itemAdded } from 'shared-api';
import { aClient } from '@testing/fixtures';
import { englishLeftovers, OTHER_LANGUAGES, recordMissingKeys, textIn } from '@testing/english-leftovers';
import { renderWithProviders } from '@testing/render';
import CartCheckoutPage from '../pages/CartCheckoutPage';
import PromoBanner from '../pages/PromoBanner';
import PromoPage from '../pages/PromoPage';
import { ENGLISH_PACKAGE_TEXTS, GROWTH_PACKAGE_TITLES, GROWTH_PACKAGES, growthPackageAnswer, serviceTitlesAnswer } from './fake-catalogue';
import { bonusBalanceAnswer, pricingCalculateRefused, pricingRulesAnswer } from './fake-pricing';

/** The namespaces the promo pages read: their own, the home banner's, the shared ones. */
const NAMESPACES = ['promo10k', 'home', 'common', 'forms'];

const visitor = { session: { status: 'unauthenticated' as const, user: null, error: null } };
const client = { session: { status: 'authenticated' as const, user: aClient(), error: null } };
const starter = { id: 'p1', slug: 'growth-starter-package', priceFrom: GROWTH_PACKAGES['growth-starter-package']!.priceFrom, currency: 'EUR' };

/** The API as the promo pages read it, in the language each call asks for. */
function fakeApi() {
  jest.spyOn(apiClient, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    const pkg = growthPackageAnswer(config);
    if (pkg) return { data: pkg };
    switch (config.url) {
      case '/api/pricing':
        return { data: pricingRulesAnswer() };
      case '/api/bonus/balance':
        return { data: bonusBalanceAnswer() };
      case '/api/pricing/calculate':
        return pricingCalculateRefused();
      case '/api/service-titles':
        return { data: serviceTitlesAnswer(config, GROWTH_PACKAGE_TITLES) };
      case '/api/users/me':
        return { data: { success: true, data: { companyName: 'Demo Retail', vatId: 'CZ12345678', billingAddress: null, isEmailVerified: true } } };
      default:
        return { data: { success: true, data: { items: [], subtotal: 0, currency: 'EUR' } } };
    }
  });
}

let missing: ReturnType<typeof recordMissingKeys>;
beforeEach(() => {
  fakeApi();
  missing = recordMissingKeys();
});
afterEach(() => missing.stop());

const packageTitle = (lng: string) => GROWTH_PACKAGES['growth-starter-package']!.texts[lng]!.title;

/** Issue 22: every page complete in all eight languages, the packages' texts included; no English left over. */
describe.each(OTHER_LANGUAGES)('the promo pages in %s', (lng) => {
  it('the promo page', async () => {
    await renderWithProviders(<PromoPage />, { route: `/${lng}/promo/10k`, path: '/:lang/*', preloadedState: visitor, language: lng });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(textIn(lng, 'promo10k', 'hero.title'));
    expect(await screen.findByRole('heading', { name: packageTitle(lng) })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('package-pro-price')).toBeInTheDocument());
    expect(englishLeftovers(NAMESPACES, lng, ENGLISH_PACKAGE_TEXTS)).toEqual([]);
    expect(missing.keys).toEqual([]);
  });

  it("the home page's promo banner", async () => {
    await renderWithProviders(<PromoBanner />, { route: `/${lng}`, path: '/:lang', language: lng });
    expect(screen.getByRole('region', { name: textIn(lng, 'home', 'promoBanner.title') })).toBeInTheDocument();
    expect(englishLeftovers(NAMESPACES, lng)).toEqual([]);
    expect(missing.keys).toEqual([]);
  });

  it('the cart', async () => {
    const { store } = await renderWithProviders(<CartCheckoutPage />, { route: `/${lng}/cart`, path: '/:lang/*', preloadedState: visitor, language: lng });
    act(() => {
      store.dispatch(itemAdded({ service: starter, quantity: 2 }));
    });
    expect(await screen.findByText(packageTitle(lng))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(textIn(lng, 'promo10k', 'checkout.cartTitle'));
    expect(englishLeftovers(NAMESPACES, lng, ENGLISH_PACKAGE_TEXTS)).toEqual([]);
    expect(missing.keys).toEqual([]);
  });

  it('the checkout', async () => {
    const { store } = await renderWithProviders(<CartCheckoutPage />, { route: `/${lng}/checkout`, path: '/:lang/*', preloadedState: client, language: lng });
    act(() => {
      store.dispatch(itemAdded({ service: starter, quantity: 2 }));
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(textIn(lng, 'promo10k', 'checkout.checkoutTitle'));
    // Priced once the rule's parameters and the bonus are in; billing prefilled from the profile.
    await waitFor(() => expect(screen.getByTestId('pricing-total')).toHaveTextContent(/\d/));
    await waitFor(() => expect(screen.getByDisplayValue('CZ12345678')).toBeInTheDocument());
    expect(within(screen.getByTestId('pricing-bonus-applied')).queryByText(/\d/)).not.toBeNull();
    expect(await screen.findByText(packageTitle(lng))).toBeInTheDocument();
    expect(englishLeftovers(NAMESPACES, lng, ENGLISH_PACKAGE_TEXTS)).toEqual([]);
    expect(missing.keys).toEqual([]);
  });
});
