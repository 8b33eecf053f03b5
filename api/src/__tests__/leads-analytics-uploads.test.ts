import { and, eq, like } from 'drizzle-orm';
import { analyticsEvents, leads, mailOutbox, uploads } from '../db/schema';
import { someServices, verifiedClient } from './helpers/clients';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;

/** The mails sales got about the leads of one e-mail address. */
function salesMailsAbout(email: string) {
  return t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, 'sales@growth-partners.example'), eq(mailOutbox.kind, 'lead'), like(mailOutbox.body, `%${email}%`)));
}
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('leads', () => {
  it("stores a contact request, mails sales, and answers with spec 8's text", async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/leads',
      payload: { fullName: 'Marta López', email: 'marta@example.com', phone: '+34 600 000 111', message: 'We need more leads.', language: 'es' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.message).toBe("Thank you! We'll get back to you soon.");
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, response.json().data.id));
    expect(lead).toMatchObject({ kind: 'contact', name: 'Marta López', email: 'marta@example.com', language: 'es' });
    const [mail] = await salesMailsAbout('marta@example.com');
    expect(mail).toMatchObject({ kind: 'lead', subject: 'Contact request from the website' });
    expect(mail!.body).toContain('Name: Marta López\nEmail: marta@example.com\nPhone: +34 600 000 111\nLanguage: Spanish\n\nWe need more leads.');
    expect(mail!.body).toContain(`\n${t.config.publicUrl}/en/admin/leads`);
  });

  it('stores a quote request for a service', async () => {
    const [service] = await someServices(t, 1);
    const response = await t.call({
      method: 'POST',
      url: '/api/leads',
      payload: { fullName: 'Jan Novák', email: 'jan@example.com', message: 'A quote, please.', serviceId: service!.id },
    });
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, response.json().data.id));
    expect(lead).toMatchObject({ kind: 'quote', serviceId: service!.id });
    const [mail] = await salesMailsAbout('jan@example.com');
    expect(mail!.subject).toBe(`Quote request: ${service!.title}`);
    expect(mail!.body).toContain('\nPhone: not given\n');
  });

  it('writes to sales in SALES_LANGUAGE, naming the service in it', async () => {
    const [service] = await someServices(t, 1);
    const inUkrainian = (await t.call({ method: 'GET', url: '/api/services?lang=ua&limit=100' })).json().data as Array<{ id: string; title: string }>;
    const title = inUkrainian.find(({ id }) => id === service!.id)!.title;
    expect(title).not.toBe(service!.title);
    t.app.config.salesLanguage = 'ua';
    try {
      const response = await t.call({ method: 'POST', url: '/api/leads', payload: { fullName: 'Olena', email: 'olena@example.com', message: 'Ціна?', serviceId: service!.id, language: 'ua' } });
      expect(response.statusCode).toBe(201);
    } finally {
      t.app.config.salesLanguage = 'en';
    }
    const [mail] = await salesMailsAbout('olena@example.com');
    expect(mail!.subject).toBe(`Запит пропозиції: ${title}`);
    expect(mail!.body).toContain('Мова: українська');
    expect(mail!.body).toContain(`\n${t.config.publicUrl}/ua/admin/leads`);
  });

  it('keeps the lead and answers 201 when the mail to sales cannot be written', async () => {
    const send = jest.spyOn(t.app.mailer, 'send').mockRejectedValueOnce(new Error('outbox unavailable'));
    const logged = jest.spyOn(t.app.log, 'error').mockImplementationOnce(() => undefined);
    try {
      const response = await t.call({ method: 'POST', url: '/api/leads/callback', payload: { name: 'Ivo', phone: '+420 777 333 444' } });
      expect(response.statusCode).toBe(201);
      const [lead] = await t.db.select().from(leads).where(eq(leads.id, response.json().data.id));
      expect(lead).toMatchObject({ kind: 'callback', name: 'Ivo' });
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ mailKind: 'callback' }), 'The mail to sales about a callback request could not be written');
    } finally {
      send.mockRestore();
      logged.mockRestore();
    }
  });

  it('refuses bad input with the spec messages per field', async () => {
    const response = await t.call({ method: 'POST', url: '/api/leads', payload: { fullName: ' ', email: 'nope', phone: 'x', message: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual({
      fullName: 'This field is required',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      message: 'This field is required',
    });
  });

  it('stores a callback request and mails sales', async () => {
    const response = await t.call({ method: 'POST', url: '/api/leads/callback', payload: { name: 'Petr', phone: '+420 777 111 222', preferredTime: 'mornings' } });
    expect(response.statusCode).toBe(201);
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, response.json().data.id));
    expect(lead).toMatchObject({ kind: 'callback', phone: '+420 777 111 222', preferredTime: 'mornings' });
    const mails = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, 'sales@growth-partners.example'), eq(mailOutbox.kind, 'callback')));
    expect(mails.some((mail) => mail.subject === 'Callback request' && mail.body.includes('Name: Petr\nPhone: +420 777 111 222\nPreferred time: mornings\nLanguage: English'))).toBe(true);
    expect((await t.call({ method: 'POST', url: '/api/leads/callback', payload: { name: 'Petr' } })).statusCode).toBe(400);
  });

  it('limits requests per address with 429', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1' } });
    try {
      const send = () => limited.call({ method: 'POST', url: '/api/leads/callback', payload: { name: 'Petr', phone: '+420 777 111 222' } });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('analytics', () => {
  it('records page views and events without query strings or personal data', async () => {
    const view = await t.call({ method: 'POST', url: '/api/analytics/pageview', payload: { path: '/en/services?email=a@b.c#x', language: 'en' } });
    expect(view.statusCode).toBe(202);
    await t.call({ method: 'POST', url: '/api/analytics/pageview', payload: { pageviews: [{ path: '/ua' }, { path: '/ua/promo/10k' }] } });
    await t.call({ method: 'POST', url: '/api/analytics/track', payload: { name: 'add_to_cart', path: '/en/services/x', properties: { value: 490 } } });
    await t.call({ method: 'POST', url: '/api/analytics/events', payload: { events: [{ name: 'search', properties: { q: 'seo' } }] } });
    const rows = await t.db.select().from(analyticsEvents);
    expect(rows.map((row) => row.path)).toEqual(expect.arrayContaining(['/en/services', '/ua', '/ua/promo/10k', '/en/services/x']));
    expect(rows.some((row) => JSON.stringify(row).includes('a@b.c'))).toBe(false);
    expect(Object.keys(rows[0]!).sort()).toEqual(['createdAt', 'id', 'kind', 'language', 'name', 'path', 'properties']);
  });

  it('takes the key from the query for beacons, on the analytics routes only', async () => {
    const beacon = await t.call({ method: 'POST', url: '/api/analytics/pageview?x-api-key=gp-web-local-key', key: null, payload: { path: '/en/cases' } });
    expect(beacon.statusCode).toBe(202);
    const elsewhere = await t.call({ method: 'GET', url: '/api/services?x-api-key=gp-web-local-key', key: null });
    expect(elsewhere.statusCode).toBe(401);
    const wrong = await t.call({ method: 'POST', url: '/api/analytics/pageview?x-api-key=nope', key: null, payload: { path: '/en' } });
    expect(wrong.statusCode).toBe(401);
  });

  it.each([
    ['/api/analytics/pageview', { path: 'no-slash' }],
    ['/api/analytics/track', { name: 'has spaces' }],
    ['/api/analytics/events', { events: [] }],
  ])('refuses bad input on %s', async (url, payload) => {
    expect((await t.call({ method: 'POST', url, payload })).statusCode).toBe(400);
  });
});

/** A multipart/form-data body with one file field. */
function multipart(filename: string, bytes: Buffer, type = 'application/octet-stream') {
  const boundary = '----gp-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(100, 32)]);

describe('uploads', () => {
  const upload = (token: string, kind: string, file: ReturnType<typeof multipart>) =>
    t.call({ method: 'POST', url: `/api/uploads/${kind}`, token, payload: file.payload, headers: file.headers });

  it('stores an image checked by its bytes and gives it back to its owner only', async () => {
    const owner = await verifiedClient(t);
    const other = await verifiedClient(t);
    const response = await upload(owner.token, 'image', multipart('logo.png', PNG, 'image/png'));
    expect(response.statusCode).toBe(201);
    const stored = response.json().data;
    expect(stored).toMatchObject({ kind: 'image', contentType: 'image/png', size: PNG.length, filename: 'logo.png' });
    const mine = await t.call({ method: 'GET', url: `/api/uploads/${stored.id}`, token: owner.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(PNG)).toBe(true);
    expect((await t.call({ method: 'GET', url: `/api/uploads/${stored.id}`, token: other.token })).statusCode).toBe(404);
    const admin = await signIn(t, 'admin@example.com', 'admin12345');
    expect((await t.call({ method: 'GET', url: `/api/uploads/${stored.id}`, token: admin.tokens.accessToken })).statusCode).toBe(200);
  });

  it('refuses a file whose bytes are not what its name says, with 415', async () => {
    const { token } = await verifiedClient(t);
    const response = await upload(token, 'image', multipart('photo.png', Buffer.from('just some text pretending'), 'image/png'));
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_FILE_TYPE');
    expect((await upload(token, 'document', multipart('cv.pdf', PNG, 'application/pdf'))).statusCode).toBe(415);
  });

  // Found by the fuzz test: a body cut off before its closing boundary answered 500.
  it.each(['image', 'document', 'avatar'])('refuses a %s upload cut off mid-file with 400, storing nothing', async (kind) => {
    const { id, token } = await verifiedClient(t);
    const whole = multipart('logo.png', kind === 'document' ? PDF : PNG);
    const response = await upload(token, kind, { ...whole, payload: whole.payload.subarray(0, whole.payload.length - 20) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'MALFORMED_UPLOAD' });
    expect(await t.db.select().from(uploads).where(eq(uploads.ownerId, id))).toEqual([]);
  });

  it('refuses an image over 2 MB with 413, and takes a PDF document', async () => {
    const { token } = await verifiedClient(t);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024, 0)]);
    const response = await upload(token, 'image', multipart('big.png', big, 'image/png'));
    expect(response.statusCode).toBe(413);
    expect(response.json().success).toBe(false);
    expect((await upload(token, 'document', multipart('brief.pdf', PDF, 'application/pdf'))).statusCode).toBe(201);
  });

  it('makes an avatar public by link and the profile points to it', async () => {
    const { token } = await verifiedClient(t);
    const stored = (await upload(token, 'avatar', multipart('me.png', PNG, 'image/png'))).json().data;
    expect(stored.url).toBe(`/files/avatars/${stored.id}`);
    const open = await t.app.inject({ method: 'GET', url: stored.url });
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toBe('image/png');
    expect((await t.call({ method: 'GET', url: '/api/users/me', token })).json().data.avatarUrl).toBe(stored.url);
  });

  it('needs a file and a signed-in client', async () => {
    const { token } = await verifiedClient(t);
    expect((await t.call({ method: 'POST', url: '/api/uploads/image', token, payload: {} })).statusCode).toBe(400);
    expect((await t.call({ method: 'POST', url: '/api/uploads/image', ...multipart('a.png', PNG) })).statusCode).toBe(401);
  });
});
