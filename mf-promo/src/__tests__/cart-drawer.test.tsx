import type { AxiosRequestConfig } from 'axios';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@testing/render';
import { aClient } from '@testing/fixtures';
import { apiClient, itemAdded, openSet } from 'shared-api';
import type { PricingRulesBody } from 'shared-api/contracts/pricing';
import CartDrawer from '../pages/CartDrawer';
import { serviceTitlesAnswer } from './fake-catalogue';
import { bonusBalanceAnswer, pricingCalculateRefused, pricingRulesAnswer } from './fake-pricing';

const seo = { id: 's1', slug: 'local-seo', priceFrom: 490, currency: 'EUR' };
const ads = { id: 's2', slug: 'google-ads', priceFrom: 1200, currency: 'EUR' };
const platform = { id: 's3', slug: 'customer-data-platform-setup', priceFrom: 12500, currency: 'EUR' };
const TITLES = {
  s1: { en: 'Local SEO', ua: 'Локальне SEO' },
  s2: { en: 'Google Ads', ua: 'Реклама в Google Ads' },
  s3: { en: 'Customer data platform setup', ua: 'Налаштування платформи клієнтських даних' },
};
const visitor = { session: { status: 'unauthenticated' as const, user: null, error: null } };

/** The API as the drawer's offer preview reads it: the pricing rule's parameters and a client's bonus. */
function fakeApi(rules: Partial<PricingRulesBody> = {}) {
  const calls: AxiosRequestConfig[] = [];
  jest.spyOn(apiClient, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    calls.push(config);
    if (config.url === '/api/pricing') return { data: pricingRulesAnswer(rules) };
    if (config.url === '/api/bonus/balance') return { data: bonusBalanceAnswer() };
    if (config.url === '/api/pricing/calculate') return pricingCalculateRefused();
    if (config.url === '/api/service-titles') return { data: serviceTitlesAnswer(config, TITLES) };
    return { data: { success: true, data: { items: [], subtotal: 0, currency: 'EUR' } } };
  });
  return calls;
}

beforeEach(() => fakeApi());

async function openDrawer(route = '/en/services', preloadedState: object = visitor) {
  const view = await renderWithProviders(<CartDrawer />, { route, preloadedState, language: route.split('/')[1] });
  act(() => {
    view.store.dispatch(itemAdded({ service: seo }));
    view.store.dispatch(itemAdded({ service: ads, quantity: 2 }));
    view.store.dispatch(openSet(true));
  });
  return view;
}

describe('the cart drawer', () => {
  it('lists the items with quantities and the subtotal, and leads to the cart page', async () => {
    await openDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(await within(drawer).findByText('Local SEO')).toBeInTheDocument();
    expect(within(drawer).getByRole('group', { name: 'Quantity of Google Ads' })).toHaveTextContent('2');
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent('€2,890');
    expect(within(drawer).getByRole('link', { name: 'View cart and check out' })).toHaveAttribute('href', '/en/cart');
  });

  it('raises and lowers quantities, removing an item at 0, and recomputes the subtotal', async () => {
    const { store } = await openDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
    await within(drawer).findByText('Google Ads');
    await userEvent.click(within(drawer).getByRole('button', { name: 'One more Local SEO' }));
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent('€3,380');
    await userEvent.click(within(drawer).getByRole('button', { name: 'One less Local SEO' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'One less Local SEO' }));
    expect(within(drawer).queryByText('Local SEO')).not.toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Remove Google Ads' }));
    expect(within(drawer).getByText('Your cart is empty')).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([]);
  });

  it('takes its language from the URL prefix', async () => {
    await openDrawer('/ua/services');
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getAllByRole('link').at(-1)).toHaveAttribute('href', '/ua/cart');
  });

  it('names the services in the language of the page, not the one they were added in (issue 19)', async () => {
    const { store } = await openDrawer('/en/services');
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(await within(drawer).findByText('Local SEO')).toBeInTheDocument();
    const saved = store.getState().cart.items;
    cleanup();
    const ukrainian = await renderWithProviders(<CartDrawer />, { route: '/ua/services', preloadedState: { ...visitor, cart: { items: saved, subtotal: 2890, isOpen: true } }, language: 'ua' });
    const again = await screen.findByRole('dialog');
    expect(await within(again).findByText('Локальне SEO')).toBeInTheDocument();
    expect(within(again).getByRole('group', { name: 'Кількість послуги «Реклама в Google Ads»' })).toHaveTextContent('2');
    expect(again).not.toHaveTextContent('Local SEO');
    expect(JSON.stringify(ukrainian.store.getState().cart)).not.toMatch(/Local SEO|Локальне/);
  });

  it('closes', async () => {
    const { store } = await openDrawer();
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(store.getState().cart.isOpen).toBe(false);
  });
});

describe('the welcome offer in the cart drawer (issue 18)', () => {
  it("previews a visitor's percentage offer on the English site: the most the bonus may pay", async () => {
    await openDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(within(drawer).getByRole('region', { name: 'Welcome offer for new clients' })).toHaveTextContent('Welcome bonus, up to 20 % of the order');
    expect(await within(drawer).findByTestId('cart-bonus-eligible')).toHaveTextContent('€578');
  });

  it("previews by the server's cap, asking for it once while the quantities change", async () => {
    const calls = fakeApi({ bonusCapPercent: 50 });
    await openDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(await within(drawer).findByTestId('cart-bonus-eligible')).toHaveTextContent('€1,445');
    await userEvent.click(within(drawer).getByRole('button', { name: 'One more Local SEO' }));
    expect(within(drawer).getByTestId('cart-bonus-eligible')).toHaveTextContent('€1,690');
    await userEvent.click(within(drawer).getByRole('button', { name: 'One less Google Ads' }));
    expect(within(drawer).getByTestId('cart-bonus-eligible')).toHaveTextContent('€1,090');
    expect(calls.filter((c) => c.url === '/api/pricing')).toHaveLength(1);
    expect(calls.some((c) => c.url === '/api/pricing/calculate')).toBe(false);
  });

  it("previews a visitor's threshold offer on the Ukrainian site: the 10 000 EUR discount once the cart is over 25 000 EUR", async () => {
    const { store } = await openDrawer('/ua/services');
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('region', { name: 'Вітальна пропозиція для нових клієнтів' })).toHaveTextContent(
      'Вітальна знижка 10 000 EUR на замовлення понад 25 000 EUR',
    );
    expect(await within(drawer).findByTestId('threshold-note')).toHaveTextContent(/^Додайте до замовлення ще 22\s110,01\s€, щоб отримати знижку 10 000 EUR\.$/);
    act(() => store.dispatch(itemAdded({ service: platform, quantity: 2 })));
    expect(await within(drawer).findByTestId('cart-offer-discount')).toHaveTextContent(/^−10\s000\s€$/);
    expect(within(drawer).queryByTestId('threshold-note')).not.toBeInTheDocument();
    expect(drawer).not.toHaveTextContent(/20\s?%/);
  });

  it("shows a signed-in client's own threshold offer on the English site, never the 20 % rule", async () => {
    const threshold = { session: { status: 'authenticated' as const, user: aClient({ bonusOffer: 'threshold' }), error: null } };
    const { store } = await openDrawer('/en/services', threshold);
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(within(drawer).getByRole('region', { name: 'Your welcome offer' })).toHaveTextContent('Welcome discount of 10 000 EUR on orders over 25 000 EUR');
    await waitFor(() => expect(within(drawer).getByTestId('threshold-note')).toHaveTextContent('Add €22,110.01 more to your order to receive the 10 000 EUR discount.'));
    act(() => store.dispatch(itemAdded({ service: platform, quantity: 2 })));
    expect(await within(drawer).findByTestId('cart-offer-discount')).toHaveTextContent('−€10,000');
    expect(drawer).not.toHaveTextContent(/20\s?%/);
    expect(within(drawer).queryByTestId('cart-bonus-eligible')).not.toBeInTheDocument();
  });
});
