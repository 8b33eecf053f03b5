import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '../config';
import { REMOTE_NAMES } from '../config';
import { cacheControlFor } from './cache-policy';

/**
 * Paths that are never pages: the API, remotes' files, and file names. /auth/* is both the API's and
 * the shell's (spec 2 redirects it to the login page), so a browser navigation there gets the shell.
 */
const NOT_PAGES = /^\/(api|remotes|docs|files|design)(\/|$)|^\/[^/]+\.[a-z0-9]+$/i;

const setHeaders = (reply: FastifyReply, filePath: string) => {
  reply.header('Cache-Control', cacheControlFor(filePath));
};

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
    index: ['index.html'],
    wildcard: true,
    cacheControl: false,
    setHeaders,
  });

  for (const name of REMOTE_NAMES) {
    await app.register(fastifyStatic, {
      root: config.remoteDirs[name],
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders,
    });
  }

  if (fs.existsSync(config.galleryDir)) {
    await app.register(fastifyStatic, {
      root: config.galleryDir,
      prefix: '/design/',
      decorateReply: false,
      index: ['index.html'],
      cacheControl: false,
      setHeaders,
    });
    app.get('/design', { schema: { hide: true } }, (_request, reply) => reply.redirect('/design/'));
  }

  const sendShell = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(shellIndex));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const navigation = (request.method === 'GET' || request.method === 'HEAD') && /text\/html/.test(request.headers.accept ?? '');
    const wantsPage = navigation && !NOT_PAGES.test(pathname) && fs.existsSync(shellIndex);
    if (wantsPage) return sendShell(reply);
    return reply.code(404).send({ success: false, error: 'Not found', code: 'NOT_FOUND' });
  });
}
