import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { admin } from 'shared-api/contracts';
import { fromCents, toCents } from 'shared-domain';
import type { Database, Transaction } from '../../db/database';
import { categories, servicePrices, services, serviceTranslations } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { isUniqueViolation, sentFields } from './patches';

type NewService = z.output<typeof admin.adminServiceBody>;
type ServicePatch = z.output<typeof admin.adminServicePatch>;
type Prices = NonNullable<ServicePatch['prices']>;

async function categoryIdOf(db: Database, slug: string): Promise<string> {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (!category) throw badRequest('UNKNOWN_CATEGORY', `No category "${slug}"`, { categorySlug: 'Unknown category' });
  return category.id;
}

async function replacePrices(tx: Transaction, serviceId: string, prices: Prices) {
  await tx.delete(servicePrices).where(eq(servicePrices.serviceId, serviceId));
  if (prices.length === 0) return;
  await tx.insert(servicePrices).values(
    prices.map((price, position) => ({
      serviceId,
      amountCents: toCents(price.amount),
      currency: price.currency,
      kind: price.kind,
      isActive: price.isActive,
      position,
    })),
  );
}

const slugTaken = (slug: string | undefined) => conflict('SLUG_TAKEN', `A service with the slug "${slug}" exists`);

/** Creates a service with its translations and prices, in one transaction. */
export async function createService(db: Database, input: NewService): Promise<string> {
  const { translations, prices, categorySlug, ...fields } = input;
  const categoryId = await categoryIdOf(db, categorySlug);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(services)
      .values({ ...fields, categoryId })
      .onConflictDoNothing()
      .returning({ id: services.id });
    if (!created) throw slugTaken(input.slug);
    for (const [lang, text] of Object.entries(translations)) {
      await tx.insert(serviceTranslations).values({ serviceId: created.id, lang, ...text });
    }
    await replacePrices(tx, created.id, prices);
    return created.id;
  });
}

/** Changes only the fields, translation fields and prices a patch sends, in one transaction. */
export async function updateService(db: Database, serviceId: string, patch: ServicePatch): Promise<string> {
  const { translations, prices, categorySlug, ...fields } = patch;
  const categoryId = categorySlug === undefined ? undefined : await categoryIdOf(db, categorySlug);
  return db.transaction(async (tx) => {
    // Another service's slug: 409 as when creating one, not a database error.
    const [updated] = await tx
      .update(services)
      .set({ ...sentFields({ ...fields, categoryId }), updatedAt: new Date() })
      .where(eq(services.id, serviceId))
      .returning({ id: services.id })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? slugTaken(fields.slug) : error;
      });
    if (!updated) throw notFound('Service not found', 'SERVICE_NOT_FOUND');
    for (const [lang, text] of Object.entries(translations ?? {})) {
      const where = and(eq(serviceTranslations.serviceId, serviceId), eq(serviceTranslations.lang, lang));
      if (text === null) {
        await tx.delete(serviceTranslations).where(where);
        continue;
      }
      const [existing] = await tx.select({ lang: serviceTranslations.lang }).from(serviceTranslations).where(where);
      const changes = sentFields(text);
      if (existing) {
        if (Object.keys(changes).length > 0) await tx.update(serviceTranslations).set(changes).where(where);
      } else if (text.title) {
        await tx.insert(serviceTranslations).values({ serviceId, lang, ...changes, title: text.title });
      } else {
        throw badRequest('VALIDATION_ERROR', `A new ${lang} translation needs its title`, { [`translations.${lang}.title`]: 'This field is required' });
      }
    }
    if (prices !== undefined) await replacePrices(tx, serviceId, prices);
    return serviceId;
  });
}

/** Takes a service off the catalogue: it is marked inactive, not deleted. */
export async function deactivateService(db: Database, serviceId: string): Promise<string> {
  const [row] = await db.update(services).set({ isActive: false, updatedAt: new Date() }).where(eq(services.id, serviceId)).returning({ id: services.id });
  if (!row) throw notFound('Service not found', 'SERVICE_NOT_FOUND');
  return row.id;
}

/** A service with everything the editor shows: its fields, prices in their order, and every language's texts. */
export async function adminServiceDetail(db: Database, serviceId: string) {
  const [row] = await db
    .select({ service: services, categorySlug: categories.slug })
    .from(services)
    .leftJoin(categories, eq(categories.id, services.categoryId))
    .where(eq(services.id, serviceId));
  if (!row) throw notFound('Service not found', 'SERVICE_NOT_FOUND');
  const [texts, prices] = await Promise.all([
    db.select().from(serviceTranslations).where(eq(serviceTranslations.serviceId, serviceId)),
    db.select().from(servicePrices).where(eq(servicePrices.serviceId, serviceId)).orderBy(asc(servicePrices.position)),
  ]);
  const { service } = row;
  return {
    id: service.id,
    slug: service.slug,
    categorySlug: row.categorySlug ?? '',
    isActive: service.isActive,
    isPopular: service.isPopular,
    isUrgent: service.isUrgent,
    expertLevel: service.expertLevel,
    hasGuarantee: service.hasGuarantee,
    roi: service.roi,
    estimatedDeliveryDays: service.estimatedDeliveryDays,
    prices: prices.map((price) => ({ amount: fromCents(price.amountCents), kind: price.kind, currency: price.currency as 'EUR' | 'USD' | 'UAH', isActive: price.isActive })),
    translations: Object.fromEntries(
      texts.map((text) => [
        text.lang,
        { title: text.title, shortDescription: text.shortDescription, fullDescription: text.fullDescription, features: text.features, benefits: text.benefits, kpis: text.kpis },
      ]),
    ),
  };
}
