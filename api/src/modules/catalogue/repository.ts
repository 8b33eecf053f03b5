import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/database';
import { categories, categoryTranslations, servicePrices, services, serviceTranslations } from '../../db/schema';
import { derivePrices, orderPriceCents, type ServicePrices } from 'shared-domain';

/** Service texts in the requested language, English field by field where a translation is missing. */
const local = alias(serviceTranslations, 'local');
const english = alias(serviceTranslations, 'english');
const text = (field: 'title' | 'shortDescription' | 'fullDescription') => sql<string>`coalesce(nullif(${local[field]}, ''), ${english[field]})`;
const list = (field: 'features' | 'benefits' | 'kpis') =>
  sql<string[]>`case when cardinality(${local[field]}) > 0 then ${local[field]} else ${english[field]} end`;

const serviceColumns = {
  id: services.id,
  slug: services.slug,
  categoryId: services.categoryId,
  isActive: services.isActive,
  isPopular: services.isPopular,
  isUrgent: services.isUrgent,
  expertLevel: services.expertLevel,
  hasGuarantee: services.hasGuarantee,
  roi: services.roi,
  estimatedDeliveryDays: services.estimatedDeliveryDays,
  title: text('title'),
  shortDescription: text('shortDescription'),
  fullDescription: text('fullDescription'),
  features: list('features'),
  benefits: list('benefits'),
  kpis: list('kpis'),
};

function servicesIn(db: Database, lang: string) {
  return db
    .select(serviceColumns)
    .from(services)
    .innerJoin(english, and(eq(english.serviceId, services.id), eq(english.lang, 'en')))
    .leftJoin(local, and(eq(local.serviceId, services.id), eq(local.lang, lang)));
}

export type ServiceRow = Awaited<ReturnType<ReturnType<typeof servicesIn>['execute']>>[number];

export interface PriceSummary extends ServicePrices {
  prices: Array<{ price: number; currency: string; isActive: boolean }>;
  /** What one costs in an order; none when the service cannot be ordered (shared-domain's orderPriceCents). */
  orderPriceCents?: number;
}

/** Spec 3's prices of services, by id (shared-domain's servicePrices), with what an order charges. */
export async function priceSummaries(db: Database | Transaction, serviceIds: string[]): Promise<Map<string, PriceSummary>> {
  const summaries = new Map<string, PriceSummary>();
  if (serviceIds.length === 0) return summaries;
  const rows = await db
    .select()
    .from(servicePrices)
    .where(inArray(servicePrices.serviceId, serviceIds))
    .orderBy(asc(servicePrices.position), asc(servicePrices.id));
  for (const id of serviceIds) {
    const own = rows.filter((row) => row.serviceId === id);
    const derived = derivePrices(own);
    const orderPrice = orderPriceCents(derived);
    summaries.set(id, {
      ...derived,
      prices: own.map((row) => ({ price: row.amountCents / 100, currency: row.currency, isActive: row.isActive })),
      ...(orderPrice !== undefined && { orderPriceCents: orderPrice }),
    });
  }
  return summaries;
}

/** A typo-tolerant match of q against a service in a language and in English (pg_trgm + full text). */
function searchScore(q: string): SQL<number> {
  const query = q.toLowerCase();
  return sql<number>`greatest(
    word_similarity(${query}, lower(${text('title')})),
    word_similarity(${query}, lower(${english.title})),
    word_similarity(${query}, lower(${text('shortDescription')})) * 0.8,
    case when to_tsvector('simple', ${text('title')} || ' ' || ${text('shortDescription')} || ' ' || ${english.title})
      @@ plainto_tsquery('simple', ${query}) then 1 else 0 end
  )`;
}

/** How close a search has to be: 'markting' still finds marketing services. */
const SEARCH_THRESHOLD = 0.45;

export interface ServiceFilter {
  lang: string;
  categorySlug?: string;
  search?: string;
  popular?: boolean;
  expert?: boolean;
  limit: number;
  offset: number;
  /** Admin lists show deactivated services too, or only the active or inactive ones. */
  includeInactive?: boolean;
  state?: 'active' | 'inactive';
  /** The catalogue's own order unless a list asks for another (a search is ordered by relevance first). */
  sort?: 'position' | 'title' | 'updated';
  direction?: 'asc' | 'desc';
}

function orderOf(filter: ServiceFilter): SQL[] {
  const order = filter.direction === 'desc' ? desc : asc;
  if (filter.sort === 'title') return [order(sql`lower(${text('title')})`), asc(services.id)];
  if (filter.sort === 'updated') return [order(services.updatedAt), asc(services.id)];
  return [order(services.sortOrder), order(english.title)];
}

export async function findServices(db: Database, filter: ServiceFilter): Promise<{ rows: ServiceRow[]; total: number }> {
  const conditions: SQL[] = filter.includeInactive ? [] : [eq(services.isActive, true)];
  if (filter.state) conditions.push(eq(services.isActive, filter.state === 'active'));
  if (filter.categorySlug) {
    conditions.push(sql`${services.categoryId} = (select ${categories.id} from ${categories} where ${categories.slug} = ${filter.categorySlug})`);
  }
  if (filter.popular) conditions.push(eq(services.isPopular, true));
  if (filter.expert) conditions.push(eq(services.expertLevel, true));
  const search = filter.search?.trim();
  const score = search ? searchScore(search) : undefined;
  if (score) conditions.push(sql`${score} >= ${SEARCH_THRESHOLD}`);
  const where = and(...conditions);

  const [rows, [count]] = await Promise.all([
    servicesIn(db, filter.lang)
      .where(where)
      .orderBy(...(score ? [sql`${score} desc`] : []), ...orderOf(filter))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(services)
      .innerJoin(english, and(eq(english.serviceId, services.id), eq(english.lang, 'en')))
      .leftJoin(local, and(eq(local.serviceId, services.id), eq(local.lang, filter.lang)))
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** One service by its id or its slug, active or not (the detail page says when it is not). */
export async function findService(db: Database, idOrSlug: string, lang: string): Promise<ServiceRow | undefined> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrSlug);
  const [row] = await servicesIn(db, lang)
    .where(and(isUuid ? eq(services.id, idOrSlug) : eq(services.slug, idOrSlug), eq(services.isActive, true)))
    .limit(1);
  return row;
}

const localCategory = alias(categoryTranslations, 'local_category');
const englishCategory = alias(categoryTranslations, 'english_category');

/** Active categories by sort order, with their count of active services. */
export function findCategories(db: Database, lang: string) {
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      icon: categories.icon,
      color: categories.color,
      isActive: categories.isActive,
      sortOrder: categories.sortOrder,
      name: sql<string>`coalesce(nullif(${localCategory.name}, ''), ${englishCategory.name})`,
      description: sql<string>`coalesce(nullif(${localCategory.description}, ''), ${englishCategory.description})`,
      services: sql<number>`(select count(*)::int from ${services} where ${services.categoryId} = ${categories.id} and ${services.isActive})`,
    })
    .from(categories)
    .innerJoin(englishCategory, and(eq(englishCategory.categoryId, categories.id), eq(englishCategory.lang, 'en')))
    .leftJoin(localCategory, and(eq(localCategory.categoryId, categories.id), eq(localCategory.lang, lang)))
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.sortOrder), asc(categories.slug));
}

/** A service as carts, orders and invoices name it: its title in the reader's language. */
export interface ServiceTitle {
  id: string;
  slug: string;
  title: string;
  isActive: boolean;
}

/**
 * The titles of services by id in a language, English where the language has none; deactivated
 * services too (an order or a cart may still hold them). Ids with no service are left out.
 */
export async function serviceTitles(db: Database | Transaction, ids: readonly string[], lang: string): Promise<Map<string, ServiceTitle>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: services.id, slug: services.slug, title: text('title'), isActive: services.isActive })
    .from(services)
    .innerJoin(english, and(eq(english.serviceId, services.id), eq(english.lang, 'en')))
    .leftJoin(local, and(eq(local.serviceId, services.id), eq(local.lang, lang)))
    .where(inArray(services.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** An ordered service as an order records it: its title (kept for history only) and its price now. */
export interface OrderableService {
  id: string;
  title: string;
  unitPriceCents: number;
}

/**
 * The services an order names, split into those that can be ordered (active, with an active price in
 * euros: without one it would be free) and the titles of those that cannot.
 */
export async function servicesToOrder(db: Database | Transaction, ids: string[], lang: string) {
  const found = [...(await serviceTitles(db, ids, lang)).values()];
  const prices = await priceSummaries(db, ids);
  const orderable = new Map<string, OrderableService>();
  for (const service of found) {
    const unitPriceCents = prices.get(service.id)?.orderPriceCents;
    if (service.isActive && unitPriceCents !== undefined) orderable.set(service.id, { id: service.id, title: service.title, unitPriceCents });
  }
  const unavailable = ids.filter((id) => !orderable.has(id));
  const unavailableTitles = found.filter((service) => unavailable.includes(service.id)).map((service) => service.title);
  return { orderable, unavailable, unavailableTitles };
}
