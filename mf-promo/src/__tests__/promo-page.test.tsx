import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@testing/render';
import { aClient } from '@testing/fixtures';
import PromoBanner from '../pages/PromoBanner';
import PromoPage from '../pages/PromoPage';

const visitor = { session: { status: 'unauthenticated' as const, user: null, error: null } };

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

describe('the home promo banner', () => {
  it('has the title, subtitle and learn more to the promo page', async () => {
    await renderWithProviders(<PromoBanner />, { route: '/es', path: '/:lang', language: 'es' });
    expect(screen.getByRole('region', { name: 'Regalo de 10 000 EUR' })).toHaveTextContent('10 000 EUR');
    expect(screen.getByRole('link', { name: 'Más información' })).toHaveAttribute('href', '/es/promo/10k');
  });
});
