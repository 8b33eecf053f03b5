import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, loggedOut, readSession } from 'shared-api';
import { aClient } from '@testing/fixtures';
import { loadingState, renderApp, signedInState, signedOutState } from './render-app';

jest.mock('../remotes/registry', () => ({
  loadRemoteModule: (id: string) => Promise.resolve({ default: () => <p>remote {id}</p> }),
}));

const session = (overrides = {}) => ({ data: { success: true, data: { user: aClient(overrides), tokens: { accessToken: 'a', refreshToken: 'r', expiresIn: 3600 } } } });
const serverError = (status: number, error: string, code?: string) =>
  Object.assign(new Error(error), { isAxiosError: true, response: { status, data: { success: false, error, code } } });

describe('sign-in', () => {
  it('shows the spec messages for empty and malformed fields', async () => {
    await renderApp('/en/auth/login', { preloadedState: signedOutState });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText(/Email/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it("reads 'Sign in' while the stored session is checked (disabled), and 'Signing in…' only once the client signs in", async () => {
    await renderApp('/en/auth/login', { preloadedState: loadingState });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Signing in…' })).not.toBeInTheDocument();
  });

  it("says 'Signing in…' while the sign-in is answered", async () => {
    let answer: (value: unknown) => void = () => undefined;
    jest.spyOn(apiClient, 'post').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data: { items: [], subtotal: 0, currency: 'EUR' } } });
    const { location } = await renderApp('/en/auth/login', { preloadedState: signedOutState });
    await userEvent.type(await screen.findByLabelText(/Email/), 'anna@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    await act(async () => answer(session()));
    await waitFor(() => expect(location()).toBe('/en/account/dashboard'));
  });

  it("signs in, stores the session and returns to where the guard stopped the client", async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(session());
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data: { items: [], subtotal: 0, currency: 'EUR' } } });
    const { location, store } = await renderApp('/en/account/orders', { preloadedState: signedOutState });
    await waitFor(() => expect(location()).toBe('/en/auth/login'));
    await userEvent.type(await screen.findByLabelText(/Email/), 'Anna@Example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe('/en/account/orders'));
    expect(post).toHaveBeenCalledWith('/auth/login', { email: 'anna@example.com', password: 'secret-pass-1', rememberMe: true });
    expect(store.getState().session.status).toBe('authenticated');
    expect(readSession().refreshToken).toBe('r');
    expect(localStorage.getItem('gp.refreshToken')).toBe('r');
  });

  it("keeps the session for this browser session only when 'remember me' is unchecked", async () => {
    jest.spyOn(apiClient, 'post').mockResolvedValue(session());
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data: { items: [], subtotal: 0, currency: 'EUR' } } });
    await renderApp('/en/auth/login', { preloadedState: signedOutState });
    await userEvent.type(await screen.findByLabelText(/Email/), 'anna@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret-pass-1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(sessionStorage.getItem('gp.refreshToken')).toBe('r'));
    expect(localStorage.getItem('gp.refreshToken')).toBeNull();
  });

  it("shows the server's reason, 'Login failed' when it gives none, and the network text when no answer came", async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(serverError(401, 'Invalid credentials', 'INVALID_CREDENTIALS'))
      .mockRejectedValueOnce(serverError(502, ''))
      .mockRejectedValueOnce(new Error('network'));
    await renderApp('/en/auth/login', { preloadedState: signedOutState });
    await userEvent.type(await screen.findByLabelText(/Email/), 'anna@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Login failed'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No connection to the server. Please check your network and try again.'));
    expect(post).toHaveBeenCalledTimes(3);
  });

  it("says the server's refusal in the reader's language: a known code by its text, any other by 'Login failed'", async () => {
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(serverError(401, 'Invalid credentials', 'INVALID_CREDENTIALS'))
      .mockRejectedValueOnce(serverError(403, 'This account is disabled. Please contact us.', 'ACCOUNT_DISABLED'))
      .mockRejectedValueOnce(serverError(418, 'Something only the API says'));
    await renderApp('/pl/auth/login', { preloadedState: signedOutState, language: 'pl' });
    await userEvent.type(await screen.findByLabelText(/E-mail/), 'anna@example.com');
    await userEvent.type(screen.getByLabelText(/Hasło/), 'wrong-pass');
    const signIn = screen.getByRole('button', { name: 'Zaloguj się' });
    await userEvent.click(signIn);
    expect(await screen.findByRole('alert')).toHaveTextContent('Nieprawidłowy e-mail lub hasło');
    await userEvent.click(signIn);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('To konto jest wyłączone. Prosimy o kontakt.'));
    await userEvent.click(signIn);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Logowanie nie powiodło się'));
  });
});

describe('sign-up', () => {
  it('shows every spec message for a bad form, with asterisks on required fields', async () => {
    await renderApp('/en/auth/register', { preloadedState: signedOutState });
    const form = (await screen.findByRole('button', { name: 'Create account' })).closest('form')!;
    expect(within(form).getByLabelText(/First name/)).toBeRequired();
    await userEvent.type(within(form).getByLabelText(/^Email/), 'bad');
    await userEvent.type(within(form).getByLabelText(/^Phone/), 'call me');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'short');
    await userEvent.type(within(form).getByLabelText(/Confirm password/), 'other');
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    for (const message of [
      'This field is required',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Password must be at least 8 characters',
      'You must accept the terms and conditions',
    ]) {
      expect((await within(form).findAllByText(message)).length).toBeGreaterThan(0);
    }
  });

  it('says the passwords do not match', async () => {
    await renderApp('/en/auth/register', { preloadedState: signedOutState });
    await userEvent.type(await screen.findByLabelText(/^Password/), 'long-enough-1');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'long-enough-2');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  const accepted = (email: string) => ({ data: { success: true, data: { email, message: 'We have sent a confirmation link to your email. Open it to activate your account.' } } });

  it('registers, signs no one in, and asks the new client to open the mailed link for the bonus', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(accepted('olena@example.com'));
    const get = jest.spyOn(apiClient, 'get');
    const { store } = await renderApp('/ua/auth/register', { preloadedState: signedOutState, language: 'ua' });
    const form = (await screen.findAllByRole('button')).find((b) => b.getAttribute('type') === 'submit')!.closest('form')!;
    const inputs = within(form).getAllByRole('textbox');
    await userEvent.type(inputs[0]!, 'Olena');
    await userEvent.type(inputs[1]!, 'Koval');
    await userEvent.type(inputs[2]!, 'olena@example.com');
    const passwords = form.querySelectorAll('input[type="password"]');
    await userEvent.type(passwords[0]!, 'secret-pass-1');
    await userEvent.type(passwords[1]!, 'secret-pass-1');
    await userEvent.click(within(form).getAllByRole('checkbox')[0]!);
    await userEvent.click(within(form).getAllByRole('button').find((b) => b.getAttribute('type') === 'submit')!);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Ми надіслали посилання для підтвердження на olena@example.com. Відкрийте його, щоб активувати обліковий запис');
    expect(post).toHaveBeenCalledWith('/auth/register', expect.objectContaining({ email: 'olena@example.com', acceptTerms: true, language: 'ua' }));
    // No session yet: the card leads to sign-in, the header still offers it, nothing is stored or merged.
    expect(within(status.parentElement!).getByRole('link', { name: 'Увійти' })).toHaveAttribute('href', '/ua/auth/login');
    expect(store.getState().session).toEqual({ status: 'unauthenticated', user: null, error: null });
    expect(readSession()).toEqual({ accessToken: null, refreshToken: null, user: null });
    expect(post).toHaveBeenCalledTimes(1);
    expect(get).not.toHaveBeenCalledWith('/api/cart');
  });

  it('answers an email that already has an account with the same card', async () => {
    jest.spyOn(apiClient, 'post').mockResolvedValue(accepted('demo@example.com'));
    const { store } = await renderApp('/en/auth/register', { preloadedState: signedOutState });
    await userEvent.type(await screen.findByLabelText(/First name/), 'A');
    await userEvent.type(screen.getByLabelText(/Last name/), 'B');
    await userEvent.type(screen.getByLabelText(/^Email/), 'Demo@Example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret-pass-1');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'secret-pass-1');
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'We have sent a confirmation link to demo@example.com. Open it to activate your account: it signs you in and adds your 10 000 EUR welcome bonus.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/auth/login');
    expect(store.getState().session.status).toBe('unauthenticated');
  });

  it('refuses a password of spaces around fewer than 8 characters', async () => {
    const post = jest.spyOn(apiClient, 'post');
    await renderApp('/en/auth/register', { preloadedState: signedOutState });
    await userEvent.type(await screen.findByLabelText(/^Password/), '   short   ');
    await userEvent.type(screen.getByLabelText(/Confirm password/), '   short   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("shows 'Registration failed' when the server gives no reason", async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(serverError(500, ''));
    await renderApp('/en/auth/register', { preloadedState: signedOutState });
    await userEvent.type(await screen.findByLabelText(/First name/), 'A');
    await userEvent.type(screen.getByLabelText(/Last name/), 'B');
    await userEvent.type(screen.getByLabelText(/^Email/), 'a@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret-pass-1');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'secret-pass-1');
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
  });
});

describe('the mailed links', () => {
  const verified = (overrides = {}) => ({
    data: { success: true, data: { user: aClient({ firstName: 'Olena', ...overrides }), bonusGranted: true, tokens: { accessToken: 'va', refreshToken: 'vr', expiresIn: 3600 } } },
  });

  it('confirms the email once, announces the welcome bonus and signs the client in', async () => {
    const request = jest.spyOn(apiClient, 'request').mockResolvedValue(verified());
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data: { items: [], subtotal: 0, currency: 'EUR' } } });
    const { store } = await renderApp('/en/auth/verify-email?token=abc', { preloadedState: signedOutState });
    expect(await screen.findByText('Your welcome bonus of 10 000 EUR is now in your account.')).toBeInTheDocument();
    expect(request.mock.calls.filter(([config]) => (config as { url: string }).url === '/auth/verify-email')).toHaveLength(1);
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: '/auth/verify-email', method: 'POST', data: { token: 'abc' } }));
    // The session is stored (remembered) and the state is authenticated: the header shows the client.
    await waitFor(() => expect(store.getState().session).toEqual({ status: 'authenticated', user: aClient({ firstName: 'Olena' }), error: null }));
    expect(readSession()).toEqual({ accessToken: 'va', refreshToken: 'vr', user: aClient({ firstName: 'Olena' }) });
    expect(localStorage.getItem('gp.refreshToken')).toBe('vr');
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Olena' })).toHaveAttribute('href', '/en/account');
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/en/account/bonus');
    // Signing in loads the client's server cart (the browser had none to merge).
    await waitFor(() => expect(get).toHaveBeenCalledWith('/api/cart'));
  });

  it('replaces the session the browser had with the one the link starts', async () => {
    localStorage.setItem('gp.accessToken', 'old-a');
    localStorage.setItem('gp.refreshToken', 'old-r');
    localStorage.setItem('gp.user', JSON.stringify(aClient({ id: 'u0', firstName: 'Anna' })));
    jest.spyOn(apiClient, 'request').mockResolvedValue(verified({ id: 'u2' }));
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data: { items: [], subtotal: 0, currency: 'EUR' } } });
    const { store } = await renderApp('/en/auth/verify-email?token=abc', { preloadedState: signedInState('Anna') });
    expect(await screen.findByText('Your welcome bonus of 10 000 EUR is now in your account.')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session.user?.id).toBe('u2'));
    expect(readSession()).toMatchObject({ accessToken: 'va', refreshToken: 'vr', user: { id: 'u2' } });
    expect(await screen.findByRole('link', { name: 'Olena' })).toBeInTheDocument();
  });

  it('waits for the check of a stored session before confirming', async () => {
    const request = jest.spyOn(apiClient, 'request').mockResolvedValue(verified());
    // The footer reads the site settings meanwhile; only the confirmation waits.
    const confirmations = () => request.mock.calls.filter(([config]) => (config as { url: string }).url === '/auth/verify-email');
    const { store } = await renderApp('/en/auth/verify-email?token=abc', { preloadedState: loadingState });
    expect(await screen.findByRole('progressbar', { name: 'Confirming your email…' })).toBeInTheDocument();
    expect(confirmations()).toHaveLength(0);
    act(() => {
      store.dispatch(loggedOut());
    });
    expect(await screen.findByText('Your welcome bonus of 10 000 EUR is now in your account.')).toBeInTheDocument();
    expect(confirmations()).toHaveLength(1);
  });

  it('starts no session when the link is refused', async () => {
    jest.spyOn(apiClient, 'request').mockRejectedValueOnce(serverError(400, 'This link is invalid or has expired'));
    const { store } = await renderApp('/en/auth/verify-email?token=old', { preloadedState: signedOutState });
    expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link is invalid or has expired.');
    expect(store.getState().session.status).toBe('unauthenticated');
    expect(readSession()).toEqual({ accessToken: null, refreshToken: null, user: null });
  });

  it('offers to send the link again when it is invalid', async () => {
    jest.spyOn(apiClient, 'request').mockRejectedValueOnce(serverError(400, 'This link is invalid or has expired')).mockResolvedValue({ data: { success: true, data: { message: 'ok' } } });
    await renderApp('/en/auth/verify-email?token=old', { preloadedState: signedOutState });
    expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link is invalid or has expired.');
    await userEvent.type(screen.getByLabelText(/Email/), 'anna@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the confirmation email again' }));
    expect(await screen.findByText('If your account still needs confirming, we have sent a new link.')).toBeInTheDocument();
  });

  it('asks for a reset link and sets a new password from one', async () => {
    const request = jest.spyOn(apiClient, 'request').mockResolvedValue({ data: { success: true, data: { message: 'ok' } } });
    await renderApp('/en/auth/forgot-password', { preloadedState: signedOutState });
    await userEvent.type(await screen.findByLabelText(/Email/), 'anna@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('If an account exists for this email, we have sent a message to it.')).toBeInTheDocument();

    await renderApp('/en/auth/reset-password?token=t1', { preloadedState: signedOutState });
    await userEvent.type((await screen.findAllByLabelText(/New password/)).at(-1)!, 'brand-new-pass');
    await userEvent.type(screen.getAllByLabelText(/Confirm password/).at(-1)!, 'brand-new-pass');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save new password' }).at(-1)!);
    expect(await screen.findByText('Your password has been changed. Please sign in.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: '/auth/reset-password', data: { token: 't1', password: 'brand-new-pass', confirmPassword: 'brand-new-pass' } }));
  });
});

describe('sign-in and sign-up for a client who is signed in (issue 19)', () => {
  it.each([['/en/auth/login'], ['/en/auth/register']])('%s shows the way to the account instead of a form', async (url) => {
    await renderApp(url, { preloadedState: signedInState('Olena') });
    expect(await screen.findByRole('heading', { name: 'You are already signed in' })).toBeInTheDocument();
    expect(screen.getByText('You are signed in as Olena. Your orders, invoices and bonus are in your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/en/account');
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('says so in the page language', async () => {
    await renderApp('/ua/auth/login', { preloadedState: signedInState('Olena'), language: 'ua' });
    expect(await screen.findByRole('heading', { name: 'Ви вже увійшли' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти до мого кабінету' })).toHaveAttribute('href', '/ua/account');
  });
});

describe('the sign-up form (issue 19)', () => {
  it('says an empty password and its confirmation are required', async () => {
    await renderApp('/en/auth/register', { preloadedState: signedOutState });
    const form = (await screen.findByRole('button', { name: 'Create account' })).closest('form')!;
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(within(form).getByLabelText(/^Password/)).toHaveAccessibleDescription('This field is required'));
    expect(within(form).getByLabelText(/Confirm password/)).toHaveAccessibleDescription('This field is required');
    expect(within(form).queryByText('Password must be at least 8 characters')).not.toBeInTheDocument();
  });

  it("links 'terms and conditions' to the terms page in a new tab, the checkbox keeping the plain sentence as its name", async () => {
    await renderApp('/ua/auth/register', { preloadedState: signedOutState, language: 'ua' });
    const checkbox = await screen.findByRole('checkbox', { name: 'Я приймаю умови використання' });
    expect(checkbox).toBeRequired();
    const link = screen.getByRole('link', { name: 'умови використання' });
    expect(link).toHaveAttribute('href', '/ua/policies/terms');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleDescription('(відкривається в новій вкладці)');
    expect(link.closest('label')).toContainElement(checkbox);
  });

  it('ties the terms message to its checkbox', async () => {
    await renderApp('/en/auth/register', { preloadedState: signedOutState });
    await userEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' })).toHaveAccessibleDescription('You must accept the terms and conditions'));
  });
});
