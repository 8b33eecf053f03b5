import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { englishLeftovers, OTHER_LANGUAGES, recordMissingKeys, textIn } from '@testing/english-leftovers';
import { renderApp, signedOutState } from './render-app';

// The remotes' sections have their own language tests (mf-catalogue, mf-promo): here they are empty.
jest.mock('../remotes/registry', () => ({
  loadRemoteModule: (id: string) => Promise.resolve({ default: () => <section data-remote={id} /> }),
}));

/** The namespaces the shell's pages read: the header and footer's, the home page's, the forms'. */
const NAMESPACES = ['common', 'home', 'forms'];

let missing: ReturnType<typeof recordMissingKeys>;
beforeEach(() => {
  missing = recordMissingKeys();
});
afterEach(() => missing.stop());

/** Issue 22: every page complete in all eight languages, header and footer included; no English left over. */
describe.each(OTHER_LANGUAGES)('the shell in %s', (lng) => {
  it('the home page', async () => {
    const { screen } = await renderApp(`/${lng}`, { language: lng, preloadedState: signedOutState });
    expect(await screen.findByRole('heading', { level: 1, name: textIn(lng, 'home', 'hero.title') })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('[data-remote]')).toHaveLength(2));
    expect(englishLeftovers(NAMESPACES, lng)).toEqual([]);
    expect(missing.keys).toEqual([]);
  });

  it('the sign-in form, and its messages for empty fields', async () => {
    const { screen } = await renderApp(`/${lng}/auth/login`, { language: lng, preloadedState: signedOutState });
    await userEvent.click(await screen.findByRole('button', { name: textIn(lng, 'forms', 'auth.loginSubmit') }));
    expect(await screen.findAllByText(textIn(lng, 'forms', 'validation.required'))).toHaveLength(2);
    expect(englishLeftovers(NAMESPACES, lng)).toEqual([]);
    expect(missing.keys).toEqual([]);
  });

  it('the registration form, and its messages for empty fields', async () => {
    const { screen } = await renderApp(`/${lng}/auth/register`, { language: lng, preloadedState: signedOutState });
    await userEvent.click(await screen.findByRole('button', { name: textIn(lng, 'forms', 'auth.registerSubmit') }));
    await screen.findByText(textIn(lng, 'forms', 'validation.acceptTerms'));
    expect(screen.getAllByText(textIn(lng, 'forms', 'validation.required')).length).toBeGreaterThan(0);
    expect(englishLeftovers(NAMESPACES, lng)).toEqual([]);
    expect(missing.keys).toEqual([]);
  });
});
