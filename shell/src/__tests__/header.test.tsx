import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, itemAdded, openSet, readSession, saveSession } from 'shared-api';
import { loadingState, renderApp, signedInState, signedOutState } from './render-app';

jest.mock('../remotes/registry', () => ({
  loadRemoteModule: (id: string) => Promise.resolve({ default: () => <p>remote {id}</p> }),
}));


describe('header', () => {
  it('shows the four links, the call-us button, and login and register for a visitor', async () => {
    const { screen } = await renderApp('/en/about', { preloadedState: signedOutState });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/en'],
      ['Services', '/en/services'],
      ['Present 10 000 EUR', '/en/promo/10k'],
      ['Contacts', '/en/contacts'],
    ]);
    // Call-us in words and as its icon: which one shows follows the width in CSS (e2e/tests/header.spec.ts).
    expect(screen.getAllByRole('button', { name: 'Call us' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/en/auth/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en/auth/register');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('while the session is unknown, holds the visitor’s buttons in place unseen; once known, shows them by one attribute', async () => {
    const { screen, store } = await renderApp('/en/about', { preloadedState: loadingState });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const login = screen.getByText('Login').closest('a')!;
    expect(login).toHaveAttribute('href', '/en/auth/login');
    const controls = login.parentElement!;
    expect(controls).toHaveAttribute('data-pending', 'true');
    expect(controls).not.toBeVisible();

    act(() => void store.dispatch({ type: 'session/checked/fulfilled', payload: null }));
    expect(screen.getByRole('link', { name: 'Login' })).toBe(login);
    expect(controls).not.toHaveAttribute('data-pending');
    expect(controls).toBeVisible();
  });

  it('shows a client their first name linking to the account, and a logout that goes to /', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { success: true } });
    saveSession({ accessToken: 'a', refreshToken: 'r' }, signedInState().session!.user!);
    const { screen, location } = await renderApp('/ua/about', { preloadedState: signedInState('Olena'), language: 'ua' });
    expect(await screen.findByRole('link', { name: 'Olena' })).toHaveAttribute('href', '/ua/account');
    expect(screen.queryByRole('link', { name: 'Увійти' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Вийти' }));
    // Logout goes to /, which redirects to the current language's home.
    await waitFor(() => expect(location()).toBe('/ua'));
    expect(readSession()).toEqual({ accessToken: null, refreshToken: null, user: null });
    expect(post).toHaveBeenCalledWith('/auth/logout', { refreshToken: 'r' });
    expect(await screen.findByRole('link', { name: 'Увійти' })).toBeInTheDocument();
  });

  it('logout goes home at once: a visitor who goes on to Login before the server answers stays there', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const post = jest.spyOn(apiClient, 'post').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    saveSession({ accessToken: 'a', refreshToken: 'r' }, signedInState().session!.user!);
    const { screen, location } = await renderApp('/en/about', { preloadedState: signedInState('Olena') });

    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/en'));
    await userEvent.click(await screen.findByRole('link', { name: 'Login' }));
    await waitFor(() => expect(location()).toBe('/en/auth/login'));
    await act(async () => answer({ data: { success: true } }));
    expect(post).toHaveBeenCalledWith('/auth/logout', { refreshToken: 'r' });
    expect(location()).toBe('/en/auth/login');
  });

  it('labels a client without a first name with the account label', async () => {
    const { screen } = await renderApp('/en/about', { preloadedState: signedInState('') });
    expect(await screen.findByRole('link', { name: 'Account' })).toHaveAttribute('href', '/en/account');
  });

  it('switches language by rewriting the path prefix and keeping the query', async () => {
    const { screen, location } = await renderApp('/en/services?category=seo', { preloadedState: signedOutState });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose language: EN' }));
    const menu = await screen.findByRole('menu', { name: 'Choose language' });
    expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(8);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Українська' }));
    await waitFor(() => expect(location()).toBe('/ua/services?category=seo'));
    expect(await screen.findByRole('link', { name: 'Послуги' })).toBeInTheDocument();
  });

  it('shows a flag for every language but ru', async () => {
    const { screen } = await renderApp('/en/about', { preloadedState: signedOutState });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose language: EN' }));
    const menu = await screen.findByRole('menu');
    const flagged = Array.from(menu.querySelectorAll('[data-flag]')).map((flag) => flag.getAttribute('data-flag'));
    expect(flagged).toEqual(['en', 'ua', 'es', 'pl', 'lt', 'nl', 'cz']);
    expect(within(menu).getByRole('menuitemradio', { name: 'Русский' })).toBeInTheDocument();
  });

  it('shows a cart button with the number of services in the cart, which opens the cart', async () => {
    const { screen, store } = await renderApp('/en/about', { preloadedState: signedOutState });
    act(() => store.dispatch(itemAdded({ service: { id: 's1', slug: 'x', priceFrom: 10, currency: 'EUR' }, quantity: 3 })));
    const button = await screen.findByRole('button', { name: 'Cart (3)' });
    await userEvent.click(button);
    expect(store.getState().cart.isOpen).toBe(true);
  });

  it('loads the cart drawer from the promo remote only once the cart is opened, and keeps it', async () => {
    const { screen, store } = await renderApp('/en/about', { preloadedState: signedOutState });
    const button = await screen.findByRole('button', { name: /^Cart/ });
    expect(screen.queryByText('remote promo/CartDrawer')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByText('remote promo/CartDrawer')).toBeInTheDocument();
    act(() => {
      store.dispatch(openSet(false));
    });
    expect(screen.getByText('remote promo/CartDrawer')).toBeInTheDocument();
  });
});
