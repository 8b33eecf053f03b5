import type { AxiosRequestConfig } from 'axios';
import { apiClient } from 'shared-api';
import type { Category, Service } from 'shared-api/contracts/catalogue';

export const categories: Category[] = [
  { id: 'c1', slug: 'seo-content', name: 'SEO and content', description: '', icon: 'x', color: '#4caf50', isActive: true, sortOrder: 1, services: 2 },
  { id: 'c2', slug: 'paid-advertising', name: 'Paid advertising', description: '', icon: 'x', color: '#2196f3', isActive: true, sortOrder: 2, services: 1 },
];

export function aService(overrides: Partial<Service> = {}): Service {
  return {
    id: 's1',
    slug: 'technical-seo-audit',
    title: 'Technical SEO audit',
    shortDescription: 'An in-depth check.',
    fullDescription: 'We crawl everything.',
    categoryId: 'c1',
    category: null,
    features: ['full_site_crawl'],
    benefits: ['Fewer errors'],
    kpis: ['+30% organic traffic'],
    isActive: true,
    estimatedDeliveryDays: 10,
    isPopular: true,
    isUrgent: false,
    expertLevel: false,
    hasGuarantee: true,
    roi: '150%',
    childServices: [],
    prices: [{ price: 1490, currency: 'EUR', isActive: true }],
    priceFrom: 1490,
    currency: 'EUR',
    ...overrides,
  };
}

export const services: Service[] = [
  aService(),
  aService({ id: 's2', slug: 'local-seo', title: 'Local SEO', priceFrom: 490 }),
  aService({ id: 's3', slug: 'google-ads-management', title: 'Google Ads management', categoryId: 'c2', priceFrom: 900 }),
];

type Handler = (config: AxiosRequestConfig) => unknown;

/**
 * Answers the catalogue's requests from the data above, as the API would; a test overrides a path
 * with a handler that returns a body, or throws an axios-like error.
 */
export function fakeCatalogueApi(overrides: Record<string, Handler> = {}) {
  const calls: AxiosRequestConfig[] = [];
  const spy = jest.spyOn(apiClient, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    calls.push(config);
    const url = config.url ?? '';
    const override = Object.entries(overrides).find(([path]) => url === path || url.startsWith(`${path}/`));
    if (override) return { data: await override[1](config) };
    const params = (config.params ?? {}) as Record<string, string | number | undefined>;
    if (url === '/api/categories') return { data: { success: true, data: categories } };
    if (url === '/api/services') {
      const slug = params.category;
      const inCategory = services.filter((s) => !slug || s.categoryId === categories.find((c) => c.slug === slug)?.id);
      const offset = Number(params.offset ?? 0);
      const limit = Number(params.limit ?? 50);
      return { data: { success: true, data: inCategory.slice(offset, offset + limit), pagination: { total: inCategory.length, limit, offset } } };
    }
    if (url === '/api/search') {
      const q = String(params.q).toLowerCase();
      return { data: { success: true, data: services.filter((s) => s.title.toLowerCase().includes(q.slice(0, 3))) } };
    }
    const detail = /^\/api\/services\/(.+)$/.exec(url);
    if (detail) {
      const found = services.find((s) => s.slug === decodeURIComponent(detail[1]!));
      if (!found) throw httpError(404, 'Service not found');
      return { data: { success: true, data: { ...found, category: categories.find((c) => c.id === found.categoryId) ?? null } } };
    }
    if (url === '/api/leads' || url === '/api/leads/callback') return { data: { success: true, data: { id: 'lead-1', message: 'ok' } } };
    throw httpError(404, 'Not found');
  });
  return { calls, spy };
}

/** An error shaped like axios's, so the shared error mapping reads its status and message. */
export function httpError(status: number, error: string) {
  return Object.assign(new Error(error), { isAxiosError: true, response: { status, data: { success: false, error, code: 'X' } } });
}
