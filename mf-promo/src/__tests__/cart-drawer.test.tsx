import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@testing/render';
import { itemAdded, openSet } from 'shared-api';
import CartDrawer from '../pages/CartDrawer';

const seo = { id: 's1', slug: 'local-seo', title: 'Local SEO', priceFrom: 490, currency: 'EUR' };
const ads = { id: 's2', slug: 'google-ads', title: 'Google Ads', priceFrom: 1200, currency: 'EUR' };
const visitor = { session: { status: 'unauthenticated' as const, user: null, error: null } };

async function openDrawer(route = '/en/services') {
  const view = await renderWithProviders(<CartDrawer />, { route, preloadedState: visitor });
  view.store.dispatch(itemAdded({ service: seo }));
  view.store.dispatch(itemAdded({ service: ads, quantity: 2 }));
  view.store.dispatch(openSet(true));
  return view;
}

describe('the cart drawer', () => {
  it('lists the items with quantities and the subtotal, and leads to the cart page', async () => {
    await openDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(within(drawer).getByText('Local SEO')).toBeInTheDocument();
    expect(within(drawer).getByRole('group', { name: 'Quantity of Google Ads' })).toHaveTextContent('2');
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent('€2,890');
    expect(within(drawer).getByRole('link', { name: 'View cart and check out' })).toHaveAttribute('href', '/en/cart');
  });

  it('raises and lowers quantities, removing an item at 0, and recomputes the subtotal', async () => {
    const { store } = await openDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
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

  it('closes', async () => {
    const { store } = await openDrawer();
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(store.getState().cart.isOpen).toBe(false);
  });
});
