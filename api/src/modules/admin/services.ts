import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { commerce } from 'shared-api/src/contracts';
import type { Database } from '../../db/database';
import { categories, servicePrices, services, serviceTranslations } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';

type ServicePatch = z.output<typeof commerce.adminServicePatch>;

async function categoryIdOf(db: Database, slug: string): Promise<string> {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (!category) throw badRequest('UNKNOWN_CATEGORY', `No category "${slug}"`, { categorySlug: 'Unknown category' });
  return category.id;
}

/** Creates (full input, no id) or changes (a patch and the id) a service with its translations and prices, in one transaction. */
export async function saveService(db: Database, input: ServicePatch, serviceId?: string): Promise<string> {
  const categoryId = input.categorySlug === undefined ? undefined : await categoryIdOf(db, input.categorySlug);
  return db.transaction(async (tx) => {
    const fields = {
      slug: input.slug,
      categoryId,
      isActive: input.isActive,
      isPopular: input.isPopular,
      isUrgent: input.isUrgent,
      expertLevel: input.expertLevel,
      hasGuarantee: input.hasGuarantee,
      roi: input.roi,
      estimatedDeliveryDays: input.estimatedDeliveryDays,
    };
    let id = serviceId;
    if (id === undefined) {
      const [created] = await tx
        .insert(services)
        .values({
          slug: input.slug ?? '',
          categoryId: categoryId ?? null,
          isPopular: input.isPopular ?? false,
          isUrgent: input.isUrgent ?? false,
          expertLevel: input.expertLevel ?? false,
          hasGuarantee: input.hasGuarantee ?? false,
          roi: input.roi ?? null,
          estimatedDeliveryDays: input.estimatedDeliveryDays ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: services.id });
      if (!created) throw conflict('SLUG_TAKEN', `A service with the slug "${input.slug}" exists`);
      id = created.id;
    } else {
      const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      const [updated] = await tx
        .update(services)
        .set({ ...defined, updatedAt: new Date() })
        .where(eq(services.id, id))
        .returning({ id: services.id });
      if (!updated) throw notFound('Service not found', 'SERVICE_NOT_FOUND');
    }
    for (const [lang, text] of Object.entries(input.translations ?? {})) {
      await tx
        .insert(serviceTranslations)
        .values({ serviceId: id, lang, ...text })
        .onConflictDoUpdate({ target: [serviceTranslations.serviceId, serviceTranslations.lang], set: text });
    }
    if (input.prices !== undefined) {
      await tx.delete(servicePrices).where(eq(servicePrices.serviceId, id));
      if (input.prices.length > 0) {
        await tx.insert(servicePrices).values(
          input.prices.map((price, position) => ({
            serviceId: id,
            amountCents: Math.round(price.amount * 100),
            currency: price.currency,
            kind: price.kind,
            isActive: price.isActive,
            position,
          })),
        );
      }
    }
    return id;
  });
}
