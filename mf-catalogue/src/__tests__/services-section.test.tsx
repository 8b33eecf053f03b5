import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@testing/render';
import ServicesSection from '../pages/ServicesSection';
import { fakeCatalogueApi, httpError } from './fake-api';

const renderSection = () => renderWithProviders(<ServicesSection />, { route: '/en', path: '/:lang' });

describe('the home services section (spec 2)', () => {
  it('shows each category with its count and up to three services with their starting price', async () => {
    fakeCatalogueApi();
    await renderSection();
    expect(screen.getByRole('heading', { name: 'Our services' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    const seo = await screen.findByRole('article', { name: 'SEO and content' });
    expect(within(seo).getByText('2 services')).toBeInTheDocument();
    expect(within(seo).getByRole('link', { name: 'Local SEO' })).toHaveAttribute('href', '/en/services/local-seo');
    expect(within(seo).getByText('from €490')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/en/services');
  });

  it("shows 'Error loading services:' and the message when loading fails", async () => {
    fakeCatalogueApi({
      '/api/services': () => {
        throw httpError(500, 'Failed to load services');
      },
    });
    await renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading services: Failed to load services');
  });
});
