import { screen } from '@testing-library/react';
import { renderWithProviders } from '@testing/render';
import CartCheckoutPage from '../pages/CartCheckoutPage';
import PromoBanner from '../pages/PromoBanner';
import PromoPage from '../pages/PromoPage';

describe('promo remote', () => {
  it('exposes the home promo banner: title, subtitle and learn more to the promo page', async () => {
    await renderWithProviders(<PromoBanner />, { route: '/es', path: '/:lang', language: 'es' });
    const banner = screen.getByRole('region', { name: 'Regalo de 10 000 EUR' });
    expect(banner).toHaveTextContent('10 000 EUR');
    expect(screen.getByRole('link', { name: 'Más información' })).toHaveAttribute('href', '/es/promo/10k');
  });

  it.each([
    [PromoPage, 'Promo10k page will be implemented here'],
    [CartCheckoutPage, 'CartCheckout page will be implemented here'],
  ])('shows the spec placeholder until the promo issue lands', async (Page, text) => {
    await renderWithProviders(<Page />, { route: '/en/cart', path: '/:lang/cart' });
    expect(screen.getByRole('heading', { name: text })).toBeInTheDocument();
  });
});
