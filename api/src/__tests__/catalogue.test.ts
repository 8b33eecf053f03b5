import zlib from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { serviceTranslations, services } from '../db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, headers });

describe('GET /api/services', () => {
  it('lists the active catalogue, 50 at a time by default, with the total', async () => {
    const response = await get('/api/services');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.pagination).toEqual({ total: 50, limit: 50, offset: 0 });
    expect(body.data).toHaveLength(50);
  });

  it('pages with limit and offset', async () => {
    const first = (await get('/api/services?limit=10&offset=0')).json();
    const second = (await get('/api/services?limit=10&offset=10')).json();
    expect(first.data).toHaveLength(10);
    expect(second.pagination).toEqual({ total: 50, limit: 10, offset: 10 });
    const ids = new Set([...first.data, ...second.data].map((s: { id: string }) => s.id));
    expect(ids.size).toBe(20);
  });

  it.each([
    ['limit=101', 'limit'],
    ['limit=0', 'limit'],
    ['offset=-1', 'offset'],
    ['lang=de', 'lang'],
    ['popular=yes', 'popular'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const response = await get(`/api/services?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', details: { [field]: expect.any(String) } });
  });

  it('filters by category slug, popular and expert', async () => {
    const seo = (await get('/api/services?category=seo-content')).json();
    expect(seo.pagination.total).toBe(6);
    const categories = (await get('/api/categories')).json().data as Array<{ id: string; slug: string }>;
    const seoId = categories.find((c) => c.slug === 'seo-content')!.id;
    expect(seo.data.every((s: { categoryId: string }) => s.categoryId === seoId)).toBe(true);

    const popular = (await get('/api/services?popular=true')).json();
    expect(popular.data.length).toBeGreaterThan(0);
    expect(popular.data.every((s: { isPopular: boolean }) => s.isPopular)).toBe(true);
    const expert = (await get('/api/services?expert=true')).json();
    expect(expert.data.every((s: { expertLevel: boolean }) => s.expertLevel)).toBe(true);

    expect((await get('/api/services?category=no-such-category')).json().pagination.total).toBe(0);
  });

  it('derives priceFrom from the lowest active price, with pricePro and currency (spec 3)', async () => {
    const localSeo = (await get('/api/services/local-seo')).json().data;
    expect(localSeo.prices.map((p: { price: number }) => p.price)).toEqual([790, 490, 1290]);
    expect(localSeo.priceFrom).toBe(490);
    expect(localSeo.pricePro).toBe(1290);
    expect(localSeo.currency).toBe('EUR');
  });

  it('gives the texts in the requested language, and English where a language has none', async () => {
    const ua = (await get('/api/services/technical-seo-audit?lang=ua')).json().data;
    const en = (await get('/api/services/technical-seo-audit?lang=en')).json().data;
    const pl = (await get('/api/services/technical-seo-audit?lang=pl')).json().data;
    expect(ua.title).not.toBe(en.title);
    expect(ua.title).toMatch(/[а-яіїєґ]/i);
    expect(pl.title).toBe('Techniczny audyt SEO');

    // A language whose text of the service is missing (staff removed it) gets the English one.
    const [service] = await t.db.select({ id: services.id }).from(services).where(eq(services.slug, 'technical-seo-audit'));
    await t.db.delete(serviceTranslations).where(and(eq(serviceTranslations.serviceId, service!.id), eq(serviceTranslations.lang, 'lt')));
    await t.app.catalogueCache.invalidate();
    const lt = (await get('/api/services/technical-seo-audit?lang=lt')).json().data;
    expect(lt.title).toBe(en.title);
    expect(lt.features).toEqual(en.features);
  });
});

describe('GET /api/services/:idOrSlug', () => {
  it('finds a service by slug or by id, with its category', async () => {
    const bySlug = (await get('/api/services/google-ads-management')).json().data;
    const byId = (await get(`/api/services/${bySlug.id}`)).json().data;
    expect(byId.slug).toBe('google-ads-management');
    expect(bySlug.category).toMatchObject({ slug: 'paid-advertising', name: 'Paid advertising', color: '#2196f3' });
  });

  it("answers an unknown service with 404 'Service not found'", async () => {
    const response = await get('/api/services/no-such-service');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: 'Service not found', code: 'SERVICE_NOT_FOUND' });
  });
});

describe('GET /api/categories', () => {
  it('lists the categories by sort order with their service counts', async () => {
    const body = (await get('/api/categories?lang=es')).json();
    expect(body.data.map((c: { slug: string }) => c.slug)).toEqual([
      'digital-marketing',
      'seo-content',
      'paid-advertising',
      'sales-optimisation',
      'crm-automation',
      'data-analytics',
      'branding-design',
      'strategy-consulting',
    ]);
    // Six services each; strategy and consulting also holds the Starter and Pro growth packages.
    expect(body.data.map((c: { services: number }) => c.services)).toEqual([6, 6, 6, 6, 6, 6, 6, 8]);
    expect(body.data[0].name).toBe('Marketing digital');
  });
});

describe('GET /api/search', () => {
  it("is typo-tolerant: 'markting' finds marketing services first", async () => {
    const body = (await get('/api/search?q=markting')).json();
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    expect(body.data.slice(0, 3).every((s: { title: string }) => /marketing/i.test(s.title))).toBe(true);
  });

  it('searches the requested language and English', async () => {
    const ukrainian = (await get(`/api/search?q=${encodeURIComponent('маркетинг')}&lang=ua`)).json();
    expect(ukrainian.data.length).toBeGreaterThan(0);
    const englishWordInUkrainian = (await get('/api/search?q=google%20ads&lang=ua')).json();
    expect(englishWordInUkrainian.data.map((s: { slug: string }) => s.slug)).toContain('google-ads-management');
  });

  it('gives an empty list for a blank query', async () => {
    for (const q of ['', '%20%20']) {
      const response = await get(`/api/search?q=${q}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: [] });
    }
  });

  it('says 30 days where a service has no delivery estimate (spec 3)', async () => {
    const list = (await get('/api/services?limit=100')).json().data as Array<{ slug: string; title: string; estimatedDeliveryDays: number | null }>;
    const unknown = list.find((s) => s.estimatedDeliveryDays === null)!;
    const found = (await get(`/api/search?q=${encodeURIComponent(unknown.title)}`)).json().data as typeof list;
    expect(found.find((s) => s.slug === unknown.slug)?.estimatedDeliveryDays).toBe(30);
  });

  it('honours the limit', async () => {
    expect((await get('/api/search?q=marketing&limit=2')).json().data).toHaveLength(2);
  });
});

describe('caching', () => {
  it('answers an unchanged catalogue read with 304 to a client that has it', async () => {
    const first = await get('/api/categories?lang=en');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const second = await get('/api/categories?lang=en', { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it.each([
    ['br', (b: Buffer) => zlib.brotliDecompressSync(b)],
    ['gzip', (b: Buffer) => zlib.gunzipSync(b)],
  ] as const)('sends the cached answer %s-compressed to a client that accepts it', async (encoding, decompress) => {
    const plain = await get('/api/services?lang=ua');
    const compressed = await get('/api/services?lang=ua', { 'accept-encoding': `${encoding}, deflate` });
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(decompress(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('answers 304 to a client that has the compressed answer, with no body and nothing describing one', async () => {
    const first = await get('/api/services?lang=en', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const etag = first.headers.etag as string;
    const second = await get('/api/services?lang=en', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
    expect(second.rawPayload).toHaveLength(0);
    expect(second.headers).toMatchObject({ etag, 'cache-control': 'no-cache', vary: 'Accept-Encoding' });
    for (const header of ['content-encoding', 'content-type', 'content-length']) expect(second.headers[header]).toBeUndefined();
  });

  it('tags an answer the same however it is encoded, and sends it again when the tag differs', async () => {
    const plain = await get('/api/services?lang=en&limit=20');
    const gzip = await get('/api/services?lang=en&limit=20', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    expect((await get('/api/services?lang=en&limit=20', { 'if-none-match': plain.headers.etag as string })).statusCode).toBe(304);
    const stale = await get('/api/services?lang=en&limit=20', { 'if-none-match': 'W/"an-older-answer"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(plain.json());
  });

  it('tags a blank search too, weakly, though it is not cached', async () => {
    const first = await get('/api/search?q=%20');
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect((await get('/api/search?q=%20', { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
  });

  it('tags no error, and no answer outside the catalogue', async () => {
    const missing = await get('/api/services/no-such-service');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const invalid = await get('/api/services?limit=-1');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers.etag).toBeUndefined();
    const menu = await get('/api/content/menu');
    expect(menu.statusCode).toBe(200);
    expect(menu.headers.etag).toBeUndefined();
  });

  it('serves a repeated read from memory and recomputes after invalidation', async () => {
    t.app.catalogueCache.invalidate();
    await get('/api/services?lang=cz');
    const size = t.app.catalogueCache.size;
    await get('/api/services?lang=cz');
    expect(t.app.catalogueCache.size).toBe(size);
    t.app.catalogueCache.invalidate();
    expect(t.app.catalogueCache.size).toBe(0);
  });
});

describe('the application key (spec 7)', () => {
  it.each(['/api/services', '/api/categories', '/auth/me'])('refuses %s without the key', async (url) => {
    const response = await t.call({ method: 'GET', url, key: null });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, error: 'Missing API key: send the X-API-Key header', code: 'INVALID_API_KEY' });
  });

  it('refuses a wrong key', async () => {
    const response = await t.call({ method: 'GET', url: '/api/services', key: 'wrong' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('Invalid API key');
  });
});
