import { screen, waitFor } from '@testing-library/react';
import { englishLeftovers, OTHER_LANGUAGES, recordMissingKeys, textIn } from '@testing/english-leftovers';
import { renderWithProviders } from '@testing/render';
import AccountArea from '../pages/AccountArea';
import { fakeAccountApi } from './fake-api';

/** The namespaces the account area reads: its own and the shared ones. */
const NAMESPACES = ['account', 'common', 'forms'];

let missing: ReturnType<typeof recordMissingKeys>;
beforeEach(() => {
  fakeAccountApi();
  missing = recordMissingKeys();
});
afterEach(() => missing.stop());

/** Issue 22: every page complete in all eight languages; no English left over. */
describe.each(OTHER_LANGUAGES)('the account area in %s', (lng) => {
  it('the dashboard', async () => {
    await renderWithProviders(<AccountArea />, { route: `/${lng}/account/dashboard`, path: '/:lang/account/*', language: lng });
    expect(await screen.findByRole('heading', { name: textIn(lng, 'account', 'dashboard.greeting').replace('{{name}}', 'Daria') })).toBeInTheDocument();
    // The recent orders are in once their numbers show.
    await waitFor(() => expect(screen.getByRole('link', { name: 'GP-20261101-AAAAAA' })).toBeInTheDocument());
    expect(englishLeftovers(NAMESPACES, lng)).toEqual([]);
    expect(missing.keys).toEqual([]);
  });
});
