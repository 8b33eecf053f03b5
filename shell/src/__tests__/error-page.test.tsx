import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { apiClient, makeStore } from 'shared-api';
import { initI18nWithResources } from 'shared-i18n';
import { AppProviders } from 'shared-ui';
import { loadTranslations } from '@testing/translations';
import { ErrorPage } from '../pages/ErrorPage';
import { renderApp, signedInState, signedOutState } from './render-app';

// The catalogue's remote is down; every other remote loads.
jest.mock('../remotes/registry', () => ({
  loadRemoteModule: (id: string) =>
    id.startsWith('catalogue/') ? Promise.reject(new Error('remote entry unreachable')) : Promise.resolve({ default: () => <p>remote {id}</p> }),
}));

function Broken(): never {
  throw new Error('secret stack detail');
}

async function renderBrokenRoute(production: boolean) {
  __APP_CONFIG__.production = production;
  await initI18nWithResources(loadTranslations(['en']), 'en');
  const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <ErrorPage /> }]);
  render(
    <AppProviders store={makeStore()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('ErrorPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    __APP_CONFIG__.production = false;
  });

  it('titles an unhandled render error and offers a reload and the home page, without the stack in production', async () => {
    await renderBrokenRoute(true);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
    expect(screen.queryByText(/secret stack detail/)).not.toBeInTheDocument();
  });

  it('shows the stack to developers', async () => {
    await renderBrokenRoute(false);
    expect(await screen.findByText(/secret stack detail/)).toBeInTheDocument();
  });
});

/** Follows an in-site link, as a visitor does before reaching an error page. */
async function follow(router: Awaited<ReturnType<typeof renderApp>>['router'], path: string) {
  await act(() => router.navigate(path));
}

describe('every error page offers a way back (issue 19)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it('the 404 page leads home, and back when the visitor came from a page of the site', async () => {
    const { screen, router, location } = await renderApp('/en/about', { preloadedState: signedOutState });
    await follow(router, '/en/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location()).toBe('/en/about'));
  });

  it('the 404 page of a visit’s first page leads home only', async () => {
    const { screen } = await renderApp('/ua/no-such-page', { preloadedState: signedOutState, language: 'ua' });
    expect(await screen.findByRole('link', { name: 'Перейти на головну сторінку' })).toHaveAttribute('href', '/ua');
    expect(screen.queryByRole('button', { name: 'Назад' })).not.toBeInTheDocument();
  });

  it('the back office’s 404 for a client leads home', async () => {
    const { screen } = await renderApp('/en/admin', { preloadedState: signedInState() });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
  });

  it('a page whose remote cannot be loaded offers a retry, the home page and back', async () => {
    const { screen, router, location } = await renderApp('/en/about', { preloadedState: signedOutState });
    await follow(router, '/en/services');
    expect(await screen.findByText('This section is temporarily unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location()).toBe('/en/about'));
  });

  it('a section of the home page that cannot be loaded offers a retry, not the page it is on', async () => {
    const { screen } = await renderApp('/en', { preloadedState: signedOutState });
    expect(await screen.findByText('This section is temporarily unavailable.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Go to the home page' })).not.toBeInTheDocument();
  });

  it('a content page that cannot be loaded offers a retry and the home page', async () => {
    let fail = true;
    jest.spyOn(apiClient, 'request').mockImplementation(async (config) => {
      if (config.url === '/api/content/pages/about' && fail) throw Object.assign(new Error('Network Error'), { isAxiosError: true });
      return { data: { success: true, data: { slug: 'about', lang: 'en', title: 'About Growth Partners', description: '', blocks: [] } } };
    });
    const { screen } = await renderApp('/en/about', { preloadedState: signedOutState });
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About Growth Partners' })).toBeInTheDocument();
  });
});
