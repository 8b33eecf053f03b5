import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '../config';
import { LANGUAGE_CODES } from 'shared-api/contracts';
import { REMOTE_NAMES } from '../config';
import { cacheControlFor } from './cache-policy';
import { designContentSecurityPolicy } from './design-csp';
import { pageRoutes } from '../modules/pages/routes';


/**
 * The security headers that govern a document: what it may load, who may frame it, what it sends on.
 * A script or a style sheet is no document, so its answers go without them (about 0.5 KiB an answer,
 * a page starts with seven scripts); nosniff and the resource policy, which do apply, stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const SUBRESOURCE = /\.(js|css|woff2?)$/;

const setHeaders = (reply: FastifyReply, filePath: string) => {
  reply.header('Cache-Control', cacheControlFor(filePath));
  // helmet writes its headers onto the raw response (plugins/external.ts).
  if (SUBRESOURCE.test(filePath.replace(/\.(br|gz)$/, ''))) DOCUMENT_ONLY_HEADERS.forEach((name) => reply.raw.removeHeader(name));
};

/**
 * A remote's files may be loaded by a shell on another origin (a staging shell, or this server acting
 * as another site's CDN): scripts by <script>, the manifest and translations by fetch, which needs CORS.
 * They are public and read without credentials, so any origin may.
 */
const setRemoteHeaders = (reply: FastifyReply, filePath: string) => {
  setHeaders(reply, filePath);
  reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  reply.header('Access-Control-Allow-Origin', '*');
};

/** The folders served by URL prefix: the release store, each remote's build, the shell's build. */
export function servedFolders(config: AppConfig): Record<string, string> {
  return {
    '/releases/': config.releasesDir,
    ...Object.fromEntries(REMOTE_NAMES.map((name) => [`/remotes/${name}/`, config.remoteDirs[name]])),
    '/': config.shellDir,
  };
}

/** Source maps are never served (they would publish the sources); the build keeps them out of dist/ too. */
const notSourceMap = (pathName: string) => !pathName.endsWith('.map');

/**
 * Serves the built front end from this origin: the shell at / (with history fallback so deep links
 * such as /en/services/seo-audit load the shell), and each remote at /remotes/<name>/.
 */
export async function staticSite(app: FastifyInstance, config: AppConfig) {
  const shellIndex = path.join(config.shellDir, 'index.html');
  if (!fs.existsSync(shellIndex)) {
    app.log.warn(`No shell build at ${config.shellDir}; run "npm run build" to serve the site.`);
  }

  await app.register(fastifyStatic, {
    root: config.shellDir,
    prefix: '/',
    // Pages, / included, are answered by pageRoutes with their head, status and redirects.
    index: false,
    wildcard: true,
    // Built assets carry brotli and gzip copies made at build time (scripts/precompress.mjs).
    preCompressed: true,
    cacheControl: false,
    setHeaders,
    // Only a path that names a file is served from the folder; another goes to pageOrNotFound below
    // without trying the file and its compressed copies first.
    allowedPath: (pathName: string) => notSourceMap(pathName) && /\.[a-z0-9]+$/i.test(pathName),
  });

  for (const name of REMOTE_NAMES) {
    await app.register(fastifyStatic, {
      root: config.remoteDirs[name],
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: setRemoteHeaders,
      allowedPath: notSourceMap,
    });
  }

  // The release store: immutable <remote>/<version>/ folders (modules/remotes/release-store.ts).
  fs.mkdirSync(config.releasesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.releasesDir,
    prefix: '/releases/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: setRemoteHeaders,
    allowedPath: notSourceMap,
  });

  // The design system's Storybook, with its W3C design tokens at /design/tokens.json.
  if (fs.existsSync(config.designDir)) {
    const designPolicy = designContentSecurityPolicy(config.designDir);
    await app.register(fastifyStatic, {
      root: config.designDir,
      prefix: '/design/',
      decorateReply: false,
      index: ['index.html'],
      cacheControl: false,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        setHeaders(reply, filePath);
        if (filePath.endsWith('.html')) reply.header('Content-Security-Policy', designPolicy);
      },
      allowedPath: notSourceMap,
    });
    app.get('/design', { schema: { hide: true } }, (_request, reply) => reply.redirect('/design/'));
  }

  const servePage = await pageRoutes(app, config.shellDir, config.shellServerDir, servedFolders(config));
  const pageOrNotFound = async (request: FastifyRequest, reply: FastifyReply) =>
    (await servePage(request, reply)) ? reply : reply.code(404).send({ success: false, error: 'Not found', code: 'NOT_FOUND' });
  // The root is a folder to the static plugin: answered here, by the redirect to a language.
  app.get('/', { schema: { hide: true } }, pageOrNotFound);
  // A language's pages and the API's paths are never files: answered here, not looked for in the
  // shell's folder first (the static plugin lists a folder of each path's to check its spelling).
  for (const lang of LANGUAGE_CODES) {
    app.get(`/${lang}`, { schema: { hide: true } }, pageOrNotFound);
    app.get(`/${lang}/*`, { schema: { hide: true } }, pageOrNotFound);
  }
  app.get('/api/*', { schema: { hide: true } }, pageOrNotFound);
  app.setNotFoundHandler(pageOrNotFound);
}
