import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE } from 'shared-api/contracts';
import { robotsTxt, sitemapXml, webManifest } from './crawl-files';
import type { PageTexts } from './page-texts';

const FAVICON = path.resolve(__dirname, '../../../../shared-ui/assets/favicon.svg');

/** /robots.txt, /sitemap.xml, /manifest.webmanifest and /favicon.ico (the site's SVG icon). */
export async function crawlRoutes(app: FastifyInstance, texts: PageTexts) {
  const origin = app.config.publicUrl;
  const hidden = { schema: { hide: true } };
  app.get('/robots.txt', hidden, async (_request, reply) => reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robotsTxt(origin)));
  app.get('/sitemap.xml', hidden, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=600').send(await sitemapXml(app.db, origin)),
  );
  app.get('/manifest.webmanifest', hidden, async (_request, reply) =>
    reply
      .type('application/manifest+json')
      .header('Cache-Control', 'public, max-age=86400')
      .send(webManifest(texts(DEFAULT_LANGUAGE, 'common', 'brand'), texts(DEFAULT_LANGUAGE, 'common', 'tagline'))),
  );
  const icon = fs.readFileSync(FAVICON);
  for (const file of ['/favicon.ico', '/favicon.svg']) {
    app.get(file, hidden, async (_request, reply) => reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(icon));
  }
}
