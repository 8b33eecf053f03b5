import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@testing/render';
import CataloguePage from '../pages/CataloguePage';
import { aService, fakeCatalogueApi, httpError } from './fake-api';

const renderCatalogue = (route = '/en/services') => renderWithProviders(<CataloguePage />, { route, path: '/:lang/services' });
const location = () => screen.getByTestId('location').textContent;
const cardTitles = () => screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label'));

describe('the catalogue page (spec 2)', () => {
  it('shows the hero with its three claims and the search box', async () => {
    fakeCatalogueApi();
    await renderCatalogue();
    expect(screen.getByRole('heading', { level: 1, name: 'Our services' })).toBeInTheDocument();
    for (const claim of ['500+', '98%', '24/7']) expect(screen.getByText(claim)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search services' })).toBeInTheDocument();
  });

  it('shows a spinner while loading, then every service with the footer line', async () => {
    fakeCatalogueApi();
    await renderCatalogue();
    expect(screen.getByRole('progressbar', { name: 'Loading services…' })).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toEqual(['Technical SEO audit', 'Local SEO', 'Google Ads management']));
    expect(screen.getByText(/^Services found:/)).toHaveTextContent('Services found: 3 · Categories: 2');
  });

  it("keeps of each listed service only what its card shows (the list goes into the server's page)", async () => {
    fakeCatalogueApi();
    const { store } = await renderCatalogue();
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    const listing = Object.values(store.getState().api.queries).find((query) => query?.endpointName === 'getServiceListing');
    const [item] = (listing?.data as { pages: Array<{ items: object[] }> }).pages[0]!.items;
    expect(Object.keys(item!).sort()).toEqual(
      ['categoryId', 'currency', 'estimatedDeliveryDays', 'expertLevel', 'features', 'hasGuarantee', 'id', 'isPopular', 'isUrgent', 'priceFrom', 'pricePro', 'shortDescription', 'slug', 'title'].sort(),
    );
    expect(JSON.stringify(listing)).not.toContain('We crawl everything.');
  });

  it("labels tabs with each category's count and keeps the selected tab in ?category", async () => {
    fakeCatalogueApi();
    await renderCatalogue('/en/services?category=seo-content');
    const tabs = await screen.findByRole('tablist', { name: 'Service categories' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All services (3)', 'SEO and content (2)', 'Paid advertising (1)']);
    expect(within(tabs).getByRole('tab', { selected: true })).toHaveTextContent('SEO and content');
    await waitFor(() => expect(cardTitles()).toEqual(['Technical SEO audit', 'Local SEO']));
    expect(screen.getByText(/^Services found:/)).toHaveTextContent('Services found: 2 · Category: SEO and content');
    // The cards' titles (h3) come under an h2 that names the list, for screen readers' heading navigation.
    expect(screen.getByRole('heading', { level: 2, name: 'SEO and content' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Technical SEO audit', 'Local SEO']);

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Paid advertising (1)' }));
    expect(location()).toBe('/en/services?category=paid-advertising');
    await waitFor(() => expect(cardTitles()).toEqual(['Google Ads management']));

    await userEvent.click(within(tabs).getByRole('tab', { name: 'All services (3)' }));
    expect(location()).toBe('/en/services');
    expect(await screen.findByRole('heading', { level: 2, name: 'All services' })).toBeInTheDocument();
  });

  it('replaces the list with search results that ignore the tab, keeping the text in the URL', async () => {
    const { calls } = fakeCatalogueApi();
    await renderCatalogue('/en/services?category=paid-advertising');
    await waitFor(() => expect(cardTitles()).toEqual(['Google Ads management']));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search services' }), 'tech');
    await waitFor(() => expect(location()).toBe('/en/services?category=paid-advertising&q=tech'));
    await waitFor(() => expect(cardTitles()).toEqual(['Technical SEO audit']));
    expect(screen.getByRole('heading', { name: 'Search results for “tech”' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/search').map((c) => c.params)).toEqual([{ q: 'tech', lang: 'en', limit: 50 }]);
  });

  it.each(['/en/services', '/en/services?category=seo-content', '/en/services?q=tech'])('navigates nowhere on arrival at %s (the page is not rendered again)', async (route) => {
    fakeCatalogueApi();
    await renderCatalogue(route);
    await waitFor(() => expect(cardTitles().length).toBeGreaterThan(0));
    // Past the search box's pause: the text it holds is the URL's already.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(location()).toBe(route);
    expect(screen.getByTestId('location')).toHaveAttribute('data-key', 'default');
  });

  it('offers one way to clear the search, which the keyboard reaches too (issue 19)', async () => {
    fakeCatalogueApi();
    await renderCatalogue('/en/services?q=tech');
    const box = screen.getByRole('searchbox', { name: 'Search services' });
    // A native search input adds the browser's own clear button beside ours.
    expect(box).not.toHaveAttribute('type', 'search');
    expect(screen.getAllByRole('button', { name: 'Clear search' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    await userEvent.type(box, 'ads');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('makes no search call for blank text', async () => {
    const { calls } = fakeCatalogueApi();
    await renderCatalogue();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search services' }), '   ');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(calls.some((c) => c.url === '/api/search')).toBe(false);
    expect(cardTitles()).toHaveLength(3);
  });

  it("says 'Services not found' when a search finds nothing", async () => {
    fakeCatalogueApi({ '/api/search': () => ({ success: true, data: [] }) });
    await renderCatalogue('/en/services?q=zzz');
    expect(await screen.findByText('Services not found')).toBeInTheDocument();
  });

  it("says 'No services in this category' for an empty category", async () => {
    fakeCatalogueApi({ '/api/services': () => ({ success: true, data: [], pagination: { total: 0, limit: 50, offset: 0 } }) });
    await renderCatalogue('/en/services?category=seo-content');
    expect(await screen.findByText('No services in this category')).toBeInTheDocument();
  });

  it("shows an error alert with 'error:' and the message", async () => {
    fakeCatalogueApi({
      '/api/services': () => {
        throw httpError(503, 'Failed to fetch services');
      },
    });
    await renderCatalogue();
    expect(await screen.findByRole('alert')).toHaveTextContent('error: Failed to fetch services');
  });

  it('loads 50 at a time and more on demand, counting from pagination.total', async () => {
    const many = Array.from({ length: 120 }, (_, index) => ({ id: `m${index}`, slug: `m${index}` }));
    fakeCatalogueApi({
      '/api/services': (config) => {
        const { offset = 0, limit = 50 } = config.params as { offset: number; limit: number };
        return { success: true, data: many.slice(offset, offset + limit).map((s) => aService({ ...s, title: s.slug })), pagination: { total: 120, limit, offset } };
      },
    });
    await renderCatalogue();
    await waitFor(() => expect(cardTitles()).toHaveLength(50));
    expect(screen.getByText('Showing 50 of 120')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more services' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(100));
    await userEvent.click(screen.getByRole('button', { name: 'Show more services' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(120));
    expect(screen.queryByRole('button', { name: 'Show more services' })).not.toBeInTheDocument();
  });

  it("opens a quote form for a card's service and sends it as a lead", async () => {
    const { calls } = fakeCatalogueApi();
    await renderCatalogue();
    const card = await screen.findByRole('article', { name: 'Local SEO' });
    await userEvent.click(within(card).getByRole('button', { name: 'Get quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a quote' });
    expect(within(dialog).getByLabelText('Service')).toHaveValue('Local SEO');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(3);
    await userEvent.type(within(dialog).getByLabelText(/Full name/), 'Marta López');
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'marta@example.com');
    await userEvent.type(within(dialog).getByLabelText(/Message/), 'A quote, please');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText("Thank you! We'll get back to you soon.")).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/leads')?.data).toMatchObject({ fullName: 'Marta López', serviceId: 's2', language: 'en' });
  });

  it('keeps what was typed and says so when the quote cannot be sent', async () => {
    fakeCatalogueApi({
      '/api/leads': () => {
        throw httpError(500, 'boom');
      },
    });
    await renderCatalogue();
    const card = await screen.findByRole('article', { name: 'Local SEO' });
    await userEvent.click(within(card).getByRole('button', { name: 'Get quote' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Full name/), 'Marta');
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'marta@example.com');
    await userEvent.type(within(dialog).getByLabelText(/Message/), 'Hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Sorry, something went wrong. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Full name/)).toHaveValue('Marta');
  });
});
