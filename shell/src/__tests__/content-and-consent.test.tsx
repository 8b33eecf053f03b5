import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { apiClient, PAGE_LINK_MARK } from 'shared-api';
import { CONSENT_KEY } from '../analytics/consent';
import { createPageViewQueue } from '../analytics/page-views';
import { renderApp, signedOutState } from './render-app';

jest.mock('../remotes/registry', () => ({
  loadRemoteModule: (id: string) => Promise.resolve({ default: () => <p>remote {id}</p> }),
}));

const settings = {
  legalEntities: [
    { name: 'Growth Partners Europe S.L.', country: 'Spain', address: 'Madrid', registrationNumber: 'CIF B1', phone: '+34 910 123 456', email: 'a@x' },
    { name: 'Growth Partners CZ s.r.o.', country: 'Czech Republic', address: 'Prague', registrationNumber: 'IČO 1', phone: '+420 222 123 456', email: 'a@x' },
  ],
  phones: [{ label: 'Spain', number: '+34 910 123 456' }],
  emails: [{ label: 'Sales', address: 'sales@growth-partners.example' }],
  socialLinks: [],
};

function fakeContentApi(handlers: Record<string, (config: AxiosRequestConfig) => unknown> = {}) {
  const calls: AxiosRequestConfig[] = [];
  jest.spyOn(apiClient, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    calls.push(config);
    const handler = handlers[config.url ?? ''];
    if (handler) return { data: await handler(config) };
    if (config.url === '/api/content/settings') return { data: { success: true, data: settings } };
    const page = /^\/api\/content\/pages\/(\w+)$/.exec(config.url ?? '');
    if (page) {
      return {
        data: {
          success: true,
          data: {
            slug: page[1],
            lang: 'en',
            title: `Title of ${page[1]}`,
            description: `About ${page[1]}`,
            blocks: [
              { type: 'paragraph', text: 'Intro text' },
              { type: 'list', items: ['Address: Madrid', 'Phone: +34 910 123 456'] },
              { type: 'case', client: 'Online furniture retailer, Spain', challenge: 'Low traffic', solution: 'SEO', results: [{ label: 'Organic traffic', value: '+180%' }] },
            ],
          },
        },
      };
    }
    return { data: { success: true, data: { id: 'lead' } } };
  });
  return calls;
}

beforeEach(() => localStorage.setItem(CONSENT_KEY, 'rejected'));

describe('content pages', () => {
  it('render the content in the current language with its title, description and hreflang alternates', async () => {
    const calls = fakeContentApi();
    await renderApp('/ua/cases', { preloadedState: signedOutState, language: 'ua' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Title of cases' })).toBeInTheDocument();
    const story = screen.getByRole('article', { name: 'Online furniture retailer, Spain' });
    expect(within(story).getByText('+180%')).toBeInTheDocument();
    // A list is read as one, its items as they are (the markers are the list's, not text).
    const list = within(screen.getByRole('main')).getByRole('list');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Address: Madrid', 'Phone: +34 910 123 456']);
    expect(calls.find((c) => c.url === '/api/content/pages/cases')?.params).toEqual({ lang: 'ua' });
    await waitFor(() => expect(document.title).toBe('Title of cases — Growth Partners'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'About cases');
    const alternates = [...document.querySelectorAll('link[rel="alternate"]')].map((link) => link.getAttribute('hreflang'));
    expect(alternates).toEqual(['en', 'uk', 'ru', 'es', 'pl', 'lt', 'nl', 'cs', 'x-default']);
  });
});

describe('the address links in the head', () => {
  it('keeps those the server wrote for the page arrived on, and rewrites them at its address once the visitor moves on', async () => {
    fakeContentApi();
    document.head.querySelectorAll(`link[${PAGE_LINK_MARK}]`).forEach((link) => link.remove());
    // The server's canonical of a page that keeps its query (the catalogue's ?category=…).
    const served = Object.assign(document.createElement('link'), { rel: 'canonical', href: 'https://growth.example/ua/cases?category=x' });
    served.setAttribute(PAGE_LINK_MARK, '');
    document.head.appendChild(served);

    const { router } = await renderApp('/ua/cases', { preloadedState: signedOutState, language: 'ua' });
    await screen.findByRole('heading', { level: 1, name: 'Title of cases' });
    expect([...document.head.querySelectorAll(`link[${PAGE_LINK_MARK}]`)]).toEqual([served]);

    await act(() => router.navigate('/ua/about'));
    await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://growth.example/ua/about'));
    expect(served.isConnected).toBe(false);
    expect(document.head.querySelector('link[rel="alternate"][hreflang="uk"]')).toHaveAttribute('href', 'https://growth.example/ua/about');
  });
});

describe('the contact form', () => {
  it('shows the spec messages for bad input', async () => {
    fakeContentApi();
    await renderApp('/en/contacts', { preloadedState: signedOutState });
    const form = await screen.findByRole('form', { name: 'Write to us' });
    await userEvent.type(within(form).getByLabelText(/Email/), 'nope');
    await userEvent.type(within(form).getByLabelText(/Phone/), 'x');
    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(2);
    expect(within(form).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a valid phone number')).toBeInTheDocument();
  });

  it("thanks the visitor when sent, and keeps the text when sending fails", async () => {
    let fail = true;
    fakeContentApi({
      '/api/leads': () => {
        if (fail) throw Object.assign(new Error('down'), { isAxiosError: true, response: { status: 500, data: {} } });
        return { success: true, data: { id: 'l1' } };
      },
    });
    await renderApp('/en/contacts', { preloadedState: signedOutState });
    const form = await screen.findByRole('form', { name: 'Write to us' });
    await userEvent.type(within(form).getByLabelText(/Full name/), 'Marta López');
    await userEvent.type(within(form).getByLabelText(/Email/), 'marta@example.com');
    await userEvent.type(within(form).getByLabelText(/Message/), 'Hello');
    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Sorry, something went wrong. Please try again.');
    expect(within(form).getByLabelText(/Full name/)).toHaveValue('Marta López');
    fail = false;
    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByRole('status')).toHaveTextContent("Thank you! We'll get back to you soon.");
  });

  it('lists both legal entities and the phones as tel: links', async () => {
    fakeContentApi();
    await renderApp('/en/contacts', { preloadedState: signedOutState });
    const entities = await screen.findByRole('region', { name: 'Our companies' });
    expect(entities).toHaveTextContent('Growth Partners Europe S.L.');
    expect(entities).toHaveTextContent('Growth Partners CZ s.r.o.');
    expect(screen.getAllByRole('link', { name: '+34 910 123 456' })[0]).toHaveAttribute('href', 'tel:+34910123456');
  });
});

describe('the call-us dialog', () => {
  it('shows the phones and sends a callback request', async () => {
    const calls = fakeContentApi();
    await renderApp('/en/about', { preloadedState: signedOutState });
    // The header's call-us in words (its icon form shows on narrower screens, by CSS).
    await userEvent.click((await screen.findAllByRole('button', { name: 'Call us' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Call us' });
    expect(await within(dialog).findByRole('link', { name: '+34 910 123 456' })).toHaveAttribute('href', 'tel:+34910123456');
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Petr');
    await userEvent.type(within(dialog).getByLabelText(/^Phone/), '+420 777 111 222');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request callback' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent("Thank you! We'll get back to you soon.");
    expect(calls.find((c) => c.url === '/api/leads/callback')?.data).toMatchObject({ name: 'Petr', phone: '+420 777 111 222', language: 'en' });
  });
});

describe('consent and page views', () => {
  beforeEach(() => localStorage.removeItem(CONSENT_KEY));

  it('asks before anything is sent, remembers a refusal and sends nothing', async () => {
    const calls = fakeContentApi();
    const { router } = await renderApp('/en/about', { preloadedState: signedOutState });
    const banner = await screen.findByRole('region', { name: 'Cookie and analytics consent' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Reject' }));
    expect(localStorage.getItem(CONSENT_KEY)).toBe('rejected');
    expect(screen.queryByRole('region', { name: 'Cookie and analytics consent' })).not.toBeInTheDocument();
    await act(() => router.navigate('/en/cases'));
    expect(calls.some((c) => String(c.url).startsWith('/api/analytics'))).toBe(false);
  });

  it('queues page views only after consent and sends them together', async () => {
    jest.useFakeTimers();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: {} });
    const queue = createPageViewQueue({ flushEvery: 1000 });
    queue.record({ path: '/en' });
    expect(queue.size).toBe(0);
    localStorage.setItem(CONSENT_KEY, 'accepted');
    queue.record({ path: '/en', language: 'en' });
    queue.record({ path: '/en/cases', language: 'en' });
    expect(post).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(post).toHaveBeenCalledWith('/api/analytics/pageview', { pageviews: [{ path: '/en', language: 'en' }, { path: '/en/cases', language: 'en' }] });
    jest.useRealTimers();
  });

  it('sends what is left with a beacon carrying the key when the visitor leaves', () => {
    localStorage.setItem(CONSENT_KEY, 'accepted');
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    const queue = createPageViewQueue();
    queue.record({ path: '/en/about' });
    queue.flushOnLeave();
    expect(sendBeacon).toHaveBeenCalledWith('/api/analytics/pageview?x-api-key=test-key', expect.any(Blob));
    expect(queue.size).toBe(0);
  });
});
