import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageOfPath, type LanguageCode } from 'shared-api/contracts';
import { redirectFor } from 'shared-api/redirects';
import { crawlRoutes } from './crawl-routes';
import { detectLanguage } from './detect-language';
import { pageDocument } from './page-document';
import { createPageCache } from './page-cache';
import { pageRenderer } from './renderer';
import type { ServedFolders } from '../remotes/release-manifest';
import { NO_SHELL_SCRIPTS, pageHints, preloadLinks, shellScripts, type ShellScripts } from './preload-hints';
import { remoteHints } from './remote-hints';
import { pageHeads, type PageAnswer } from './page-heads';
import { matchPage } from './page-match';
import { loadPageTexts } from './page-texts';

/** Paths that are never pages: the API, remotes' files, docs, files, the design system (Storybook), and file names. */
const NOT_PAGES = /^\/(api|remotes|releases|docs|files|design)(\/|$)|^\/[^/]+\.[a-z0-9]+$/i;
const wantsHtml = (request: FastifyRequest) => /text\/html/.test(request.headers.accept ?? '');

/**
 * Page paths: the spec's redirects answered by the server (302 from /, which depends on the visitor's
 * language; 301 otherwise), 404 for what no route names (unknown paths, services, categories), and the
 * shell's HTML with the page's own head and status for the rest, whatever the Accept header.
 * /auth/* stays the API's: only a browser navigation there is redirected to the login page (spec 2).
 */
/** A page as the page cache keeps it: its status and its whole document. */
interface KeptPage {
  status: PageAnswer['status'];
  document: string;
}

const sendPage = (reply: FastifyReply, status: number, document: string) =>
  reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(document);

export async function pageRoutes(app: FastifyInstance, shellDir: string, shellServerDir: string, folders: ServedFolders) {
  const shellIndex = path.join(shellDir, 'index.html');
  const texts = loadPageTexts();
  const heads = pageHeads(app.db, texts);
  const render = pageRenderer(app, shellServerDir);
  const hintsOfRemotes = remoteHints(folders);
  // A page's status and head are kept with its render, and the document made of them: both show the
  // same data, and a page reused is sent as it is, with no database read (a service page's head took
  // 3–4 ms of queries on the embedded database) nor its document made again (/en's, 0.3 ms of it
  // writing the page's data into it).
  const pages = createPageCache<KeptPage>({
    ttlMs: app.config.pageCacheSeconds * 1000,
    onLookup: (hit) => app.metrics.cache.inc({ cache: 'pages', result: hit ? 'hit' : 'miss' }),
  });
  app.catalogueCache.onInvalidate(() => pages.clear());
  // A page carries the registry it was rendered with: another release makes it stale.
  app.remoteRegistry.onChange(() => pages.clear());
  // The first render loads the shell's and the remotes' Node bundles and the texts: done at start,
  // not on a visitor's time (nor against their page's deadline).
  app.addHook('onListen', async () => {
    void render('/en', 'en');
  });
  await crawlRoutes(app, texts);
  let shell: { html: string; mtimeMs: number; scripts: ShellScripts } | undefined;
  const shellHtml = (): string | undefined => {
    const stat = fs.statSync(shellIndex, { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (shell?.mtimeMs !== stat.mtimeMs) {
      // A new build of the shell while the server runs: the pages kept were made with the old one.
      if (shell) pages.clear();
      shell = { html: fs.readFileSync(shellIndex, 'utf8'), mtimeMs: stat.mtimeMs, scripts: shellScripts(shellDir) };
    }
    return shell.html;
  };
  /** A page, rendered when the server can, with the preload hints for what it needs before it hydrates. */
  const renderWithHints = async (page: string, lang: LanguageCode) => {
    const rendered = await render(page, lang);
    if (!rendered) return null;
    const remoteScripts = await hintsOfRemotes(rendered.page);
    return { ...rendered, preload: preloadLinks(pageHints(shell?.scripts ?? NO_SHELL_SCRIPTS, rendered, remoteScripts)) };
  };

  return async function servePage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const url = new URL(request.url, 'http://site.invalid');
    if ((request.method !== 'GET' && request.method !== 'HEAD') || NOT_PAGES.test(url.pathname)) return false;
    if (/^\/auth(\/|$)/.test(url.pathname) && !wantsHtml(request)) return false;
    const html = shellHtml();
    if (html === undefined) return false;

    const target = redirectFor({ pathname: url.pathname, search: url.search, hash: '' }, detectLanguage(request));
    if (target !== undefined) {
      if (url.pathname === '/') return reply.header('Vary', 'Accept-Language, Cookie').header('Cache-Control', 'no-cache').redirect(target, 302), true;
      return reply.redirect(target, 301), true;
    }
    const origin = app.config.publicUrl;
    const match = matchPage(url.pathname);
    const answerNow = () => (match ? heads.answer(match, url.pathname, url.searchParams, origin) : Promise.resolve(heads.notFound(languageOfPath(url.pathname), url.pathname)));
    const page = `${url.pathname}${url.search}`;
    // A page the server could not render is not kept: its answer is made again with the next try.
    let answered: PageAnswer | undefined;
    const kept = await pages.get(page, async () => {
      answered = await answerNow();
      const rendered = await renderWithHints(page, answered.head.lang);
      return rendered && { status: answered.status, document: pageDocument(html, answered.head, origin, rendered, rendered.preload) };
    });
    if (kept) {
      await sendPage(reply, kept.status, kept.document);
      return true;
    }
    const answer = answered ?? (await answerNow());
    await sendPage(reply, answer.status, pageDocument(html, answer.head, origin, null, preloadLinks(shell?.scripts.startup ?? [])));
    return true;
  };
}
