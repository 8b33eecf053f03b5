import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { distinctQueryOf, type PageHead } from 'shared-api/page-head';
import type { Database } from '../../db/database';
import { contentPages, contentPageTranslations } from '../../db/schema';
import { findCategories, findService, priceSummaries } from '../catalogue/repository';
import type { PageMatch } from './page-match';
import type { PageTexts } from './page-texts';

/** A page's HTTP status and head: 404 for an unknown service, category or content page. */
export interface PageAnswer {
  status: 200 | 404;
  head: PageHead;
}

const localPage = alias(contentPageTranslations, 'local_page');
const englishPage = alias(contentPageTranslations, 'english_page');

async function contentPage(db: Database, slug: string, lang: string) {
  const [row] = await db
    .select({ title: englishPage.title, description: englishPage.description, localTitle: localPage.title, localDescription: localPage.description })
    .from(contentPages)
    .innerJoin(englishPage, and(eq(englishPage.pageId, contentPages.id), eq(englishPage.lang, 'en')))
    .leftJoin(localPage, and(eq(localPage.pageId, contentPages.id), eq(localPage.lang, lang)))
    .where(and(eq(contentPages.slug, slug), eq(contentPages.isPublished, true)));
  return row && { title: row.localTitle || row.title, description: row.localDescription || row.description };
}

/** Decides a page's status and head from the route it matched and the data it shows. */
export function pageHeads(db: Database, texts: PageTexts) {
  const brand = (lang: PageMatch['lang']) => texts(lang, 'common', 'brand');
  const titled = (lang: PageMatch['lang'], title: string) => `${title} — ${brand(lang)}`;

  function notFound(lang: PageMatch['lang'], path: string): PageAnswer {
    return { status: 404, head: { lang, path, title: titled(lang, texts(lang, 'common', 'notFound.title')), description: texts(lang, 'common', 'notFound.message'), noindex: true } };
  }

  return {
    notFound,

    async answer(match: PageMatch, path: string, query: URLSearchParams, origin: string): Promise<PageAnswer> {
      const { lang } = match;
      switch (match.kind) {
        case 'home':
          return {
            status: 200,
            head: {
              lang,
              path,
              title: `${brand(lang)} — ${texts(lang, 'common', 'tagline')}`,
              description: texts(lang, 'home', 'hero.description'),
              jsonLd: [{ '@context': 'https://schema.org', '@type': 'Organization', name: brand(lang), url: origin, logo: `${origin}/favicon.svg` }],
            },
          };
        case 'services': {
          const slug = query.get('category');
          const category = slug ? (await findCategories(db, lang)).find((candidate) => candidate.slug === slug) : undefined;
          if (slug && !category) return notFound(lang, path);
          const title = category ? titled(lang, category.name) : texts(lang, 'services', 'catalogue.metaTitle');
          const description = category?.description || texts(lang, 'services', 'catalogue.metaDescription');
          return { status: 200, head: { lang, path, query: category ? distinctQueryOf(path, query.toString()) : undefined, title, description } };
        }
        case 'service': {
          const service = await findService(db, match.slug, lang);
          if (!service) return notFound(lang, path);
          const price = (await priceSummaries(db, [service.id])).get(service.id);
          const offer = price && price.priceFromCents > 0 ? { '@type': 'Offer', price: (price.priceFromCents / 100).toFixed(2), priceCurrency: price.currency, url: `${origin}${path}` } : undefined;
          return {
            status: 200,
            head: {
              lang,
              path,
              title: titled(lang, service.title),
              description: service.shortDescription,
              jsonLd: [{ '@context': 'https://schema.org', '@type': 'Service', name: service.title, description: service.shortDescription, provider: { '@type': 'Organization', name: brand(lang) }, ...(offer && { offers: offer }) }],
            },
          };
        }
        case 'promo':
          return { status: 200, head: { lang, path, title: texts(lang, 'promo10k', 'metaTitle'), description: texts(lang, 'promo10k', 'metaDescription') } };
        case 'content': {
          const page = await contentPage(db, match.slug, lang);
          if (!page) return notFound(lang, path);
          return { status: 200, head: { lang, path, title: titled(lang, page.title), description: page.description } };
        }
        case 'auth': {
          const key = { login: 'loginTitle', register: 'registerTitle', 'forgot-password': 'forgotTitle', 'reset-password': 'resetTitle', 'verify-email': 'verifyTitle' }[match.page];
          // Sign-in and sign-up are worth finding; the mailed-link pages are not.
          const noindex = match.page !== 'login' && match.page !== 'register';
          return { status: 200, head: { lang, path, title: titled(lang, texts(lang, 'forms', `auth.${key}`)), description: texts(lang, 'common', 'tagline'), noindex } };
        }
        case 'private': {
          const title =
            match.page === 'account' || match.page === 'admin' ? texts(lang, 'common', `menu.${match.page}`) : texts(lang, 'promo10k', `checkout.${match.page}Title`);
          return { status: 200, head: { lang, path, title: titled(lang, title), description: texts(lang, 'common', 'tagline'), noindex: true } };
        }
      }
    },
  };
}
