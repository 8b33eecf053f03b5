import { Writable } from 'node:stream';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { i18n as I18n } from 'i18next';
import { baseApi, setApiOrigin, makeStore, type AppStore, type RootState } from 'shared-api';
import { renderedTexts, textsForRequest, type Language } from 'shared-i18n';
import { createStyleCache, renderedStyleElements } from 'shared-ui';
import { appRoutes } from '../app/routes';
import { onDemandOf } from '../app/on-demand';
import { SiteProviders } from '../app/SiteProviders';
import type { RenderedPage } from '../app/rendered-page';
import { RemoteModules } from '../remotes/remote-modules';
import type { RemoteRegistry } from '../remotes/registry';
import { renderWithRemotes } from './server-remotes';

export interface PageRequest {
  /** The path and query, e.g. /en/services?q=seo. */
  url: string;
  lang: Language;
  /** Where this server answers (for the API, translations and remotes), e.g. http://127.0.0.1:3000. */
  origin: string;
  /** The remotes to render with: the registry the browser gets too. */
  registry: RemoteRegistry;
  /** How long the page may wait for its data and remotes before it is sent with spinners there. */
  deadlineMs: number;
  /** Told about each part that could not be rendered (a remote that failed to load or threw). */
  onSectionError: (error: unknown) => void;
}

export interface PageRender {
  /** The markup of #root. */
  html: string;
  /** The critical style tags for <head>. */
  styles: string;
  /** What the browser hydrates from. */
  page: RenderedPage;
  /** The chunks of the shell's on-demand code the page rendered (its route's handle), which its browser loads before hydrating. */
  onDemand: string[];
}

const ignore = () => undefined;

/** A page's data is named by its renders: at most this many renders, each after the data the last one asked for. */
const MAX_RENDERS = 4;
/** What the last render may still take for parts already on their way (a remote module, a text file). */
const LAST_RENDER_MS = 500;

function renderToHtml(element: ReactNode, deadline: number, onSectionError: (error: unknown) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    let piped = false;
    const pipeOnce = () => {
      if (!piped) stream.pipe(sink);
      piped = true;
    };
    const stream = renderToPipeableStream(element, {
      // Sent whole: the styles of a page are known only when all of it is, and crawlers want all of it.
      onAllReady: pipeOnce,
      // Every part inline, in place: a page read without JavaScript is complete.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      onError: onSectionError,
    });
    const timer = setTimeout(() => {
      // What is still waiting gets its spinner; the browser renders it when it arrives.
      pipeOnce();
      stream.abort(new Error('The page took too long: sent with what was ready'));
    }, Math.max(0, deadline - Date.now()));
    sink.on('finish', () => clearTimeout(timer));
  });
}

/** Resolves when the queries the last render started have answered, or at the deadline. */
async function queriesAnswered(store: AppStore, deadline: number): Promise<void> {
  const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))));
  await Promise.race([Promise.all(running), late]);
  clearTimeout(timer);
}

type StaticContext = Parameters<typeof StaticRouterProvider>[0]['context'];

function pageElement(store: AppStore, modules: RemoteModules, texts: I18n, router: ReturnType<typeof createStaticRouter>, context: StaticContext, styleCache?: EmotionCache) {
  return (
    <StrictMode>
      <Suspense fallback={null}>
        <SiteProviders store={store} modules={modules} i18n={texts} styleCache={styleCache}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </SiteProviders>
      </Suspense>
    </StrictMode>
  );
}

/**
 * Renders until the page asks for no more data; each render has its own style cache, and the one
 * that starts no more queries is the page. Out of renders or time, the last render is sent with what
 * has arrived (spinners where data is missing; the browser fetches it).
 */
async function renderWithData(
  element: (styleCache: EmotionCache) => ReactNode,
  store: AppStore,
  deadline: number,
  onSectionError: (error: unknown) => void,
): Promise<{ html: string; styles: string; state: RootState }> {
  for (let render = 1; ; render += 1) {
    const last = render === MAX_RENDERS || Date.now() >= deadline;
    // The data this render sees: the page carries exactly this, not answers that arrive after it.
    const state = store.getState();
    const styleCache = createStyleCache();
    const styleServer = createEmotionServer(styleCache);
    const html = await renderToHtml(element(styleCache), Math.max(deadline, Date.now() + LAST_RENDER_MS), last ? onSectionError : ignore);
    await queriesAnswered(store, deadline);
    // Nothing started or answered since this render began: it rendered the page's final data.
    if (last || store.getState().api.queries === state.api.queries) {
      return { html, state, styles: renderedStyleElements(styleServer.extractCriticalToChunks(everyInsertedClass(styleCache)).styles, styleCache.key) };
    }
  }
}

/**
 * The class name of every style the render inserted, for emotion's extraction: all of them go into the
 * page, not only those its HTML shows. A styled component that wraps another (MUI's Button wraps
 * ButtonBase) has styles of its own that are merged into the one class on the element: sent with the
 * page, the browser's style cache knows them and skips compiling them again while hydrating.
 */
function everyInsertedClass(styleCache: EmotionCache): string {
  return Object.keys(styleCache.inserted)
    .map((id) => `${styleCache.key}-${id}`)
    .join(' ');
}

const handler = createStaticHandler(appRoutes);
/**
 * Renders one page on the server: renders until the page asks for no more data (each render starts
 * the queries its components need; the next has their answers).
 * Every request has its own store, i18n instance, style cache and remote modules.
 */
export async function renderPage(request: PageRequest): Promise<PageRender> {
  const deadline = Date.now() + request.deadlineMs;
  setApiOrigin(request.origin);
  await renderWithRemotes(request.registry, request.origin, deadline);
  const store = makeStore();
  const modules = new RemoteModules();
  const texts = await textsForRequest(request.lang);
  const fetchRequest = new Request(new URL(request.url, request.origin));
  const context = await handler.query(fetchRequest);
  if (context instanceof Response) throw new Error(`The route answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const { html, styles, state } = await renderWithData(
    (styleCache) => pageElement(store, modules, texts, router, context, styleCache),
    store,
    deadline,
    request.onSectionError,
  );
  const used = texts.reportNamespaces?.getUsedNamespaces() ?? [];
  return {
    html,
    styles,
    page: { state, texts: renderedTexts(texts, used), modules: modules.ids(), registry: request.registry },
    onDemand: onDemandOf(context.matches).map(({ chunk }) => chunk),
  };
}
