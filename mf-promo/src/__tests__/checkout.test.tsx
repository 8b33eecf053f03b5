import type { AxiosRequestConfig } from 'axios';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, itemAdded } from 'shared-api';
import type { PricingRulesBody } from 'shared-api/contracts/pricing';
import { renderWithProviders } from '@testing/render';
import { aClient } from '@testing/fixtures';
import CartCheckoutPage from '../pages/CartCheckoutPage';
import { serviceTitlesAnswer } from './fake-catalogue';
import { bonusBalanceAnswer, pricingCalculateRefused, pricingRulesAnswer } from './fake-pricing';

const client = { session: { status: 'authenticated' as const, user: aClient(), error: null } };
const thresholdClient = { session: { status: 'authenticated' as const, user: aClient({ bonusOffer: 'threshold' }), error: null } };
const visitor = { session: { status: 'unauthenticated' as const, user: null, error: null } };
const audit = { id: 's1', slug: 'technical-seo-audit', priceFrom: 1490, currency: 'EUR' };
const platform = { id: 's2', slug: 'customer-data-platform-setup', priceFrom: 12500, currency: 'EUR' };
const TITLES = { s1: { en: 'Technical SEO audit' }, s2: { en: 'Customer data platform setup' } };

interface FakeApiOptions {
  /** The server's parameters of the pricing rule (GET /api/pricing); spec 9's by default. */
  rules?: Partial<PricingRulesBody>;
  /** Threshold offer: another order already took the discount. */
  thresholdUsed?: boolean;
}

/**
 * Answers the checkout's calls as the API does: the pricing rule's parameters, the client's bonus,
 * billing details and placing the order. /api/pricing/calculate is refused: the checkout prices by
 * the shared rule itself.
 */
function fakeApi(placeOrder: (config: AxiosRequestConfig) => unknown, { rules, thresholdUsed = false }: FakeApiOptions = {}) {
  const calls: AxiosRequestConfig[] = [];
  jest.spyOn(apiClient, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    calls.push(config);
    switch (config.url) {
      case '/api/pricing':
        return { data: pricingRulesAnswer(rules) };
      case '/api/bonus/balance':
        return { data: bonusBalanceAnswer({ thresholdUsed }) };
      case '/api/users/me':
        return { data: { success: true, data: { companyName: 'Demo Retail', vatId: 'CZ12345678', billingAddress: null, isEmailVerified: true } } };
      case '/api/pricing/calculate':
        return pricingCalculateRefused();
      case '/api/service-titles':
        return { data: serviceTitlesAnswer(config, TITLES) };
      case '/api/cart/checkout':
        return { data: await placeOrder(config) };
      default:
        return { data: { success: true, data: { items: [], subtotal: 0, currency: 'EUR' } } };
    }
  });
  return calls;
}

async function renderCheckout(route = '/en/checkout', preloadedState: object = client, lines: Array<{ service: typeof audit; quantity: number }> = [{ service: audit, quantity: 2 }]) {
  const view = await renderWithProviders(<CartCheckoutPage />, { route, path: '/:lang/*', preloadedState, language: route.split('/')[1] });
  act(() => {
    for (const line of lines) view.store.dispatch(itemAdded(line));
  });
  return view;
}

/** The order as the server answers a checkout: a Czech client (CZ VAT number), 21 % VAT on the net, paid to the Czech entity. */
function placedOrder(overrides: Record<string, unknown> = {}) {
  return {
    id: 'o9',
    number: 'GP-20261122-ABCDEF',
    currency: 'EUR',
    cashPayment: 2384,
    bonusApplied: 596,
    bonusOffer: 'percentage',
    vat: { treatment: 'standard', rateBasisPoints: 2100, amount: 500.64, reverseCharge: false },
    total: 2884.64,
    payment: { method: 'bank_transfer', iban: 'CZ6508000000192000145399', bic: 'GIBACZPX', beneficiary: 'Growth Partners CZ s.r.o.', reference: 'RF06GP20261122ABCDEF' },
    ...overrides,
  };
}
const placed = { success: true, data: { order: placedOrder(), bonusBalance: 9404 } };

/** Ticks 'I accept the terms and conditions': no order goes without it. */
const acceptTerms = () => userEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));

describe('checkout', () => {
  it('sends a visitor to sign-in, remembering the checkout', async () => {
    fakeApi(() => placed);
    await renderCheckout('/en/checkout', visitor);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/auth/login'));
  });

  it("shows the pricing result of spec 9 for the client's bonus, and without it when they choose", async () => {
    fakeApi(() => placed);
    await renderCheckout();
    await waitFor(() => expect(screen.getByTestId('pricing-bonus-applied')).toHaveTextContent('€596'));
    expect(screen.getByTestId('pricing-subtotal')).toHaveTextContent('€2,980');
    expect(screen.getByTestId('pricing-bonus-eligible')).toHaveTextContent('€596');
    expect(screen.getByTestId('pricing-cash')).toHaveTextContent('€2,384');
    // 21 % Czech VAT (the client's CZ VAT number) on the net after the bonus.
    expect(screen.getByTestId('pricing-vat')).toHaveTextContent('€500.64');
    expect(screen.getByTestId('pricing-total')).toHaveTextContent('€2,884.64');
    await userEvent.click(screen.getByRole('checkbox', { name: /Pay part of this order with my bonus/ }));
    await waitFor(() => expect(screen.getByTestId('pricing-bonus-applied')).toHaveTextContent('€0'));
    expect(screen.getByTestId('pricing-cash')).toHaveTextContent('€2,980');
  });

  it('prefills the billing details and refuses a bad VAT ID', async () => {
    const calls = fakeApi(() => placed);
    await renderCheckout();
    const vat = await screen.findByLabelText(/VAT ID/);
    await waitFor(() => expect(vat).toHaveValue('CZ12345678'));
    await userEvent.clear(vat);
    await userEvent.type(vat, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Please enter a valid VAT ID')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/cart/checkout')).toBe(false);
  });

  it('retries with the same Idempotency-Key after a network failure, and shows the order', async () => {
    let attempts = 0;
    const calls = fakeApi(() => {
      attempts += 1;
      if (attempts === 1) throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
      return placed;
    });
    const { store } = await renderCheckout();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
    await acceptTerms();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection to the server. Your cart is kept; please try again.');
    expect(store.getState().cart.items).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const success = await screen.findByRole('status', { name: 'Thank you for your order' });
    expect(within(success).getByText('Order number: GP-20261122-ABCDEF')).toBeInTheDocument();
    expect(within(success).getByText('Amount due: €2,884.64')).toBeInTheDocument();
    expect(within(success).getByText('Your bonus balance: €9,404')).toBeInTheDocument();
    expect(within(success).getByRole('link', { name: 'View the order and its invoice' })).toHaveAttribute('href', '/en/account/orders/o9');
    const keys = calls.filter((c) => c.url === '/api/cart/checkout').map((c) => (c.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect((calls.find((c) => c.url === '/api/cart/checkout')?.data as { expectedBonusApplied: number }).expectedBonusApplied).toBe(596);
    expect(store.getState().cart.items).toEqual([]);
  });

  it('says why the server refused, and keeps the cart', async () => {
    fakeApi(() => {
      throw Object.assign(new Error('409'), { isAxiosError: true, response: { status: 409, data: { success: false, error: 'changed', code: 'BONUS_CHANGED' } } });
    });
    const { store } = await renderCheckout();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
    await acceptTerms();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your bonus balance has changed.');
    expect(store.getState().cart.items).toHaveLength(1);
  });

  it("says a refusal it has no text of its own for in the client's language, with the server's figures", async () => {
    fakeApi(() => {
      const data = { success: false, error: 'An order must come to at least 10 EUR.', code: 'ORDER_BELOW_MINIMUM', details: { minimum: 10 } };
      throw Object.assign(new Error('409'), { isAxiosError: true, response: { status: 409, data } });
    });
    await renderCheckout('/pl/checkout');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Złóż zamówienie' })).toBeEnabled());
    await userEvent.click(screen.getByRole('checkbox', { name: 'Akceptuję regulamin' }));
    await userEvent.click(screen.getByRole('button', { name: 'Złóż zamówienie' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się złożyć zamówienia: Zamówienie musi wynosić co najmniej 10 EUR.');
  });

  it('names the services the server no longer takes, once, and keeps the cart', async () => {
    fakeApi(() => {
      const data = { success: false, error: 'No longer available: Technical SEO audit', code: 'SERVICE_UNAVAILABLE', details: { serviceIds: ['s1'], titles: ['Technical SEO audit'] } };
      throw Object.assign(new Error('409'), { isAxiosError: true, response: { status: 409, data } });
    });
    const { store } = await renderCheckout();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
    await acceptTerms();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Some services are no longer available: Technical SEO audit\. Remove them from your cart to continue\.$/,
    );
    expect(store.getState().cart.items).toHaveLength(1);
  });
});

describe("the checkout's amounts by the server's pricing parameters", () => {
  it.each([
    // cap %, cash floor EUR, bonus applied, net, total with 21 % VAT: 2 × 1 490 EUR with a balance of 10 000 EUR
    [20, 10, '€596', '€2,384', '€2,884.64'],
    [50, 10, '€1,490', '€1,490', '€1,802.90'],
    // The whole subtotal would be bonus: the floor keeps 100 EUR in cash.
    [100, 100, '€2,880', '€100', '€121'],
  ])('with a cap of %s %% and a cash floor of %s EUR applies %s and leaves %s to pay before VAT', async (bonusCapPercent, minCashPayment, bonus, cash, total) => {
    const calls = fakeApi(() => placed, { rules: { bonusCapPercent, minCashPayment } });
    await renderCheckout();
    await waitFor(() => expect(screen.getByTestId('pricing-bonus-applied')).toHaveTextContent(bonus));
    expect(screen.getByTestId('pricing-cash')).toHaveTextContent(cash);
    expect(screen.getByTestId('pricing-total')).toHaveTextContent(total);
    await acceptTerms();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('status', { name: 'Thank you for your order' });
    // The order is sent with the bonus the client saw; the server checks it against its own pricing.
    const sent = calls.find((c) => c.url === '/api/cart/checkout')?.data as { expectedBonusApplied: number };
    expect(`€${sent.expectedBonusApplied.toLocaleString('en-GB')}`).toBe(bonus);
  });

  it('shows the loading state, not figures, until the parameters arrive, and no order can be placed', async () => {
    let answerRules: (value: unknown) => void = () => undefined;
    const rules = new Promise((resolve) => {
      answerRules = resolve;
    });
    fakeApi(() => placed);
    const fake = jest.mocked(apiClient.request);
    const answers = fake.getMockImplementation()!;
    fake.mockImplementation(async (config) => (config.url === '/api/pricing' ? { data: await rules } : answers(config)));
    await renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(await within(summary).findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(within(summary).queryByTestId('pricing-bonus-applied')).not.toBeInTheDocument();
    expect(within(summary).queryByTestId('pricing-total')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    answerRules(pricingRulesAnswer());
    await waitFor(() => expect(screen.getByTestId('pricing-bonus-applied')).toHaveTextContent('€596'));
    expect(within(summary).queryByRole('progressbar')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
  });

  it('says when the parameters cannot be loaded, and tries again', async () => {
    let failures = 1;
    fakeApi(() => placed);
    const fake = jest.mocked(apiClient.request);
    const answers = fake.getMockImplementation()!;
    fake.mockImplementation(async (config) => {
      if (config.url === '/api/pricing' && failures-- > 0) throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
      return answers(config);
    });
    await renderCheckout();
    expect(await screen.findByRole('alert')).toHaveTextContent('This section is temporarily unavailable.');
    expect(screen.queryByTestId('pricing-total')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('pricing-bonus-applied')).toHaveTextContent('€596'));
  });

  it('asks for the parameters once, and never for /api/pricing/calculate, while the quantity changes from the cart to the checkout', async () => {
    const calls = fakeApi(() => placed);
    const quantities = new Map([[audit.id, 2]]);
    const serverCart = () => {
      const items = [...quantities].map(([, quantity]) => ({
        serviceId: audit.id,
        service: { ...audit, isActive: true },
        quantity,
        customOptions: {},
        unitPrice: audit.priceFrom,
        totalPrice: audit.priceFrom * quantity,
      }));
      return { success: true, data: { items, subtotal: items.reduce((sum, item) => sum + item.totalPrice, 0), currency: 'EUR' } };
    };
    const fake = jest.mocked(apiClient.request);
    const answers = fake.getMockImplementation()!;
    fake.mockImplementation(async (config) => {
      if (config.method === 'patch' && config.url === `/api/cart/items/${audit.id}`) {
        calls.push(config);
        quantities.set(audit.id, (config.data as { quantity: number }).quantity);
        return { data: serverCart() };
      }
      return answers(config);
    });
    await renderCheckout('/en/cart', client);
    expect(await screen.findByTestId('cart-bonus-eligible')).toHaveTextContent('€596');
    await userEvent.click(await screen.findByRole('button', { name: 'One more Technical SEO audit' }));
    await waitFor(() => expect(screen.getByTestId('cart-bonus-eligible')).toHaveTextContent('€894'));
    await userEvent.click(screen.getByRole('button', { name: 'One more Technical SEO audit' }));
    await waitFor(() => expect(screen.getByTestId('cart-bonus-eligible')).toHaveTextContent('€1,192'));

    await userEvent.click(screen.getByRole('link', { name: 'Proceed to checkout' }));
    await waitFor(() => expect(screen.getByTestId('pricing-bonus-applied')).toHaveTextContent('€1,192'));
    expect(screen.getByTestId('pricing-cash')).toHaveTextContent('€4,768');
    await userEvent.click(screen.getByRole('link', { name: 'Back to cart' }));
    await userEvent.click(await screen.findByRole('button', { name: 'One less Technical SEO audit' }));
    await waitFor(() => expect(screen.getByTestId('cart-bonus-eligible')).toHaveTextContent('€894'));
    await userEvent.click(screen.getByRole('link', { name: 'Proceed to checkout' }));
    await waitFor(() => expect(screen.getByTestId('pricing-bonus-applied')).toHaveTextContent('€894'));

    expect(calls.filter((c) => c.url === '/api/pricing')).toHaveLength(1);
    expect(calls.filter((c) => c.url === '/api/bonus/balance')).toHaveLength(1);
    expect(calls.some((c) => c.url === '/api/pricing/calculate')).toBe(false);
  });
});

describe('the cart page', () => {
  it('lists the cart with its subtotal and leads to checkout', async () => {
    fakeApi(() => placed);
    await renderCheckout('/en/cart', visitor);
    expect(await screen.findByTestId('cart-page-subtotal')).toHaveTextContent('€2,980');
    expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/en/checkout');
  });
});

/** A service whose price is the whole subtotal, to price an order at an exact amount. */
const serviceAt = (priceFrom: number) => ({ service: { ...platform, id: `s-${priceFrom}`, priceFrom }, quantity: 1 });
const THRESHOLD_TITLE = 'Welcome discount of 10 000 EUR on orders over 25 000 EUR';

describe('the threshold offer at checkout (issue 18)', () => {
  it('takes 10 000 EUR off an order over 25 000 EUR, names the offer, and never shows the 20 % rule or the bonus choice', async () => {
    const calls = fakeApi(() => ({
      success: true,
      data: {
        order: placedOrder({
          cashPayment: 16490,
          bonusApplied: 10000,
          bonusOffer: 'threshold',
          vat: { treatment: 'standard', rateBasisPoints: 2100, amount: 3462.9, reverseCharge: false },
          total: 19952.9,
        }),
        bonusBalance: 0,
      },
    }));
    await renderCheckout('/en/checkout', thresholdClient, [
      { service: platform, quantity: 2 },
      { service: audit, quantity: 1 },
    ]);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/pricing')).toBe(true));
    await waitFor(() => expect(screen.getByTestId('pricing-bonus-applied')).toHaveTextContent('€10,000'));
    expect(screen.getByTestId('pricing-subtotal')).toHaveTextContent('€26,490');
    expect(screen.getByTestId('pricing-cash')).toHaveTextContent('€16,490');
    expect(screen.getByTestId('pricing-total')).toHaveTextContent('€19,952.90');
    const offer = screen.getByRole('region', { name: 'Your welcome offer' });
    expect(offer).toHaveTextContent(THRESHOLD_TITLE);
    expect(offer).toHaveTextContent('cannot be combined with other offers');
    expect(screen.getByText('Welcome discount')).toBeInTheDocument();
    // Nothing of the percentage offer: no 20 % cap, no 10 EUR cash floor, no choice of how much bonus to use.
    expect(document.body).not.toHaveTextContent(/20\s?%/);
    expect(document.body).not.toHaveTextContent(/\b10 EUR\b/);
    expect(screen.queryByTestId('pricing-bonus-eligible')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Pay part of this order with my bonus/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('threshold-note')).not.toBeInTheDocument();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
    await acceptTerms();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const success = await screen.findByRole('status', { name: 'Thank you for your order' });
    expect(within(success).getByTestId('placed-offer')).toHaveTextContent(`Offer applied: ${THRESHOLD_TITLE} (−€10,000)`);
    expect(within(success).getByText('Amount due: €19,952.90')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/cart/checkout')?.data).toMatchObject({ useBonus: true, expectedBonusApplied: 10000, acceptTerms: true });
  });

  it.each([
    [13000, 0, 'Add €12,000.01 more to your order to receive the 10 000 EUR discount.'],
    [25000, 0, 'Add €0.01 more to your order to receive the 10 000 EUR discount.'],
    [25000.01, 10000, null],
  ])('at a subtotal of %s EUR takes off %s EUR, or says how much more is needed', async (subtotal, discount, note) => {
    fakeApi(() => placed);
    await renderCheckout('/en/checkout', thresholdClient, [serviceAt(subtotal)]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
    await waitFor(() => expect(screen.getByTestId('pricing-bonus-applied')).toHaveTextContent(`€${discount.toLocaleString('en-GB')}`));
    const cash = Math.round((subtotal - discount) * 100) / 100;
    expect(screen.getByTestId('pricing-cash')).toHaveTextContent(`€${cash.toLocaleString('en-GB', { minimumFractionDigits: Number.isInteger(cash) ? 0 : 2 })}`);
    if (note === null) expect(screen.queryByTestId('threshold-note')).not.toBeInTheDocument();
    else expect(screen.getByTestId('threshold-note')).toHaveTextContent(note);
    expect(document.body).not.toHaveTextContent(/20\s?%/);
  });

  it("shows the server's word when the discount was already taken by another order", async () => {
    fakeApi(() => placed, { thresholdUsed: true });
    await renderCheckout('/en/checkout', thresholdClient, [serviceAt(30000)]);
    expect(await screen.findByText('Your 10 000 EUR discount has already been used on another order.')).toBeInTheDocument();
    expect(screen.getByTestId('pricing-bonus-applied')).toHaveTextContent('€0');
    expect(screen.getByTestId('pricing-cash')).toHaveTextContent('€30,000');
  });

  it('reads in Ukrainian for a client on the Ukrainian site', async () => {
    fakeApi(() => placed);
    await renderCheckout('/ua/checkout', thresholdClient, [serviceAt(13000)]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Оформити замовлення' })).toBeEnabled());
    expect(screen.getByRole('region', { name: 'Ваша вітальна пропозиція' })).toHaveTextContent('Вітальна знижка 10 000 EUR на замовлення понад 25 000 EUR');
    expect(screen.getByTestId('threshold-note')).toHaveTextContent(/^Додайте до замовлення ще 12\s000,01\s€, щоб отримати знижку 10 000 EUR\.$/);
    expect(document.body).not.toHaveTextContent(/20\s?%/);
  });

  it("keeps a percentage client's offer on a threshold-language site: the offer is the client's, not the page's", async () => {
    fakeApi(() => placed);
    await renderCheckout('/ua/checkout', client, [serviceAt(30000)]);
    await waitFor(() => expect(screen.getByTestId('pricing-bonus-applied')).toHaveTextContent(/6\s000/));
    expect(screen.getByRole('region', { name: 'Ваша вітальна пропозиція' })).toHaveTextContent('Вітальний бонус, до 20 % замовлення');
    expect(screen.getByRole('checkbox', { name: /бонус/ })).toBeChecked();
    expect(screen.queryByTestId('threshold-note')).not.toBeInTheDocument();
  });
});

describe('the offer on the cart page', () => {
  it("previews a visitor's offer by the site language: the threshold offer on the Spanish site", async () => {
    fakeApi(() => placed);
    await renderCheckout('/es/cart', visitor, [{ service: platform, quantity: 2 }]);
    expect(await screen.findByTestId('cart-page-subtotal')).toHaveTextContent(/25\.000/);
    expect(screen.getByRole('region', { name: 'Oferta de bienvenida para nuevos clientes' })).toHaveTextContent(
      'Descuento de bienvenida de 10 000 EUR en pedidos superiores a 25 000 EUR',
    );
    expect(await screen.findByTestId('threshold-note')).toHaveTextContent(/^Añada 0,01\s€ más a su pedido para obtener el descuento de 10 000 EUR\.$/);
  });

  it("previews a visitor's percentage offer by the server's cap", async () => {
    fakeApi(() => placed, { rules: { bonusCapPercent: 50 } });
    await renderCheckout('/en/cart', visitor);
    expect(await screen.findByTestId('cart-bonus-eligible')).toHaveTextContent('€1,490');
  });

  it("previews the percentage offer on the English site", async () => {
    fakeApi(() => placed);
    await renderCheckout('/en/cart', visitor);
    expect(await screen.findByRole('region', { name: 'Welcome offer for new clients' })).toHaveTextContent('Welcome bonus, up to 20 % of the order');
    expect(await screen.findByTestId('cart-bonus-eligible')).toHaveTextContent('€596');
  });
});

describe('the B2B checkout (issue 19)', () => {
  const placeOrder = () => userEvent.click(screen.getByRole('button', { name: 'Place order' }));

  it('lists each service with its quantity, unit price and line total, in the page language', async () => {
    fakeApi(() => placed);
    await renderCheckout('/en/checkout', client, [
      { service: audit, quantity: 2 },
      { service: platform, quantity: 1 },
    ]);
    const items = await screen.findByRole('list', { name: 'Services ordered' });
    const rows = within(items).getAllByTestId('checkout-item');
    expect(rows).toHaveLength(2);
    await waitFor(() => expect(rows[0]).toHaveTextContent('Technical SEO audit'));
    expect(within(rows[0]!).getByTestId('checkout-item-quantity')).toHaveTextContent('2 × €1,490');
    expect(within(rows[0]!).getByTestId('checkout-item-total')).toHaveTextContent('€2,980');
    expect(rows[1]).toHaveTextContent('Customer data platform setup');
    expect(within(rows[1]!).getByTestId('checkout-item-quantity')).toHaveTextContent('1 × €12,500');
    expect(await screen.findByTestId('pricing-subtotal')).toHaveTextContent('€15,480');
  });

  it('shows the prefilled billing details with their labels above the values, not over them', async () => {
    fakeApi(() => placed);
    await renderCheckout();
    const company = await screen.findByLabelText(/Company name/);
    expect(company).toHaveValue('Demo Retail');
    for (const field of [company, screen.getByLabelText(/VAT ID/)]) {
      expect(document.querySelector(`label[for="${field.id}"]`)).toHaveAttribute('data-shrink', 'true');
    }
    // An empty field keeps its label inside until it is used.
    expect(document.querySelector(`label[for="${screen.getByLabelText(/City/).id}"]`)).toHaveAttribute('data-shrink', 'false');
  });

  it("follows the shared VAT rule as the billing details change: the client's rate, reverse charge, outside the EU", async () => {
    fakeApi(() => placed);
    await renderCheckout();
    await waitFor(() => expect(screen.getByTestId('pricing-vat')).toHaveTextContent('€500.64'));
    expect(screen.getByText('VAT 21%')).toBeInTheDocument();

    const vatId = screen.getByLabelText(/VAT ID/);
    await userEvent.clear(vatId);
    await userEvent.type(vatId, 'DE123456789');
    await waitFor(() => expect(screen.getByTestId('pricing-vat')).toHaveTextContent('€0'));
    expect(screen.getByText('VAT 0%')).toBeInTheDocument();
    expect(screen.getByTestId('pricing-vat-statement')).toHaveTextContent('Reverse charge – VAT to be accounted for by the recipient (Art. 196 Directive 2006/112/EC)');
    expect(screen.getByTestId('pricing-total')).toHaveTextContent('€2,384');

    await userEvent.clear(vatId);
    await userEvent.type(screen.getByLabelText(/Street/), 'Main Street 1');
    await userEvent.type(screen.getByLabelText(/Postal code/), '10001');
    await userEvent.type(screen.getByLabelText(/City/), 'New York');
    await userEvent.type(screen.getByLabelText(/Country/), 'United States');
    await waitFor(() => expect(screen.getByTestId('pricing-vat-statement')).toHaveTextContent('Outside the scope of EU VAT'));
    expect(screen.getByTestId('pricing-total')).toHaveTextContent('€2,384');

    await userEvent.clear(screen.getByLabelText(/Country/));
    await userEvent.type(screen.getByLabelText(/Country/), 'Deutschland');
    await waitFor(() => expect(screen.getByText('VAT 19%')).toBeInTheDocument());
    expect(screen.getByTestId('pricing-vat')).toHaveTextContent('€452.96');
    expect(screen.getByTestId('pricing-total')).toHaveTextContent('€2,836.96');
    expect(screen.queryByTestId('pricing-vat-statement')).not.toBeInTheDocument();
  });

  it('asks for the terms, linked to the terms page, before it sends the order, and sends acceptTerms: true', async () => {
    const calls = fakeApi(() => placed);
    await renderCheckout();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/en/policies/terms');
    await placeOrder();
    expect(await screen.findByText('You must accept the terms and conditions')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/cart/checkout')).toBe(false);
    await acceptTerms();
    await placeOrder();
    await screen.findByRole('status', { name: 'Thank you for your order' });
    expect(calls.find((c) => c.url === '/api/cart/checkout')?.data).toMatchObject({
      acceptTerms: true,
      billing: { companyName: 'Demo Retail', vatId: 'CZ12345678', billingAddress: null },
    });
  });

  it('confirms the order with its VAT and how to pay it: amount, beneficiary, IBAN, BIC and payment reference', async () => {
    fakeApi(() => placed);
    await renderCheckout();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
    await acceptTerms();
    await placeOrder();
    const success = await screen.findByRole('status', { name: 'Thank you for your order' });
    expect(within(success).getByTestId('placed-vat')).toHaveTextContent('VAT 21%: €500.64');
    const payment = within(success).getByRole('region', { name: 'Payment by bank transfer' });
    expect(within(payment).getByTestId('payment-amount')).toHaveTextContent('€2,884.64');
    expect(within(payment).getByTestId('payment-beneficiary')).toHaveTextContent('Growth Partners CZ s.r.o.');
    expect(within(payment).getByTestId('payment-iban')).toHaveTextContent('CZ65 0800 0000 1920 0014 5399');
    expect(within(payment).getByTestId('payment-bic')).toHaveTextContent('GIBACZPX');
    expect(within(payment).getByTestId('payment-reference')).toHaveTextContent('RF06GP20261122ABCDEF');
  });

  it('states reverse charge on the confirmation, in the page language', async () => {
    const reverse = placedOrder({ vat: { treatment: 'reverse_charge', rateBasisPoints: 0, amount: 0, reverseCharge: true }, total: 2384 });
    fakeApi(() => ({ success: true, data: { order: reverse, bonusBalance: 9404 } }));
    await renderCheckout('/cz/checkout');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Odeslat objednávku' })).toBeEnabled());
    await userEvent.click(screen.getByRole('checkbox', { name: /Souhlasím/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Odeslat objednávku' }));
    const payment = await screen.findByRole('region', { name: 'Platba bankovním převodem' });
    expect(payment).toHaveTextContent('Platební reference');
    expect(screen.getByTestId('placed-vat-statement')).toHaveTextContent('Přenesení daňové povinnosti – daň odvede příjemce plnění (čl. 196 směrnice 2006/112/ES)');
  });
});
