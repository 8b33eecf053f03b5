import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@testing/render';
import { z } from 'zod';
import AdminArea from '../pages/AdminArea';
import { anAdminOrder, anInvoice, apiFailure, fakeAdminApi } from './fake-api';

const renderRoom = (room: string, language = 'en') => renderWithProviders(<AdminArea />, { route: `/${language}/admin${room}`, path: '/:lang/admin/*', language });
const location = () => screen.getByTestId('location').textContent;

describe('the back office', () => {
  it('names every room in its menu and marks the current one', async () => {
    fakeAdminApi();
    await renderRoom('/orders');
    const menu = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Orders', 'Invoices', 'Leads', 'Services', 'Categories', 'Clients', 'Releases']);
    expect(within(menu).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });

  it('answers an unknown room with a not-found page leading back to the dashboard', async () => {
    fakeAdminApi();
    await renderRoom('/nothing');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Dashboard' })) expect(link).toHaveAttribute('href', '/en/admin');
  });

  it('speaks the page language', async () => {
    fakeAdminApi();
    await renderRoom('/orders', 'cz');
    expect(await screen.findByRole('heading', { name: 'Objednávky' })).toBeInTheDocument();
  });
});

describe('orders board', () => {
  it('keeps the status filter in the URL and asks the server for it, from the first page', async () => {
    const { calls } = fakeAdminApi();
    await renderRoom('/orders?page=2');
    expect(await screen.findByRole('link', { name: 'GP-20261101-AAAAAA' })).toHaveAttribute('href', '/en/admin/orders/o1');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Confirmed' }));
    await waitFor(() => expect(location()).toBe('/en/admin/orders?status=confirmed'));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ url: '/api/admin/orders', params: expect.objectContaining({ status: 'confirmed', offset: 0 }) }));
  });

  it('shows in its filters what they hold: All when no status is chosen, and the sort in force', async () => {
    fakeAdminApi();
    await renderRoom('/orders');
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveTextContent('All');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Newest first');
  });

  it('offers only the moves the status graph allows, and asks before cancelling', async () => {
    const { calls } = fakeAdminApi();
    await renderRoom('/orders/o1');
    expect(await screen.findByRole('heading', { name: 'Order GP-20261101-AAAAAA' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark completed' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('The bonus it used goes back to the client');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({ url: '/api/orders/o1', data: { status: 'confirmed' } }));
  });

  it('adds up its amounts: the bonus taken off, the net, its VAT and the total', async () => {
    fakeAdminApi();
    await renderRoom('/orders/o1');
    const amounts = (await screen.findByRole('heading', { name: 'Amounts' })).parentElement!;
    expect(amounts).toHaveTextContent(/Subtotal€1,000.*Bonus-€200.*Net amount€800.*VAT 21%€168.*Total€968/);
  });

  it('says that the client accounts for the VAT of an order under the reverse charge', async () => {
    fakeAdminApi({ 'GET /api/admin/orders/o1': () => ({ success: true, data: anAdminOrder({ vat: { treatment: 'reverse_charge', rateBasisPoints: 0, amount: 0, reverseCharge: true }, total: 800 }) }) });
    await renderRoom('/orders/o1');
    const amounts = (await screen.findByRole('heading', { name: 'Amounts' })).parentElement!;
    expect(amounts).toHaveTextContent(/Net amount€800.*VAT 0%€0.*Total€800/);
    expect(amounts).toHaveTextContent('Reverse charge');
  });

  it('names the 10 000 EUR welcome discount as the client saw it', async () => {
    fakeAdminApi({ 'GET /api/admin/orders/o1': () => ({ success: true, data: anAdminOrder({ bonusOffer: 'threshold', subtotal: 30000, bonusApplied: 10000, cashPayment: 20000 }) }) });
    await renderRoom('/orders/o1');
    const amounts = (await screen.findByRole('heading', { name: 'Amounts' })).parentElement!;
    expect(amounts).toHaveTextContent(/Subtotal€30,000.*Welcome discount-€10,000.*Net amount€20,000/);
  });

  it("shows the server's refusal of a move", async () => {
    fakeAdminApi({
      'PATCH /api/orders/o1': () => {
        throw apiFailure(409, 'An order that is Pending cannot become Completed');
      },
    });
    await renderRoom('/orders/o1');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('cannot become Completed');
  });

  it("shows the server's refusal in the staff's language when the back office knows its code", async () => {
    fakeAdminApi({
      'PATCH /api/orders/o1': () => {
        throw apiFailure(409, 'An order that is Completed cannot become Confirmed', undefined, 'INVALID_STATUS_CHANGE');
      },
    });
    await renderRoom('/orders/o1', 'ua');
    await userEvent.click(await screen.findByRole('button', { name: 'Підтвердити' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Замовлення зараз не може отримати цей статус: оновіть сторінку');
  });
});

describe('invoices', () => {
  it('marks an Overdue invoice paid with the day and the reference, which it requires', async () => {
    const { calls } = fakeAdminApi();
    await renderRoom('/invoices');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark invoice INV-2026-000001 paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Payment of invoice INV-2026-000001' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByText('Enter the payment reference')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Payment reference/ }), 'SEPA-42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: '/api/admin/invoices/i1/paid', data: { reference: 'SEPA-42', paidOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when an invoice was paid, with the payment reference where there is one, and links its order', async () => {
    const paid = { ...anInvoice, status: 'paid' as const, paidAt: '2026-11-10T00:00:00Z' };
    fakeAdminApi({
      'GET /api/admin/invoices': () => ({
        success: true,
        data: [
          { ...paid, paymentReference: 'SEPA-42' },
          { ...paid, id: 'i2', number: 'INV-2026-000002', paymentReference: null },
        ],
        pagination: { total: 2, limit: 20, offset: 0 },
      }),
    });
    await renderRoom('/invoices');
    const [withReference, withoutReference] = (await screen.findAllByRole('row')).filter((row) => /INV-2026-/.test(row.textContent ?? ''));
    expect(withReference).toHaveTextContent('Paid Nov 10, 2026, ref. SEPA-42');
    expect(withoutReference).toHaveTextContent('Paid Nov 10, 2026');
    expect(withoutReference).not.toHaveTextContent('ref.');
    expect(within(withReference!).getByRole('link', { name: 'GP-20261101-AAAAAA' })).toHaveAttribute('href', '/en/admin/orders/o1');
  });

  it("puts the server's field message on the date", async () => {
    fakeAdminApi({
      'POST /api/admin/invoices/i1/paid': () => {
        throw apiFailure(400, 'The payment date must be between the invoice date and today', { paidOn: 'Between the invoice date and today' });
      },
    });
    await renderRoom('/invoices');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark invoice INV-2026-000001 paid' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Payment reference/ }), 'R');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByText('Between the invoice date and today')).toBeInTheDocument();
  });
});

describe('clients', () => {
  it('corrects the bonus by a ledger entry with its reason, and asks before disabling', async () => {
    const { calls } = fakeAdminApi();
    await renderRoom('/clients/u1');
    expect(await screen.findByRole('heading', { name: 'Daria Novak' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Bonus ledger' })).toHaveTextContent('Welcome bonus');
    const form = screen.getByRole('form', { name: 'Bonus correction' });
    await userEvent.type(within(form).getByRole('spinbutton', { name: /Amount/ }), '-50');
    await userEvent.click(within(form).getByRole('button', { name: 'Add ledger entry' }));
    expect(await within(form).findByText('Say why')).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Duplicate grant');
    await userEvent.click(within(form).getByRole('button', { name: 'Add ledger entry' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toMatchObject({ data: { amount: -50, reason: 'Duplicate grant' } }));

    await userEvent.click(screen.getByRole('button', { name: 'Disable account' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Disable the account of daria@example.com?');
  });
});

describe('messages in the staff language (issue 22)', () => {
  it("shows the back office's own messages and zod's in Czech, and zod's in English again after leaving", async () => {
    const { calls } = fakeAdminApi();
    const { unmount } = await renderRoom('/clients/u1', 'cz');
    const form = await screen.findByRole('form', { name: 'Oprava bonusu' });
    await userEvent.type(within(form).getByRole('spinbutton', { name: /Částka/ }), '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Přidat pohyb' }));
    expect(await within(form).findByText('Zadejte částku různou od 0')).toBeInTheDocument();
    expect(within(form).getByText('Uveďte důvod')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    // zod's own messages follow the page's language while the back office is open, and only then.
    expect(z.string().min(3).safeParse('').error?.issues[0]?.message).toMatch(/^Hodnota je příliš malá/);
    unmount();
    expect(z.string().min(3).safeParse('').error?.issues[0]?.message).toMatch(/^Too small/);
  });
});

/** Eight languages of fields in jsdom (the services and the categories editors): each query of the page by role walks them all (about 10 s a test on a 2-core machine, more while other suites run beside it). */
const EDITOR_TIMEOUT_MS = 40_000;

describe('services editor', () => {
  it('shows all eight languages side by side, flags the missing ones and saves what changed', async () => {
    const { calls } = fakeAdminApi();
    await renderRoom('/services/s1');
    expect(await screen.findByRole('heading', { name: 'Edit: Local SEO' })).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(8);
    expect(screen.getByText(/Missing translations/)).toHaveTextContent('Русский');
    const polish = screen.getByRole('group', { name: /Polski/ });
    await userEvent.click(within(polish).getByRole('textbox', { name: 'Title' }));
    await userEvent.paste('Lokalne SEO');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
        url: '/api/admin/services/s1',
        data: { slug: 'local-seo', prices: [{ amount: 500, kind: 'standard', currency: 'EUR', isActive: true }], translations: { pl: { title: 'Lokalne SEO' } } },
      }),
    );
    expect(await screen.findByText('Saved. The catalogue shows the change now.')).toBeInTheDocument();
  }, EDITOR_TIMEOUT_MS);

  it('removes a language emptied in the editor, and never English', async () => {
    const { calls } = fakeAdminApi();
    await renderRoom('/services/s1');
    const ukrainian = await screen.findByRole('group', { name: /Українська/ });
    await userEvent.clear(within(ukrainian).getByRole('textbox', { name: 'Title' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({ url: '/api/admin/services/s1', data: { translations: { ua: null } } }));
    expect((calls.find((call) => call.method === 'PATCH')!.data as { translations: Record<string, unknown> }).translations.en).toMatchObject({ title: 'Local SEO' });
  }, EDITOR_TIMEOUT_MS);

  it('refuses a translation without its title before sending anything', async () => {
    const { calls } = fakeAdminApi();
    await renderRoom('/services/s1');
    const dutch = await screen.findByRole('group', { name: /Nederlands/ });
    await userEvent.click(within(dutch).getByRole('textbox', { name: 'Short description' }));
    await userEvent.paste('Lokaal gevonden');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(dutch).findByText(/Too small|at least 1/i)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  }, EDITOR_TIMEOUT_MS);
});

describe('services and clients lists', () => {
  it('filters services by state and sorts them, keeping both in the URL', async () => {
    const { calls } = fakeAdminApi();
    await renderRoom('/services');
    expect(await screen.findByRole('link', { name: 'Local SEO' })).toHaveAttribute('href', '/en/admin/services/s1');
    expect(calls.at(-1)).toMatchObject({ params: expect.objectContaining({ sort: 'position', direction: 'asc' }) });
    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    await userEvent.click(screen.getByRole('option', { name: 'Inactive' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(screen.getByRole('option', { name: 'Changed most recently' }));
    await waitFor(() => expect(location()).toBe('/en/admin/services?state=inactive&sort=updated-desc'));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ url: '/api/admin/services', params: expect.objectContaining({ state: 'inactive', sort: 'updated', direction: 'desc' }) }));
  });

  it('sorts clients by name from the URL', async () => {
    const { calls } = fakeAdminApi();
    await renderRoom('/clients?sort=name-asc');
    expect(await screen.findByRole('link', { name: 'Daria Novak' })).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/admin/users')).toMatchObject({ params: expect.objectContaining({ sort: 'name', direction: 'asc' }) });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Name A–Z');
  });
});

describe('categories editor', () => {
  it('lists categories with their services and missing languages', async () => {
    fakeAdminApi();
    await renderRoom('/categories');
    const row = (await screen.findByRole('link', { name: 'SEO and content' })).closest('tr')!;
    expect(row).toHaveTextContent('8 active of 9');
    expect(row).toHaveTextContent('Missing: 6');
    expect(screen.getByRole('link', { name: 'New category' })).toHaveAttribute('href', '/en/admin/categories/new');
  }, EDITOR_TIMEOUT_MS);

  it('names a category in another language and removes an emptied one', async () => {
    const { calls } = fakeAdminApi();
    await renderRoom('/categories/c1');
    expect(await screen.findByRole('heading', { name: 'Edit: SEO and content' })).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(8);
    await userEvent.click(within(screen.getByRole('group', { name: /Čeština/ })).getByRole('textbox', { name: 'Name' }));
    await userEvent.paste('SEO a obsah');
    await userEvent.clear(within(screen.getByRole('group', { name: /Українська/ })).getByRole('textbox', { name: 'Name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
        url: '/api/admin/categories/c1',
        data: { slug: 'seo-content', color: '#2e7d32', sortOrder: 3, translations: { en: { name: 'SEO and content' }, cz: { name: 'SEO a obsah', description: '' }, ua: null } },
      }),
    );
  }, EDITOR_TIMEOUT_MS);

  it("refuses a category without an English name before sending, and shows the server's refusal to deactivate", async () => {
    const { calls } = fakeAdminApi({
      'PATCH /api/admin/categories/c1': () => {
        throw apiFailure(409, 'The category still holds 8 active services: move or deactivate them first', { isActive: 'Move or deactivate its active services first' });
      },
    });
    await renderRoom('/categories/c1');
    const english = await screen.findByRole('group', { name: /English/ });
    await userEvent.clear(within(english).getByRole('textbox', { name: /Name/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(english).findByText(/Too small|at least 1/i)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await userEvent.type(within(english).getByRole('textbox', { name: /Name/ }), 'SEO');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Active (shown in the catalogue)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Move or deactivate its active services first')).toBeInTheDocument();
    expect(screen.getByText(/still holds 8 active services/).closest('[role="alert"]')).toBeInTheDocument();
  }, EDITOR_TIMEOUT_MS);
});

describe('releases', () => {
  it('switches a remote to another release after asking', async () => {
    const { calls } = fakeAdminApi();
    await renderRoom('/releases');
    const card = await screen.findByRole('region', { name: 'Catalogue' });
    expect(card).toHaveTextContent('Active: 0.1.0-aaaa1111');
    await userEvent.click(within(card).getByRole('combobox', { name: 'Release' }));
    await userEvent.click(screen.getByRole('option', { name: '0.1.0-bbbb2222' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Activate' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ url: '/api/admin/remotes/catalogue', data: { version: '0.1.0-bbbb2222' } }));
  });

  it("says why a release does not fit, in the staff's language, with the server's details", async () => {
    fakeAdminApi({
      'PUT /api/admin/remotes/catalogue': () => {
        throw apiFailure(409, 'The catalogue release 0.1.0-bbbb2222 does not fit the shell: react 18.3.1 is not ^19.0.0', { mismatches: 'react 18.3.1 is not ^19.0.0' }, 'SHARED_VERSION_MISMATCH');
      },
    });
    await renderRoom('/releases', 'pl');
    const card = await screen.findByRole('region', { name: 'Katalog' });
    await userEvent.click(within(card).getByRole('combobox', { name: 'Wydanie' }));
    await userEvent.click(screen.getByRole('option', { name: '0.1.0-bbbb2222' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Aktywuj' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Aktywuj' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('To wydanie nie pasuje do powłoki: react 18.3.1 is not ^19.0.0');
  });
});

describe('dashboard', () => {
  it('shows the figures, and each chart’s figures as a table', async () => {
    fakeAdminApi();
    await renderRoom('');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Revenue paid').nextSibling).toHaveTextContent('€12,500');
    const revenue = screen.getByRole('table', { name: 'Orders and revenue by week' });
    expect(within(revenue).getAllByRole('row')).toHaveLength(3);
    expect(revenue).toHaveTextContent('€8,500');
    expect(screen.getByRole('table', { name: 'Leads by source' })).toHaveTextContent('Callback');
  });
});
