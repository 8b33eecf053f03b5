import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aClient } from '@testing/fixtures';
import { renderWithProviders } from '@testing/render';
import ServiceDetailPage from '../pages/ServiceDetailPage';
import { fakeCatalogueApi, httpError } from './fake-api';

// The toast's code cannot be loaded: the network that failed the order is down too.
jest.mock('../components/OrderFailedToast', () => {
  throw new Error('Loading chunk failed');
});

it('says in the page that the service could not be put in the cart when its toast cannot be loaded', async () => {
  fakeCatalogueApi({
    '/api/cart/items': () => {
      throw httpError(503, 'Service unavailable');
    },
  });
  const { store } = await renderWithProviders(<ServiceDetailPage />, {
    route: '/en/services/local-seo',
    path: '/:lang/services/:slug',
    preloadedState: { session: { status: 'authenticated', user: aClient(), error: null } },
  } as never);
  await userEvent.click((await screen.findAllByRole('button', { name: 'Order service' }))[0]!);
  const message = await screen.findByRole('alert');
  expect(message).toHaveTextContent('The service could not be added to your cart. Please try again.');
  expect(message.closest('.MuiSnackbar-root')).toBeNull();
  expect(within(message).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  // The page is still there.
  expect(screen.getByRole('heading', { level: 1, name: 'Local SEO' })).toBeInTheDocument();
  await waitFor(() => expect(store.getState().cart.isOpen).toBe(false));
});
