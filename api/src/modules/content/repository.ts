import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { contentPages, contentPageTranslations, siteSettings } from '../../db/schema';
import { notFound } from '../../errors';
import type { SiteSettings } from 'shared-api/contracts/content';
import type { LanguageCode } from 'shared-api/contracts/languages';
import { siteSettingsIn, storedSiteSettings } from '../../db/site-settings';

const local = alias(contentPageTranslations, 'local_page');
const english = alias(contentPageTranslations, 'english_page');

/** The published pages in menu order, in the requested language where translated, English otherwise. */
export async function publishedPages(db: Database, lang: string) {
  const translated = sql`${local.pageId} is not null`;
  return db
    .select({
      slug: contentPages.slug,
      title: sql<string>`case when ${translated} then ${local.title} else ${english.title} end`,
      description: sql<string>`case when ${translated} then ${local.description} else ${english.description} end`,
      blocks: sql<unknown[]>`case when ${translated} then ${local.blocks} else ${english.blocks} end`,
      lang: sql<string>`case when ${translated} then ${local.lang} else ${english.lang} end`,
      updatedAt: contentPages.updatedAt,
    })
    .from(contentPages)
    .innerJoin(english, and(eq(english.pageId, contentPages.id), eq(english.lang, 'en')))
    .leftJoin(local, and(eq(local.pageId, contentPages.id), eq(local.lang, lang)))
    .where(eq(contentPages.isPublished, true))
    .orderBy(asc(contentPages.sortOrder));
}

/** The company settings in a language. */
export async function getSiteSettings(db: Database, lang: LanguageCode): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, 'site'));
  if (!row) throw notFound('Settings not found');
  return siteSettingsIn(storedSiteSettings.parse(row.value), lang);
}
