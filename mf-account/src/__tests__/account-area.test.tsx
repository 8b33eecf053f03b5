import { screen } from '@testing-library/react';
import { renderWithProviders } from '@testing/render';
import AccountArea from '../pages/AccountArea';

describe('account remote', () => {
  it.each([
    ['dashboard', 'Dashboard page will be implemented here'],
    ['bonus', 'Bonus page will be implemented here'],
    ['orders', 'Orders page will be implemented here'],
    ['invoices', 'Invoices page will be implemented here'],
    ['profile', 'Profile page will be implemented here'],
  ])('routes /en/account/%s to its section', async (section, text) => {
    await renderWithProviders(<AccountArea />, { route: `/en/account/${section}`, path: '/:lang/account/*' });
    expect(screen.getByRole('heading', { name: text })).toBeInTheDocument();
  });

  it('answers an unknown account path with the 404 page', async () => {
    await renderWithProviders(<AccountArea />, { route: '/cz/account/nothing', path: '/:lang/account/*' });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/cz/account/dashboard');
  });
});
