import { act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { apiClient, saveSession, sessionExpired } from 'shared-api';
import { i18n } from 'shared-i18n';
import { sendToLoginWhenSessionExpires } from '../routing/session-expiry-redirect';
import { adminState, loadingState, renderApp, signedInState, signedOutState } from './render-app';

jest.mock('../remotes/registry', () => ({
  loadRemoteModule: (id: string) => Promise.resolve({ default: () => <p>remote {id}</p> }),
}));

describe('routing', () => {
  it('redirects / to the current language home, keeping the query', async () => {
    const { location, screen } = await renderApp('/?ref=ad', { language: 'ua', preloadedState: signedOutState });
    await waitFor(() => expect(location()).toBe('/ua?ref=ad'));
    expect(await screen.findByText('remote catalogue/ServicesSection')).toBeInTheDocument();
  });

  it('redirects an unsupported two-letter language to en and switches the interface to English', async () => {
    const { location } = await renderApp('/de/services?category=seo', { language: 'ua', preloadedState: signedOutState });
    await waitFor(() => expect(location()).toBe('/en/services?category=seo'));
    await waitFor(() => expect(i18n.language).toBe('en'));
  });

  it('switches the interface language to the one in the URL', async () => {
    const { screen } = await renderApp('/ua/about', { language: 'en', preloadedState: signedOutState });
    await waitFor(() => expect(i18n.language).toBe('ua'));
    expect(await screen.findByRole('link', { name: 'Послуги' })).toHaveAttribute('href', '/ua/services');
  });

  it.each([
    ['/en/no-such-page'],
    ['/nowhere'],
    ['/en/policies/cookies'],
  ])('shows the 404 page for %s', async (url) => {
    const { screen } = await renderApp(url, { preloadedState: signedOutState });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
  });

  it.each([
    ['/en/services', 'catalogue/CataloguePage'],
    ['/en/services/seo-audit', 'catalogue/ServiceDetailPage'],
    ['/en/promo/10k', 'promo/PromoPage'],
    ['/en/cart', 'promo/CartCheckoutPage'],
    ['/en/checkout', 'promo/CartCheckoutPage'],
  ])('loads the remote page on %s', async (url, module) => {
    const { screen } = await renderApp(url, { preloadedState: signedOutState });
    expect(await screen.findByText(`remote ${module}`)).toBeInTheDocument();
  });
});

describe('the account guard', () => {
  it('shows a spinner while the session is loading', async () => {
    const { screen, location } = await renderApp('/en/account/orders', { preloadedState: loadingState });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(location()).toBe('/en/account/orders');
  });

  it('sends a visitor to login, replacing history and remembering where they came from', async () => {
    const { router, location } = await renderApp('/ua/account/orders?page=2', { preloadedState: signedOutState });
    await waitFor(() => expect(location()).toBe('/ua/auth/login'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toEqual({ from: { pathname: '/ua/account/orders', search: '?page=2', hash: '' } });
  });

  it('renders the account area for a client', async () => {
    const { screen, location } = await renderApp('/en/account/orders', { preloadedState: signedInState() });
    expect(await screen.findByText('remote account/AccountArea')).toBeInTheDocument();
    expect(location()).toBe('/en/account/orders');
  });

  describe('when the session ends on a private page', () => {
    let answer: (value: unknown) => void = () => undefined;
    beforeEach(() => {
      // The server's revocation is still on its way: the guard must not wait for it.
      jest.spyOn(apiClient, 'post').mockReturnValue(new Promise((resolve) => (answer = resolve)));
      saveSession({ accessToken: 'a', refreshToken: 'r' }, signedInState().session!.user!);
    });
    afterEach(() => act(async () => answer({ data: { success: true } })));

    it.each([
      ['a client, from the account', '/ua/account/orders', signedInState('Olena'), 'Вийти'],
      ['an administrator, from the back office', '/ua/admin/orders', adminState(), 'Вийти'],
    ])('sends %s who signs out home, never to sign-in or the 404 page', async (_who, url, state, logout) => {
      const { screen, router, location } = await renderApp(url, { preloadedState: state, language: 'ua' });
      const visited: string[] = [];
      router.subscribe(({ location: { pathname } }) => visited.push(pathname));
      let notFoundShown = false;
      const watch = new MutationObserver(() => (notFoundShown ||= screen.queryByRole('heading', { name: 'Сторінку не знайдено' }) !== null));
      watch.observe(document.body, { childList: true, subtree: true });

      await userEvent.click(await screen.findByRole('button', { name: logout }));
      await waitFor(() => expect(location()).toBe('/ua'));
      watch.disconnect();
      expect(visited).not.toContain('/ua/auth/login');
      expect(notFoundShown).toBe(false);
    });

    it('sends a client whose session expired to sign-in, to come back after', async () => {
      const { screen, store, router, location } = await renderApp('/en/account/orders', { preloadedState: signedInState() });
      expect(await screen.findByText('remote account/AccountArea')).toBeInTheDocument();
      act(() => void store.dispatch(sessionExpired()));
      await waitFor(() => expect(location()).toBe('/en/auth/login'));
      expect(router.state.location.state).toEqual({ from: { pathname: '/en/account/orders', search: '', hash: '' } });
    });

    /** A request sent now with the client's token, which the server refuses (401) when the test says. */
    function requestRefusedLater() {
      let sent: () => void = () => undefined;
      const arrived = new Promise<void>((resolve) => (sent = resolve));
      let refuse: () => void = () => undefined;
      const request = apiClient.get('/api/cart', {
        adapter: (config) =>
          new Promise((_resolve, reject) => {
            refuse = () => reject(new AxiosError('status 401', AxiosError.ERR_BAD_REQUEST, config, null, { data: {}, status: 401, statusText: '401', headers: {}, config }));
            sent();
          }),
      });
      return { request, refuse: async () => (await arrived, refuse()) };
    }

    it('sends a client whose session another tab ended to sign-in when a request answers 401, to come back after', async () => {
      const { router, location } = await renderApp('/en/about', { preloadedState: signedInState() });
      const stop = sendToLoginWhenSessionExpires(router);
      const late = requestRefusedLater();
      localStorage.removeItem('gp.refreshToken');
      await act(async () => {
        await late.refuse();
        await expect(late.request).rejects.toMatchObject({ response: { status: 401 } });
      });
      await waitFor(() => expect(location()).toBe('/en/auth/login'));
      expect(router.state.location.state).toEqual({ from: { pathname: '/en/about', search: '', hash: '' } });
      stop();
    });

    it('leaves a client who signed out home when a request of the ended session answers 401 later', async () => {
      const { screen, router, location } = await renderApp('/en/about', { preloadedState: signedInState() });
      const stop = sendToLoginWhenSessionExpires(router);
      const late = requestRefusedLater();
      await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
      await waitFor(() => expect(location()).toBe('/en'));

      await act(async () => {
        await late.refuse();
        await expect(late.request).rejects.toMatchObject({ response: { status: 401 } });
      });
      expect(location()).toBe('/en');
      expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
      stop();
    });

    it('treats a signed-out client who comes back to the account later as a visitor: sign-in', async () => {
      const { screen, router, location } = await renderApp('/en/about', { preloadedState: signedInState() });
      await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
      await waitFor(() => expect(location()).toBe('/en'));
      await act(() => router.navigate('/en/account/bonus'));
      await waitFor(() => expect(location()).toBe('/en/auth/login'));
    });
  });

  it('lets a client in once the session check succeeds', async () => {
    const { screen, store } = await renderApp('/en/account/bonus', { preloadedState: loadingState });
    await act(async () => {
      store.dispatch({ type: 'session/loggedIn', payload: signedInState().session!.user });
    });
    expect(await screen.findByText('remote account/AccountArea')).toBeInTheDocument();
  });
});

describe('the back office guard', () => {
  it.each([
    ['a visitor', signedOutState],
    ['a client', signedInState()],
  ])('shows %s the 404 page and never loads the back office', async (_who, state) => {
    const { screen, location } = await renderApp('/en/admin/orders', { preloadedState: state });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByText('remote admin/AdminArea')).not.toBeInTheDocument();
    expect(location()).toBe('/en/admin/orders');
  });

  it('loads the back office for an administrator, who finds it in the header', async () => {
    const { screen } = await renderApp('/en/admin/orders', { preloadedState: adminState() });
    expect(await screen.findByText('remote admin/AdminArea')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back office' })[0]).toHaveAttribute('href', '/en/admin');
  });
});

describe("the page's address links as the visitor moves on", () => {
  const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[data-page-link]')].map((link) => [link.rel, link.hreflang, link.href]);

  it('keep the category of a catalogue page in its canonical and alternates, and drop other queries', async () => {
    const { router } = await renderApp('/en/services', { preloadedState: signedOutState });
    await act(() => router.navigate('/ua/services?category=seo-content&q=audit'));
    await waitFor(() => expect(links()).toContainEqual(['canonical', '', 'http://localhost/ua/services?category=seo-content']));
    expect(links()).toContainEqual(['alternate', 'cs', 'http://localhost/cz/services?category=seo-content']);

    await act(() => router.navigate('/ua/services?q=audit'));
    await waitFor(() => expect(links()).toContainEqual(['canonical', '', 'http://localhost/ua/services']));
    expect(links().filter(([rel]) => rel === 'canonical')).toHaveLength(1);
  });
});
