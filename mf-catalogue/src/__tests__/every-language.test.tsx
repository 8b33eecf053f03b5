import { screen, waitFor, within } from '@testing-library/react';
import { englishLeftovers, OTHER_LANGUAGES, recordMissingKeys, textIn } from '@testing/english-leftovers';
import { renderWithProviders } from '@testing/render';
import CataloguePage from '../pages/CataloguePage';
import ServiceDetailPage from '../pages/ServiceDetailPage';
import ServicesSection from '../pages/ServicesSection';
import { ENGLISH_CATALOGUE_TEXTS, fakeCatalogueApi } from './fake-api';

/** The namespaces the catalogue's pages read: its own, the home page's heading, the shared ones. */
const NAMESPACES = ['services', 'pricing', 'home', 'common', 'forms'];

let missing: ReturnType<typeof recordMissingKeys>;
beforeEach(() => {
  fakeCatalogueApi();
  missing = recordMissingKeys();
});
afterEach(() => missing.stop());

const cardTitles = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));

/** Issue 22: every page complete in all eight languages, service texts included; no English left over. */
describe.each(OTHER_LANGUAGES)('the catalogue in %s', (lng) => {
  it("the home page's services section", async () => {
    await renderWithProviders(<ServicesSection />, { route: `/${lng}`, path: '/:lang', language: lng });
    // One card per category, each with its services.
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
    expect(screen.getByRole('heading', { name: textIn(lng, 'home', 'services.title') })).toBeInTheDocument();
    expect(englishLeftovers(NAMESPACES, lng, ENGLISH_CATALOGUE_TEXTS)).toEqual([]);
    expect(missing.keys).toEqual([]);
  });

  it('the catalogue list', async () => {
    await renderWithProviders(<CataloguePage />, { route: `/${lng}/services`, path: '/:lang/services', language: lng });
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(textIn(lng, 'services', 'catalogue.title'));
    await screen.findByRole('tablist');
    expect(englishLeftovers(NAMESPACES, lng, ENGLISH_CATALOGUE_TEXTS)).toEqual([]);
    expect(missing.keys).toEqual([]);
  });

  it('a service detail', async () => {
    await renderWithProviders(<ServiceDetailPage />, { route: `/${lng}/services/technical-seo-audit`, path: '/:lang/services/:slug', language: lng });
    await screen.findByRole('heading', { level: 1 });
    const related = await screen.findByRole('region', { name: textIn(lng, 'services', 'details.relatedServices') });
    await waitFor(() => expect(within(related).getAllByRole('article')).toHaveLength(1));
    expect(englishLeftovers(NAMESPACES, lng, ENGLISH_CATALOGUE_TEXTS)).toEqual([]);
    expect(missing.keys).toEqual([]);
  });
});
