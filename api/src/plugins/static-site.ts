import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '../config';
import { REMOTE_NAMES } from '../config';
import { cacheControlFor } from './cache-policy';

/** Paths that belong to the API or to files, never to the shell's history fallback. */
const NOT_PAGES = /^\/(api|auth|remotes|docs)(\/|$)|^\/[^/]+\.[a-z0-9]+$/i;

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

  const sendShell = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(shellIndex));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_PAGES.test(pathname) && fs.existsSync(shellIndex);
    if (wantsPage) return sendShell(reply);
    return reply.code(404).send({ success: false, error: 'Not found', code: 'NOT_FOUND' });
  });
}
