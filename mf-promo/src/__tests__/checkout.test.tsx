import type { AxiosRequestConfig } from 'axios';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, itemAdded } from 'shared-api';
import { renderWithProviders } from '@testing/render';
import { aClient } from '@testing/fixtures';
import CartCheckoutPage from '../pages/CartCheckoutPage';

const client = { session: { status: 'authenticated' as const, user: aClient(), error: null } };
const visitor = { session: { status: 'unauthenticated' as const, user: null, error: null } };
const audit = { id: 's1', slug: 'technical-seo-audit', title: 'Technical SEO audit', priceFrom: 1490, currency: 'EUR' };

function fakeApi(placeOrder: (config: AxiosRequestConfig) => unknown) {
  const calls: AxiosRequestConfig[] = [];
  jest.spyOn(apiClient, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    calls.push(config);
    switch (config.url) {
      case '/api/bonus/balance':
        return { data: { success: true, data: { available: 10000, pending: 0 } } };
      case '/api/users/me':
        return { data: { success: true, data: { companyName: 'Demo Retail', vatId: 'CZ12345678', billingAddress: null, isEmailVerified: true } } };
      case '/api/pricing/calculate': {
        const { calculatePricing } = jest.requireActual('shared-api');
        const body = config.data as { subtotal: number; bonusBalance: number };
        const r = calculatePricing({ subtotalCents: body.subtotal * 100, bonusBalanceCents: body.bonusBalance * 100 });
        return { data: { success: true, data: { subtotal: r.subtotalCents / 100, bonusEligible: r.bonusEligibleCents / 100, bonusApplied: r.bonusAppliedCents / 100, cashPayment: r.cashPaymentCents / 100, taxes: 0, fees: 0, total: r.totalCents / 100 } } };
      }
      case '/api/cart/checkout':
        return { data: await placeOrder(config) };
      default:
        return { data: { success: true, data: { items: [], subtotal: 0, currency: 'EUR' } } };
    }
  });
  return calls;
}

async function renderCheckout(route = '/en/checkout', preloadedState: object = client) {
  const view = await renderWithProviders(<CartCheckoutPage />, { route, path: '/:lang/*', preloadedState });
  view.store.dispatch(itemAdded({ service: audit, quantity: 2 }));
  return view;
}

const placed = { success: true, data: { order: { id: 'o9', number: 'GP-20261122-ABCDEF', cashPayment: 2384 }, bonusBalance: 9404 } };

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
    expect(screen.getByTestId('pricing-total')).toHaveTextContent('€2,384');
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
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection to the server. Your cart is kept; please try again.');
    expect(store.getState().cart.items).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const success = await screen.findByRole('status', { name: 'Thank you for your order' });
    expect(within(success).getByText('Order number: GP-20261122-ABCDEF')).toBeInTheDocument();
    expect(within(success).getByText('Amount due: €2,384')).toBeInTheDocument();
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
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your bonus balance has changed.');
    expect(store.getState().cart.items).toHaveLength(1);
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
