import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { admin } from 'shared-api/contracts';
import type { Database, Transaction } from '../../db/database';
import { categories, categoryTranslations, services } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { isUniqueViolation, sentFields } from './patches';

type NewCategory = z.output<typeof admin.adminCategoryBody>;
type CategoryPatch = z.output<typeof admin.adminCategoryPatch>;
type CategoriesQuery = z.output<typeof admin.adminCategoriesQuery>;
type CategoryTexts = NonNullable<CategoryPatch['translations']>;

const slugTaken = (slug: string | undefined) => conflict('SLUG_TAKEN', `A category with the slug "${slug}" exists`, { slug: 'This slug is taken' });

/** How many services each category holds, and how many of them are active. */
async function serviceCounts(db: Database | Transaction, ids: string[]) {
  const rows = await db
    .select({
      categoryId: services.categoryId,
      services: sql<number>`count(*)::int`,
      activeServices: sql<number>`(count(*) filter (where ${services.isActive}))::int`,
    })
    .from(services)
    .where(inArray(services.categoryId, ids))
    .groupBy(services.categoryId);
  return new Map(rows.map(({ categoryId, ...counts }) => [categoryId, counts]));
}

const local = alias(categoryTranslations, 'local_name');
const english = alias(categoryTranslations, 'english_name');

/** Every category, active or not, a page at a time, in the catalogue's order or by name in a language. */
export async function listAdminCategories(db: Database, query: CategoriesQuery) {
  const order = query.direction === 'desc' ? desc : asc;
  const name = sql<string>`lower(coalesce(${local.name}, ${english.name}, ${categories.slug}))`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: categories.id })
      .from(categories)
      .leftJoin(english, and(eq(english.categoryId, categories.id), eq(english.lang, 'en')))
      .leftJoin(local, and(eq(local.categoryId, categories.id), eq(local.lang, query.lang)))
      .orderBy(query.sort === 'name' ? order(name) : order(categories.sortOrder), order(categories.slug))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(categories),
  ]);
  return { data: await categoriesByIds(db, rows.map((row) => row.id)), total: total?.n ?? 0 };
}

/** Categories with their counts and the texts of every language they have, in the order of `ids`. */
async function categoriesByIds(db: Database | Transaction, ids: string[]) {
  if (ids.length === 0) return [];
  const [rows, texts, counts] = await Promise.all([
    db
      .select({ id: categories.id, slug: categories.slug, icon: categories.icon, color: categories.color, sortOrder: categories.sortOrder, isActive: categories.isActive })
      .from(categories)
      .where(inArray(categories.id, ids)),
    db.select().from(categoryTranslations).where(inArray(categoryTranslations.categoryId, ids)),
    serviceCounts(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const own = texts.filter((text) => text.categoryId === id);
    return [{ ...row, ...(counts.get(id) ?? { services: 0, activeServices: 0 }), translations: Object.fromEntries(own.map((text) => [text.lang, { name: text.name, description: text.description }])) }];
  });
}

export async function adminCategory(db: Database | Transaction, categoryId: string) {
  const [category] = await categoriesByIds(db, [categoryId]);
  if (!category) throw notFound('Category not found', 'CATEGORY_NOT_FOUND');
  return category;
}

async function writeTexts(tx: Transaction, categoryId: string, texts: CategoryTexts) {
  for (const [lang, text] of Object.entries(texts)) {
    const where = and(eq(categoryTranslations.categoryId, categoryId), eq(categoryTranslations.lang, lang));
    if (text === null) {
      await tx.delete(categoryTranslations).where(where);
      continue;
    }
    await tx
      .insert(categoryTranslations)
      .values({ categoryId, lang, ...text })
      .onConflictDoUpdate({ target: [categoryTranslations.categoryId, categoryTranslations.lang], set: text });
  }
}

/** Creates a category with its texts, in one transaction. */
export async function createCategory(db: Database, input: NewCategory): Promise<string> {
  const { translations, ...fields } = input;
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(categories).values(fields).onConflictDoNothing().returning({ id: categories.id });
    if (!created) throw slugTaken(input.slug);
    await writeTexts(tx, created.id, translations);
    return created.id;
  });
}

/**
 * Changes what a patch sends, in one transaction. A category that still holds active services
 * cannot be deactivated: their pages would lose their category (409; move or deactivate them first).
 */
export async function updateCategory(db: Database, categoryId: string, patch: CategoryPatch): Promise<string> {
  const { translations, ...fields } = patch;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(categories)
      .set({ ...sentFields(fields), updatedAt: new Date() })
      .where(eq(categories.id, categoryId))
      .returning({ id: categories.id })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? slugTaken(fields.slug) : error;
      });
    if (!updated) throw notFound('Category not found', 'CATEGORY_NOT_FOUND');
    const active = fields.isActive === false ? ((await serviceCounts(tx, [categoryId])).get(categoryId)?.activeServices ?? 0) : 0;
    if (active > 0) {
      throw conflict('CATEGORY_IN_USE', `The category still holds ${active} active services: move or deactivate them first`, {
        isActive: 'Move or deactivate its active services first',
      });
    }
    await writeTexts(tx, categoryId, translations ?? {});
    return categoryId;
  });
}
