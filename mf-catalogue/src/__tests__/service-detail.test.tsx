import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aClient } from '@testing/fixtures';
import { renderWithProviders } from '@testing/render';
import ServiceDetailPage from '../pages/ServiceDetailPage';
import { aService, fakeCatalogueApi, httpError } from './fake-api';

const renderDetail = (slug: string, options: { language?: string } = {}) =>
  renderWithProviders(<ServiceDetailPage />, { route: `/${options.language ?? 'en'}/services/${slug}`, path: '/:lang/services/:slug', ...options });

describe('the service detail page (spec 2)', () => {
  it('shows a loading text, then breadcrumbs, the texts, the lists and the price card', async () => {
    fakeCatalogueApi();
    await renderDetail('technical-seo-audit');
    expect(screen.getByText('Loading…')).toHaveAttribute('role', 'status');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Technical SEO audit' });
    expect(heading).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
    expect(within(crumbs).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/en/services');
    expect(within(crumbs).getByText('Technical SEO audit')).toHaveAttribute('aria-current', 'page');
    // The category chip sits just above the title (related services below carry chips too).
    expect(heading.previousElementSibling).toHaveTextContent('SEO and content');
    expect(screen.getByText('We crawl everything.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'What is included' })).getByText('full site crawl')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Expected results' })).getByText('+30% organic traffic')).toBeInTheDocument();
    expect(screen.getByTestId('detail-price')).toHaveTextContent('€1,490+');
    expect(screen.getByText('Delivery: 10 days')).toBeInTheDocument();
    expect(document.title).toBe('Technical SEO audit');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'An in-depth check.');
  });

  it("says 'price from' the way the page's language does, in its number format (issue 19)", async () => {
    fakeCatalogueApi();
    await renderDetail('technical-seo-audit', { language: 'cz' });
    // Said once: the label says 'price from' (Cena od), the amount is the price alone.
    expect(await screen.findByTestId('detail-price')).toHaveTextContent(/^Cena od1\s490\s€$/);
    expect(screen.getByTestId('detail-price')).not.toHaveTextContent('+');
  });

  it('shows related services of the same category, and links to all services and the category', async () => {
    fakeCatalogueApi();
    await renderDetail('technical-seo-audit');
    const related = await screen.findByRole('region', { name: 'Related services' });
    await waitFor(() => expect(within(related).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Local SEO']));
    expect(screen.getByRole('link', { name: 'All services' })).toHaveAttribute('href', '/en/services');
    expect(screen.getByRole('link', { name: 'More in SEO and content' })).toHaveAttribute('href', '/en/services?category=seo-content');
  });

  it("puts the service in a visitor's cart with 'Order service'", async () => {
    fakeCatalogueApi();
    const { store } = await renderDetail('local-seo', { preloadedState: { session: { status: 'unauthenticated', user: null, error: null } } } as never);
    await userEvent.click((await screen.findAllByRole('button', { name: 'Order service' }))[0]!);
    await waitFor(() => expect(store.getState().cart.items).toEqual([expect.objectContaining({ serviceId: 's2', quantity: 1, unitPrice: 490 })]));
    expect(store.getState().cart.isOpen).toBe(true);
    // The opened cart says it; a toast over the drawer would cover its lines (issue 19).
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says at the top, below the header, when the service could not be put in the cart (issue 19)', async () => {
    fakeCatalogueApi({
      '/api/cart/items': () => {
        throw httpError(503, 'Service unavailable');
      },
    });
    const session = { status: 'authenticated', user: aClient(), error: null };
    const { store } = await renderDetail('local-seo', { preloadedState: { session } } as never);
    await userEvent.click((await screen.findAllByRole('button', { name: 'Order service' }))[0]!);
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('The service could not be added to your cart. Please try again.');
    expect(toast.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginTopCenter');
    expect(store.getState().cart.isOpen).toBe(false);
  });

  it('offers a service priced in another currency for a consultation, without Order service', async () => {
    fakeCatalogueApi({
      '/api/services/local-seo': () => ({ success: true, data: { ...aService({ id: 's2', slug: 'local-seo', title: 'Local SEO', priceFrom: 490, currency: 'USD' }), category: null } }),
    });
    const { store } = await renderDetail('local-seo', { preloadedState: { session: { status: 'unauthenticated', user: null, error: null } } } as never);
    const card = await screen.findByRole('region', { name: 'Price from' });
    expect(card).toHaveTextContent('This service cannot be ordered online. Ask us for a quote or a consultation.');
    expect(screen.queryByRole('button', { name: 'Order service' })).not.toBeInTheDocument();
    const bar = screen.getByRole('region', { name: 'Price and order' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Get consultation' }));
    expect(await screen.findByRole('dialog', { name: 'Get a consultation' })).toBeInTheDocument();
    expect(store.getState().cart).toMatchObject({ items: [], isOpen: false });
  });

  it('says so when the server no longer takes a service into the cart (its euro price went meanwhile)', async () => {
    fakeCatalogueApi({
      '/api/cart/items': () => {
        throw httpError(409, 'This service cannot be ordered online: ask us for a quote', 'SERVICE_UNAVAILABLE');
      },
    });
    const session = { status: 'authenticated', user: aClient(), error: null };
    const { store } = await renderDetail('local-seo', { preloadedState: { session } } as never);
    await userEvent.click((await screen.findAllByRole('button', { name: 'Order service' }))[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('This service cannot be ordered online. Ask us for a quote or a consultation.');
    expect(store.getState().cart.isOpen).toBe(false);
  });

  it('keeps the price and Order service in a bar for phones, which orders like the price card (issue 19)', async () => {
    fakeCatalogueApi();
    const { store } = await renderDetail('local-seo', { preloadedState: { session: { status: 'unauthenticated', user: null, error: null } } } as never);
    const bar = await screen.findByRole('region', { name: 'Price and order' });
    expect(bar).toHaveTextContent('Price from€490+');
    await userEvent.click(within(bar).getByRole('button', { name: 'Order service' }));
    await waitFor(() => expect(store.getState().cart.items).toEqual([expect.objectContaining({ serviceId: 's2', quantity: 1 })]));
  });

  it("requests a consultation through the callback endpoint with 'Get consultation'", async () => {
    const { calls } = fakeCatalogueApi();
    await renderDetail('local-seo');
    await userEvent.click(await screen.findByRole('button', { name: 'Get consultation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get a consultation' });
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Petr');
    await userEvent.type(within(dialog).getByLabelText(/Phone/), 'not a phone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request callback' }));
    expect(await within(dialog).findByText('Please enter a valid phone number')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/Phone/));
    await userEvent.type(within(dialog).getByLabelText(/Phone/), '+420 777 111 222');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request callback' }));
    expect(await within(dialog).findByText("Thank you! We'll get back to you soon.")).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/leads/callback')?.data).toMatchObject({ name: 'Petr', phone: '+420 777 111 222', language: 'en' });
  });

  it("says 'Service not found' for an unknown slug, with a link back to services", async () => {
    fakeCatalogueApi();
    await renderDetail('no-such-service');
    expect(await screen.findByRole('alert')).toHaveTextContent('Service not found');
    expect(screen.getByRole('link', { name: 'Back to services' })).toHaveAttribute('href', '/en/services');
  });

  it('shows the error message when the service cannot be loaded', async () => {
    fakeCatalogueApi({
      '/api/services': () => {
        throw httpError(503, 'Service unavailable');
      },
    });
    await renderDetail('local-seo');
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
  });

  it('asks for the texts in the page language', async () => {
    const { calls } = fakeCatalogueApi();
    await renderDetail('local-seo', { language: 'ua' });
    await screen.findByRole('heading', { level: 1 });
    expect(calls.find((c) => c.url === '/api/services/local-seo')?.params).toEqual({ lang: 'ua' });
    // The price card, the closing banner and the phones' order bar.
    expect(screen.getAllByRole('button', { name: 'Замовити послугу' })).toHaveLength(3);
  });
});
