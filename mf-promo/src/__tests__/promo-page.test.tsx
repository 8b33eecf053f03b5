import type { AxiosRequestConfig } from 'axios';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-api';
import { renderWithProviders } from '@testing/render';
import { aClient } from '@testing/fixtures';
import PromoBanner from '../pages/PromoBanner';
import PromoPage from '../pages/PromoPage';

const visitor = { session: { status: 'unauthenticated' as const, user: null, error: null } };

const PACKAGES: Record<string, { id: string; title: Record<string, string>; priceFrom: number }> = {
  'growth-starter-package': { id: 'p1', title: { en: 'Starter growth package', cz: 'Základní balíček růstu' }, priceFrom: 4900 },
  'growth-pro-package': { id: 'p2', title: { en: 'Pro growth package', cz: 'Balíček růstu Profi' }, priceFrom: 25900 },
};

/** Answers the catalogue's service pages of the two packages and the client's cart, as the API does. */
function fakeCatalogue() {
  const calls: AxiosRequestConfig[] = [];
  jest.spyOn(apiClient, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    calls.push(config);
    const slug = config.url?.replace('/api/services/', '') ?? '';
    const found = PACKAGES[slug];
    if (found) {
      const lang = (config.params as { lang: string }).lang;
      const service = { id: found.id, slug, title: found.title[lang] ?? found.title.en, shortDescription: 'What it includes.', features: ['growth_audit', '90_day_growth_plan'], priceFrom: found.priceFrom, currency: 'EUR', isActive: true };
      return { data: { success: true, data: service } };
    }
    if (config.url === '/api/cart/items') {
      const item = { serviceId: 'p2', service: { id: 'p2', slug: 'growth-pro-package', title: 'Pro', priceFrom: 25900, currency: 'EUR', isActive: true }, quantity: 1, customOptions: {}, unitPrice: 25900, totalPrice: 25900 };
      return { data: { success: true, data: { items: [item], subtotal: 25900, currency: 'EUR' } } };
    }
    throw Object.assign(new Error('not found'), { isAxiosError: true, response: { status: 404, data: { success: false, error: 'Not found' } } });
  });
  return calls;
}

let calls: AxiosRequestConfig[] = [];
beforeEach(() => {
  calls = fakeCatalogue();
});

describe('the promo page', () => {
  it('offers the bonus, the four steps, eligibility, the English terms and an FAQ accordion', async () => {
    await renderWithProviders(<PromoPage />, { route: '/en/promo/10k', path: '/:lang/promo/10k', preloadedState: visitor });
    expect(screen.getByRole('heading', { level: 1, name: 'Up to 10 000 EUR for new clients' })).toBeInTheDocument();
    for (const step of ['Register', 'Verify email', 'Receive bonus', 'Use bonus']) expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();
    expect(screen.getByText('The bonus pays at most 20 % of an order')).toBeInTheDocument();
    expect(screen.getByText('At least 10 EUR of every order is paid in cash')).toBeInTheDocument();
    expect(screen.getByText('Bonus credits never expire')).toBeInTheDocument();
    expect(screen.getByText('Bonus credits cannot be transferred')).toBeInTheDocument();
    const question = screen.getByRole('button', { name: 'What happens if I cancel an order?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
  });

  it('reads the other terms in Ukrainian: over 25 000 EUR, not combinable, a 10 000 EUR discount', async () => {
    await renderWithProviders(<PromoPage />, { route: '/ua/promo/10k', path: '/:lang/promo/10k', preloadedState: visitor, language: 'ua' });
    const terms = screen.getAllByRole('listitem').map((item) => item.textContent ?? '').join(' ');
    expect(terms).toMatch(/25 000 EUR/);
    expect(terms).toMatch(/10 000 EUR/);
    expect(terms).not.toMatch(/20 %/);
  });

  it.each([
    ['a visitor', visitor, 'Register and get the bonus', '/en/auth/register'],
    ['a client who has not confirmed the email', { session: { status: 'authenticated' as const, user: aClient({ isEmailVerified: false }), error: null } }, 'Confirm your email to receive the bonus', '/en/account/dashboard'],
    ['a client with a bonus', { session: { status: 'authenticated' as const, user: aClient(), error: null } }, 'Use my bonus', '/en/services'],
  ])('calls %s to the right action', async (_who, preloadedState, label, href) => {
    await renderWithProviders(<PromoPage />, { route: '/en/promo/10k', path: '/:lang/promo/10k', preloadedState });
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
  });
});

describe('the Starter and Pro packages (issue 19)', () => {
  it('shows both packages with their price and what they include', async () => {
    await renderWithProviders(<PromoPage />, { route: '/en/promo/10k', path: '/:lang/*', preloadedState: visitor });
    const starter = await screen.findByRole('article', { name: 'Starter' });
    expect(await within(starter).findByRole('heading', { name: 'Starter growth package' })).toBeInTheDocument();
    expect(within(starter).getByTestId('package-starter-price')).toHaveTextContent('€4,900');
    expect(starter).toHaveTextContent('growth audit');
    const pro = screen.getByRole('article', { name: 'Pro' });
    expect(await within(pro).findByTestId('package-pro-price')).toHaveTextContent('€25,900');
  });

  it("puts a visitor's package in the browser cart and goes on to checkout", async () => {
    const { store } = await renderWithProviders(<PromoPage />, { route: '/en/promo/10k', path: '/:lang/*', preloadedState: visitor });
    const order = await screen.findByRole('button', { name: 'Order the Starter package' });
    await waitFor(() => expect(order).toBeEnabled());
    await userEvent.click(order);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/checkout'));
    expect(store.getState().cart.items).toEqual([expect.objectContaining({ serviceId: 'p1', quantity: 1, unitPrice: 4900 })]);
    expect(store.getState().cart.isOpen).toBe(false);
  });

  it("puts a client's Pro package in their server cart, in the page language, and goes on to checkout", async () => {
    const client = { session: { status: 'authenticated' as const, user: aClient(), error: null } };
    const { store } = await renderWithProviders(<PromoPage />, { route: '/cz/promo/10k', path: '/:lang/*', preloadedState: client, language: 'cz' });
    expect(await screen.findByRole('heading', { name: 'Balíček růstu Profi' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Objednat balíček Profi' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cz/checkout'));
    expect(calls.find((c) => c.url === '/api/cart/items')?.data).toEqual({ serviceId: 'p2', quantity: 1, customOptions: {} });
    expect(store.getState().cart.items).toEqual([expect.objectContaining({ serviceId: 'p2' })]);
  });

  it('says when the cart could not take the package, and stays on the page', async () => {
    const fake = jest.mocked(apiClient.request);
    const answers = fake.getMockImplementation()!;
    fake.mockImplementation(async (config) => {
      if (config.url === '/api/cart/items') throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
      return answers(config);
    });
    const client = { session: { status: 'authenticated' as const, user: aClient(), error: null } };
    await renderWithProviders(<PromoPage />, { route: '/en/promo/10k', path: '/:lang/*', preloadedState: client });
    const order = await screen.findByRole('button', { name: 'Order the Pro package' });
    await waitFor(() => expect(order).toBeEnabled());
    await userEvent.click(order);
    expect(await screen.findByRole('alert')).toHaveTextContent('The package could not be added to your cart. Please try again.');
    expect(screen.getByTestId('location')).toHaveTextContent('/en/promo/10k');
  });
});

describe('the home promo banner', () => {
  it('has the title, subtitle and learn more to the promo page', async () => {
    await renderWithProviders(<PromoBanner />, { route: '/es', path: '/:lang', language: 'es' });
    expect(screen.getByRole('region', { name: 'Regalo de 10 000 EUR' })).toHaveTextContent('10 000 EUR');
    const learnMore = screen.getByRole('link', { name: 'Más información: Bono de hasta 10 000 EUR para nuevos clientes' });
    expect(learnMore).toHaveAttribute('href', '/es/promo/10k');
  });
});
