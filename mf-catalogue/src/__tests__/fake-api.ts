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

/** The catalogue's texts in one language, as the API answers ?lang=…: categories, titles, and the texts every service shares here. */
interface CatalogueTexts {
  categories: Record<'c1' | 'c2', string>;
  titles: Record<'s1' | 's2' | 's3', string>;
  shortDescription: string;
  fullDescription: string;
  feature: string;
  benefit: string;
  kpi: string;
}

/** The catalogue above in the other languages (admins write each service's texts in all eight). */
const TRANSLATED: Record<string, CatalogueTexts> = {
  ua: {
    categories: { c1: 'SEO та контент', c2: 'Платна реклама' },
    titles: { s1: 'Технічний SEO-аудит', s2: 'Локальне SEO', s3: 'Ведення Google Ads' },
    shortDescription: 'Глибока перевірка сайту.',
    fullDescription: 'Ми скануємо кожну сторінку.',
    feature: 'повне_сканування_сайту',
    benefit: 'Менше помилок',
    kpi: '+30% органічного трафіку',
  },
  ru: {
    categories: { c1: 'SEO и контент', c2: 'Платная реклама' },
    titles: { s1: 'Технический SEO-аудит', s2: 'Локальное SEO', s3: 'Ведение Google Ads' },
    shortDescription: 'Глубокая проверка сайта.',
    fullDescription: 'Мы сканируем каждую страницу.',
    feature: 'полное_сканирование_сайта',
    benefit: 'Меньше ошибок',
    kpi: '+30% органического трафика',
  },
  es: {
    categories: { c1: 'SEO y contenido', c2: 'Publicidad de pago' },
    titles: { s1: 'Auditoría técnica SEO', s2: 'SEO local', s3: 'Gestión de Google Ads' },
    shortDescription: 'Una revisión a fondo.',
    fullDescription: 'Rastreamos cada página.',
    feature: 'rastreo_completo_del_sitio',
    benefit: 'Menos errores',
    kpi: '+30 % de tráfico orgánico',
  },
  pl: {
    categories: { c1: 'SEO i treści', c2: 'Reklama płatna' },
    titles: { s1: 'Techniczny audyt SEO', s2: 'Lokalne SEO', s3: 'Prowadzenie Google Ads' },
    shortDescription: 'Dogłębna kontrola.',
    fullDescription: 'Skanujemy każdą stronę.',
    feature: 'pełne_skanowanie_witryny',
    benefit: 'Mniej błędów',
    kpi: '+30% ruchu organicznego',
  },
  lt: {
    categories: { c1: 'SEO ir turinys', c2: 'Mokama reklama' },
    titles: { s1: 'Techninis SEO auditas', s2: 'Vietinis SEO', s3: 'Google Ads valdymas' },
    shortDescription: 'Išsamus patikrinimas.',
    fullDescription: 'Nuskaitome kiekvieną puslapį.',
    feature: 'visos_svetainės_nuskaitymas',
    benefit: 'Mažiau klaidų',
    kpi: '+30 % organinio srauto',
  },
  nl: {
    categories: { c1: 'SEO en teksten', c2: 'Betaalde advertenties' },
    titles: { s1: 'Technische SEO-audit', s2: 'Lokale SEO', s3: 'Google Ads-beheer' },
    shortDescription: 'Een grondige controle.',
    fullDescription: 'We doorzoeken elke pagina.',
    feature: 'volledige_sitecrawl',
    benefit: 'Minder fouten',
    kpi: '+30% organisch verkeer',
  },
  cz: {
    categories: { c1: 'SEO a obsah', c2: 'Placená reklama' },
    titles: { s1: 'Technický SEO audit', s2: 'Lokální SEO', s3: 'Správa Google Ads' },
    shortDescription: 'Důkladná kontrola.',
    fullDescription: 'Procházíme každou stránku.',
    feature: 'kompletní_procházení_webu',
    benefit: 'Méně chyb',
    kpi: '+30 % organické návštěvnosti',
  },
};

/** A category or service in the language asked for; English, as the API falls back, for a language it has no texts in. */
function inLanguage<T extends Category | Service>(item: T, lang: unknown): T {
  const texts = typeof lang === 'string' ? TRANSLATED[lang] : undefined;
  if (!texts) return item;
  if ('name' in item) return { ...item, name: texts.categories[item.id as 'c1' | 'c2'] ?? item.name };
  const service = item as Service;
  return {
    ...item,
    title: texts.titles[service.id as 's1' | 's2' | 's3'] ?? service.title,
    shortDescription: texts.shortDescription,
    fullDescription: texts.fullDescription,
    features: [texts.feature],
    benefits: [texts.benefit],
    kpis: [texts.kpi],
  };
}

/** The English catalogue's texts a reader sees (features with spaces), to check that a page in another language shows none. */
export const ENGLISH_CATALOGUE_TEXTS: string[] = [
  ...new Set([
    ...categories.map((category) => category.name),
    ...services.flatMap((service) => [service.title, service.shortDescription, service.fullDescription, ...service.features.map((feature) => feature.replaceAll('_', ' ')), ...service.benefits, ...service.kpis]),
  ]),
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
    const own = <T extends Category | Service>(items: T[]) => items.map((item) => inLanguage(item, params.lang));
    if (url === '/api/categories') return { data: { success: true, data: own(categories) } };
    if (url === '/api/services') {
      const slug = params.category;
      const inCategory = services.filter((s) => !slug || s.categoryId === categories.find((c) => c.slug === slug)?.id);
      const offset = Number(params.offset ?? 0);
      const limit = Number(params.limit ?? 50);
      return { data: { success: true, data: own(inCategory.slice(offset, offset + limit)), pagination: { total: inCategory.length, limit, offset } } };
    }
    if (url === '/api/search') {
      const q = String(params.q).toLowerCase();
      return { data: { success: true, data: own(services.filter((s) => s.title.toLowerCase().includes(q.slice(0, 3)))) } };
    }
    const detail = /^\/api\/services\/(.+)$/.exec(url);
    if (detail) {
      const found = services.find((s) => s.slug === decodeURIComponent(detail[1]!));
      if (!found) throw httpError(404, 'Service not found');
      const category = categories.find((c) => c.id === found.categoryId);
      return { data: { success: true, data: { ...inLanguage(found, params.lang), category: category ? inLanguage(category, params.lang) : null } } };
    }
    if (url === '/api/leads' || url === '/api/leads/callback') return { data: { success: true, data: { id: 'lead-1', message: 'ok' } } };
    throw httpError(404, 'Not found');
  });
  return { calls, spy };
}

/** An error shaped like axios's, so the shared error mapping reads its status and message. */
export function httpError(status: number, error: string, code = 'X') {
  return Object.assign(new Error(error), { isAxiosError: true, response: { status, data: { success: false, error, code } } });
}
