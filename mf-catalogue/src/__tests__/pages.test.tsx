import { screen } from '@testing-library/react';
import { renderWithProviders } from '@testing/render';
import CataloguePage from '../pages/CataloguePage';
import ServiceDetailPage from '../pages/ServiceDetailPage';
import ServicesSection from '../pages/ServicesSection';

describe('catalogue remote', () => {
  it('exposes the home services section with a link to the whole catalogue in the current language', async () => {
    await renderWithProviders(<ServicesSection />, { route: '/ua', path: '/:lang', language: 'ua' });
    expect(screen.getByRole('heading', { name: 'Наші послуги' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Переглянути всі' })).toHaveAttribute('href', '/ua/services');
  });

  it.each([
    [CataloguePage, 'Services page will be implemented here'],
    [ServiceDetailPage, 'ServiceDetail page will be implemented here'],
  ])('shows the spec placeholder until the catalogue issue lands', async (Page, text) => {
    await renderWithProviders(<Page />, { route: '/en/services', path: '/:lang/services' });
    expect(screen.getByRole('heading', { name: text })).toBeInTheDocument();
  });
});
