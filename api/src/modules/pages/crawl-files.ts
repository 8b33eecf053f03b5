import { and, eq, max } from 'drizzle-orm';
import { LANGUAGE_CODES } from 'shared-api/contracts';
import { alternatesOf, escapeHtml } from 'shared-api/page-head';
import type { Database } from '../../db/database';
import { contentPages, services } from '../../db/schema';
import { CONTENT_PAGE_PATHS } from './page-match';

/** Paths that are private or thin: kept out of crawls (they also carry noindex). */
const PRIVATE_PATHS = ['/api/', '/docs', '/files/', '/*/account', '/*/admin', '/*/cart', '/*/checkout', '/*/auth/forgot-password', '/*/auth/reset-password', '/*/auth/verify-email'];

export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

interface SitemapPage {
  /** The path after the language prefix: '', '/services', '/services/seo-audit'. */
  tail: string;
  lastModified?: Date;
}

/** Every public page in all languages, each with its alternates, and its last change where known. */
export async function sitemapXml(db: Database, origin: string): Promise<string> {
  const [serviceRows, contentRows, [newest]] = await Promise.all([
    db.select({ slug: services.slug, updatedAt: services.updatedAt }).from(services).where(eq(services.isActive, true)),
    db.select({ slug: contentPages.slug, updatedAt: contentPages.updatedAt }).from(contentPages).where(and(eq(contentPages.isPublished, true))),
    db.select({ at: max(services.updatedAt) }).from(services).where(eq(services.isActive, true)),
  ]);
  const pages: SitemapPage[] = [
    { tail: '' },
    { tail: '/services', lastModified: newest?.at ?? undefined },
    { tail: '/promo/10k' },
    ...contentRows.filter((row) => CONTENT_PAGE_PATHS[row.slug]).map((row) => ({ tail: `/${CONTENT_PAGE_PATHS[row.slug]}`, lastModified: row.updatedAt })),
    ...serviceRows.map((row) => ({ tail: `/services/${encodeURIComponent(row.slug)}`, lastModified: row.updatedAt })),
  ];
  const urls = pages.flatMap((page) =>
    LANGUAGE_CODES.map((lang) => {
      const links = alternatesOf(origin, `/${lang}${page.tail}`).map(
        ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
      );
      const lastmod = page.lastModified ? [`    <lastmod>${page.lastModified.toISOString()}</lastmod>`] : [];
      return ['  <url>', `    <loc>${escapeHtml(`${origin}/${lang}${page.tail}`)}</loc>`, ...lastmod, ...links, '  </url>'].join('\n');
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The web app manifest: name, colours of the dark theme, the icon. */
export function webManifest(name: string, description: string) {
  return {
    name,
    short_name: name,
    description,
    start_url: '/',
    display: 'standalone',
    background_color: '#1a1a1a',
    theme_color: '#ff9000',
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
  };
}
