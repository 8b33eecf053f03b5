import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogue, content, errorResponse, success } from 'shared-api/contracts';
import { notFound } from '../../errors';
import { CONTENT_PAGE_PATHS } from '../pages/page-match';
import { getSiteSettings, publishedPages } from './repository';

/** /api/content: the site's text pages, the menu and the company settings. */
export async function contentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];

  api.get('/api/content/pages', {
    schema: { tags, querystring: catalogue.langQuery, response: { 200: success(z.array(content.contentPageSummary)) } },
    handler: async (request) => {
      const pages = await publishedPages(app.db, request.query.lang);
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
      const page = (await publishedPages(app.db, request.query.lang)).find((p) => p.slug === request.params.slug);
      if (!page) throw notFound('Page not found', 'PAGE_NOT_FOUND');
      return { success: true as const, data: content.contentPage.parse({ ...page, updatedAt: page.updatedAt.toISOString() }) };
    },
  });

  api.get('/api/content/menu', {
    schema: { tags, querystring: catalogue.langQuery, response: { 200: success(z.array(content.menuItem)) } },
    handler: async (request) => {
      const { lang } = request.query;
      const pages = await publishedPages(app.db, lang);
      return {
        success: true as const,
        data: pages.map((page) => ({ key: page.slug, label: page.title, path: `/${lang}/${CONTENT_PAGE_PATHS[page.slug] ?? page.slug}` })),
      };
    },
  });

  api.get('/api/content/settings', {
    schema: { tags, querystring: catalogue.langQuery, response: { 200: success(content.siteSettings), 404: errorResponse } },
    handler: async (request) => ({ success: true as const, data: await getSiteSettings(app.db, request.query.lang) }),
  });
}
