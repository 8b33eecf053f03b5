import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogue, content, errorResponse, success } from 'shared-api/contracts';
import { contentPages, contentPageTranslations, siteSettings } from '../../db/schema';
import { notFound } from '../../errors';
import { CONTENT_PAGE_PATHS } from '../pages/page-match';

const local = alias(contentPageTranslations, 'local_page');
const english = alias(contentPageTranslations, 'english_page');

/** Pages in the requested language where translated, English otherwise. */
function pagesIn(app: FastifyInstance, lang: string) {
  const translated = sql`${local.pageId} is not null`;
  return app.db
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


/** /api/content: the site's text pages, the menu and the company settings. */
export async function contentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];

  api.get('/api/content/pages', {
    schema: { tags, querystring: catalogue.langQuery, response: { 200: success(z.array(content.contentPageSummary)) } },
    handler: async (request) => {
      const pages = await pagesIn(app, request.query.lang);
      return { success: true as const, data: pages.map(({ slug, title, description, lang }) => ({ slug, title, description, lang })) };
    },
  });

  api.get('/api/content/pages/:slug', {
    schema: {
      tags,
      params: z.object({ slug: z.string().min(1).max(100) }),
      querystring: catalogue.langQuery,
      response: { 200: success(content.contentPage), 404: errorResponse },
    },
    handler: async (request) => {
      const page = (await pagesIn(app, request.query.lang)).find((p) => p.slug === request.params.slug);
      if (!page) throw notFound('Page not found', 'PAGE_NOT_FOUND');
      return { success: true as const, data: content.contentPage.parse({ ...page, updatedAt: page.updatedAt.toISOString() }) };
    },
  });

  api.get('/api/content/menu', {
    schema: { tags, querystring: catalogue.langQuery, response: { 200: success(z.array(content.menuItem)) } },
    handler: async (request) => {
      const { lang } = request.query;
      const pages = await pagesIn(app, lang);
      return {
        success: true as const,
        data: pages.map((page) => ({ key: page.slug, label: page.title, path: `/${lang}/${CONTENT_PAGE_PATHS[page.slug] ?? page.slug}` })),
      };
    },
  });

  api.get('/api/content/settings', {
    schema: { tags, response: { 200: success(content.siteSettings), 404: errorResponse } },
    handler: async () => {
      const [row] = await app.db.select().from(siteSettings).where(eq(siteSettings.key, 'site'));
      if (!row) throw notFound('Settings not found');
      return { success: true as const, data: content.siteSettings.parse(row.value) };
    },
  });
}
