import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@testing/render';
import { setViewportWidth } from '@testing/viewport';
import AccountArea from '../pages/AccountArea';
import { anOrder, fakeAccountApi, profile } from './fake-api';

const renderAccount = (section: string, language = 'en') =>
  renderWithProviders(<AccountArea />, { route: `/${language}/account/${section}`, path: '/:lang/account/*', language });
const location = () => screen.getByTestId('location').textContent;

describe('the account menu (spec 2)', () => {
  it('is a permanent panel from 900 px up, highlighting the current section', async () => {
    fakeAccountApi();
    await renderAccount('bonus');
    const menu = screen.getByRole('navigation', { name: 'My account' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Bonus', 'Orders', 'Invoices', 'Profile']);
    expect(within(menu).getByRole('link', { name: 'Bonus' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'My account' })).not.toBeInTheDocument();
  });

  it("is a drawer behind a 'My account' button below 900 px, not a second menu icon beside the header's", async () => {
    setViewportWidth(600);
    fakeAccountApi();
    await renderAccount('dashboard');
    expect(screen.queryByRole('navigation', { name: 'My account' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'My account' }));
    await userEvent.click(within(screen.getByRole('navigation', { name: 'My account' })).getByRole('link', { name: 'Orders' }));
    await waitFor(() => expect(location()).toBe('/en/account/orders'));
  });

  it('answers an unknown section with the 404 page', async () => {
    fakeAccountApi();
    await renderAccount('nothing');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('the dashboard', () => {
  it('shows the bonus balance, total spent, active orders and recent orders', async () => {
    fakeAccountApi();
    await renderAccount('dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Daria' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Bonus balance' })).toHaveTextContent('€9,800');
    expect(screen.getByRole('article', { name: 'Total spent' })).toHaveTextContent('€1,936');
    expect(screen.getByRole('article', { name: 'Active orders' })).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'GP-20261101-AAAAAA' })).toHaveAttribute('href', '/en/account/orders/o1');
  });

  it('asks a client who has not confirmed the email to do so, and resends the link', async () => {
    const { calls } = fakeAccountApi({
      'GET /api/users/me': () => ({ success: true, data: { ...jest.requireActual('./fake-api').profile, isEmailVerified: false } }),
    });
    const post = jest.spyOn(jest.requireActual('shared-api').apiClient, 'post').mockResolvedValue({ data: {} });
    await renderAccount('dashboard');
    expect(await screen.findByText('Confirm your email address to receive your 10 000 EUR welcome bonus.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the confirmation email again' }));
    expect(post).toHaveBeenCalledWith('/auth/resend-verification', { email: 'demo@example.com' });
    expect(await screen.findByText('We have sent a new confirmation link to demo@example.com.')).toBeInTheDocument();
    expect(calls.length).toBeGreaterThan(0);
  });

  it('points a new client without orders to the catalogue', async () => {
    fakeAccountApi({ 'GET /api/orders': () => ({ success: true, data: [], pagination: { total: 0, limit: 20, offset: 0 } }) });
    await renderAccount('dashboard');
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse services' })).toHaveAttribute('href', '/en/services');
  });
});

describe('the bonus page', () => {
  it('shows available and pending, how the bonus pays, and the history with the order each spend paid', async () => {
    fakeAccountApi();
    await renderAccount('bonus');
    expect(await screen.findByTestId('bonus-available')).toHaveTextContent('€9,800');
    expect(screen.getByTestId('bonus-pending')).toHaveTextContent('€200');
    expect(screen.getByRole('region', { name: 'Your welcome offer' })).toHaveTextContent('The bonus pays at most 20 % of an order; at least 10 EUR of every order is paid in cash.');
    const rows = within(screen.getByRole('table', { name: 'Bonus history' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Spent');
    expect(rows[1]).toHaveTextContent('−€200');
    expect(within(rows[1]!).getByRole('link', { name: 'Order' })).toHaveAttribute('href', '/en/account/orders/o1');
    expect(rows[1]).toHaveTextContent('Applied to order GP-20261101-AAAAAA');
    expect(rows[2]).toHaveTextContent('Welcome bonus');
  });

  it("names each entry by its kind and its order in the page's language, never by the text it was written with (issue 19)", async () => {
    fakeAccountApi();
    await renderAccount('bonus', 'ua');
    const rows = within(await screen.findByRole('table', { name: 'Історія бонусних операцій' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Використано для замовлення GP-20261101-AAAAAA');
    expect(rows[2]).toHaveTextContent('Вітальний бонус');
    expect(document.body).not.toHaveTextContent(/Applied to order|Welcome bonus/);
  });

  it('counts the history pages in the page\'s language (issue 19)', async () => {
    fakeAccountApi();
    await renderAccount('bonus', 'ua');
    await screen.findByRole('table', { name: 'Історія бонусних операцій' });
    expect(screen.getByText('1–2 з 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Перейти на наступну сторінку' })).toBeDisabled();
    expect(document.body).not.toHaveTextContent(/\bof\b/);
  });
});

describe('orders', () => {
  it('filters by status', async () => {
    const { calls } = fakeAccountApi();
    await renderAccount('orders');
    expect(await screen.findAllByRole('link', { name: /^GP-/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Completed' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^GP-/ })).toHaveLength(1));
    expect(calls.some((c) => (c.params as { status?: string })?.status === 'completed')).toBe(true);
  });

  it('keeps the status filter in the address, so a reload and Back keep it (issue 19)', async () => {
    const { calls } = fakeAccountApi();
    await renderAccount('orders?status=completed');
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^GP-/ })).toHaveLength(1));
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toHaveTextContent('Completed');
    expect(calls.some((c) => (c.params as { status?: string })?.status === 'completed')).toBe(true);

    await userEvent.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(location()).toBe('/en/account/orders?status=pending'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await userEvent.click(screen.getByRole('option', { name: 'All' }));
    await waitFor(() => expect(location()).toBe('/en/account/orders'));
    expect(await screen.findAllByRole('link', { name: /^GP-/ })).toHaveLength(2);
    // No filter reads as such, not as an empty field.
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toHaveTextContent('All');
  });

  it('shows all orders for a status the filter does not know', async () => {
    fakeAccountApi();
    await renderAccount('orders?status=lost');
    expect(await screen.findAllByRole('link', { name: /^GP-/ })).toHaveLength(2);
  });

  it("asks for the order's services in the page's language (issue 19)", async () => {
    const { calls } = fakeAccountApi({
      'GET /api/orders/o1': (config) => ({
        success: true,
        data: anOrder({ items: [{ serviceId: 's1', title: (config.params as { lang?: string })?.lang === 'ua' ? 'Локальне SEO' : 'Local SEO', unitPrice: 500, quantity: 2, totalPrice: 1000, customOptions: {} }] }),
      }),
    });
    await renderAccount('orders/o1', 'ua');
    expect(await screen.findByRole('cell', { name: 'Локальне SEO' })).toBeInTheDocument();
    const detail = calls.filter((c) => c.url === '/api/orders/o1');
    expect(detail.length).toBeGreaterThan(0);
    expect(detail.every((c) => (c.params as { lang?: string })?.lang === 'ua')).toBe(true);
  });

  it('shows an order and cancels it after confirmation', async () => {
    const { calls } = fakeAccountApi();
    await renderAccount('orders/o1');
    expect(await screen.findByRole('heading', { name: 'Order GP-20261101-AAAAAA' })).toBeInTheDocument();
    expect(screen.getByTestId('order-bonusApplied')).toHaveTextContent('€200');
    expect(screen.getByTestId('order-cashPayment')).toHaveTextContent('€800');
    expect(within(screen.getByRole('list', { name: 'Status history' })).getByText('Pending')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.getByRole('dialog', { name: /Are you sure you want to cancel this order\?/ })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('The order has been cancelled and its bonus returned.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/orders/o1/cancel' && c.method === 'POST')).toBe(true);
  });

  it("says 'Order not found' for another client's order", async () => {
    fakeAccountApi();
    await renderAccount('orders/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
  });
});

describe("an order's VAT and how to pay it (issue 19)", () => {
  it('shows the net, the VAT line, the total and the bank transfer details with the payment reference', async () => {
    fakeAccountApi();
    await renderAccount('orders/o1');
    expect(await screen.findByTestId('order-cashPayment')).toHaveTextContent('€800');
    expect(screen.getByText('Net amount')).toBeInTheDocument();
    expect(screen.getByText('VAT 21%')).toBeInTheDocument();
    expect(screen.getByTestId('order-vat')).toHaveTextContent('€168');
    expect(screen.getByTestId('order-total')).toHaveTextContent('€968');
    expect(screen.queryByTestId('order-vat-statement')).not.toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment by bank transfer' });
    expect(within(payment).getByTestId('payment-amount')).toHaveTextContent('€968');
    expect(within(payment).getByTestId('payment-beneficiary')).toHaveTextContent('Growth Partners CZ s.r.o.');
    expect(within(payment).getByTestId('payment-iban')).toHaveTextContent('CZ65 0800 0000 1920 0014 5399');
    expect(within(payment).getByTestId('payment-bic')).toHaveTextContent('GIBACZPX');
    expect(within(payment).getByTestId('payment-reference')).toHaveTextContent('RF15GP20261101AAAAAA');
    expect(payment).toHaveTextContent('Payment reference');
    // Under the page's h1 (the order), as the status history: no level skipped.
    expect(within(payment).getByRole('heading', { level: 2, name: 'Payment by bank transfer' })).toBeInTheDocument();
  });

  it('states reverse charge on the order of a business of another member state', async () => {
    const reverse = anOrder({ vat: { treatment: 'reverse_charge', rateBasisPoints: 0, amount: 0, reverseCharge: true }, total: 800 });
    fakeAccountApi({ 'GET /api/orders/o1': () => ({ success: true, data: reverse }) });
    await renderAccount('orders/o1');
    expect(await screen.findByTestId('order-vat-statement')).toHaveTextContent(
      'Reverse charge – VAT to be accounted for by the recipient (Art. 196 Directive 2006/112/EC)',
    );
    expect(screen.getByText('VAT 0%')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('€800');
  });

  it('reads in Czech on the Czech site', async () => {
    fakeAccountApi();
    await renderAccount('orders/o1', 'cz');
    const payment = await screen.findByRole('region', { name: 'Platba bankovním převodem' });
    expect(payment).toHaveTextContent('Platební reference');
    expect(within(payment).getByTestId('payment-reference')).toHaveTextContent('RF15GP20261101AAAAAA');
    expect(screen.getByText(/^DPH 21\s%$/)).toBeInTheDocument();
  });

  it('no longer asks for a payment once the invoice is paid, and shows no VAT line on an order placed before VAT', async () => {
    const paid = anOrder({
      status: 'completed',
      cancellable: false,
      vat: { treatment: null, rateBasisPoints: 0, amount: 0, reverseCharge: false },
      total: 800,
      invoice: { ...anOrder().invoice!, amount: 800, status: 'paid' },
    });
    fakeAccountApi({ 'GET /api/orders/o1': () => ({ success: true, data: paid }) });
    await renderAccount('orders/o1');
    expect(await screen.findByTestId('order-total')).toHaveTextContent('€800');
    expect(screen.queryByTestId('order-vat')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment by bank transfer' })).not.toBeInTheDocument();
  });
});

describe('invoices', () => {
  it('lists number, date, amount and status', async () => {
    fakeAccountApi();
    await renderAccount('invoices');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('INV-2026-000001');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('€968');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Sent');
  });

  it('lists each invoice as a card on a phone, with its download button (issue 19)', async () => {
    setViewportWidth(390);
    fakeAccountApi();
    await renderAccount('invoices');
    const card = within(await screen.findByRole('list', { name: 'Invoices' })).getAllByRole('listitem')[0]!;
    expect(card).toHaveTextContent('INV-2026-000001');
    expect(card).toHaveTextContent('Amount€968');
    expect(card).toHaveTextContent('StatusSent');
    expect(within(card).getByRole('button', { name: 'Download PDF INV-2026-000001' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('lists on a phone (issue 19)', () => {
  beforeEach(() => setViewportWidth(390));

  it('shows each order as a card headed by its number, which opens it', async () => {
    fakeAccountApi();
    await renderAccount('orders');
    const cards = within(await screen.findByRole('list', { name: 'Orders' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'GP-20261101-AAAAAA' })).toHaveAttribute('href', '/en/account/orders/o1');
    expect(cards[0]).toHaveTextContent('StatusPending');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows each bonus entry as a card with its kind and amount', async () => {
    fakeAccountApi();
    await renderAccount('bonus');
    const cards = within(await screen.findByRole('list', { name: 'Bonus history' })).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('TypeSpent');
    expect(cards[0]).toHaveTextContent('Amount−');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the welcome offer (issue 18)', () => {
  const thresholdProfile = () => ({ success: true, data: { ...profile, bonusOffer: 'threshold' } });
  const THRESHOLD_TITLE = 'Welcome discount of 10 000 EUR on orders over 25 000 EUR';

  it("shows a percentage client's offer on the dashboard", async () => {
    fakeAccountApi();
    await renderAccount('dashboard');
    const offer = await screen.findByRole('region', { name: 'Your welcome offer' });
    expect(offer).toHaveTextContent('Welcome bonus, up to 20 % of the order');
    expect(offer).toHaveTextContent('The bonus pays at most 20 % of an order');
  });

  it("shows a threshold client's offer on the dashboard in the page's language, with only its own rule", async () => {
    fakeAccountApi({ 'GET /api/users/me': thresholdProfile });
    await renderAccount('dashboard', 'ua');
    const offer = await screen.findByRole('region', { name: 'Ваша вітальна пропозиція' });
    expect(offer).toHaveTextContent('Вітальна знижка 10 000 EUR на замовлення понад 25 000 EUR');
    expect(offer).toHaveTextContent('Пропозиція діє для замовлень послуг на суму понад 25 000 EUR і надає знижку 10 000 EUR');
    expect(document.body).not.toHaveTextContent(/20\s?%/);
  });

  it("shows a threshold client's offer on the bonus page, never the 20 % rule", async () => {
    fakeAccountApi({ 'GET /api/users/me': thresholdProfile });
    await renderAccount('bonus');
    const offer = await screen.findByRole('region', { name: 'Your welcome offer' });
    expect(offer).toHaveTextContent(THRESHOLD_TITLE);
    expect(offer).toHaveTextContent('it cannot be combined with other offers');
    expect(document.body).not.toHaveTextContent(/20\s?%/);
    expect(document.body).not.toHaveTextContent(/\b10 EUR\b/);
  });

  it('names the offer an order was priced with when a bonus was applied', async () => {
    const discounted = anOrder({ subtotal: 26000, bonusApplied: 10000, bonusOffer: 'threshold', cashPayment: 16000, total: 16000 });
    fakeAccountApi({ 'GET /api/orders/o1': () => ({ success: true, data: discounted }) });
    await renderAccount('orders/o1');
    expect(await screen.findByTestId('order-bonusApplied')).toHaveTextContent('€10,000');
    expect(screen.getByText('Welcome discount')).toBeInTheDocument();
    expect(screen.getByTestId('order-offer')).toHaveTextContent(`Offer applied: ${THRESHOLD_TITLE}`);
  });

  it('names the percentage offer on its orders, and no offer on an order without bonus', async () => {
    fakeAccountApi();
    const view = await renderAccount('orders/o1');
    expect(await screen.findByTestId('order-offer')).toHaveTextContent('Offer applied: Welcome bonus, up to 20 % of the order');
    view.unmount();
    fakeAccountApi({ 'GET /api/orders/o1': () => ({ success: true, data: anOrder({ bonusApplied: 0, bonusOffer: 'threshold', cashPayment: 1000, total: 1000 }) }) });
    await renderAccount('orders/o1');
    expect(await screen.findByTestId('order-cashPayment')).toHaveTextContent('€1,000');
    expect(screen.queryByTestId('order-offer')).not.toBeInTheDocument();
  });
});
