import { startTransition, StrictMode, Suspense } from 'react';
import { onDemandOf } from './app/on-demand';
import { nextTask } from './app/next-task';
import { readRenderedPage } from './app/rendered-page';
import type { RemoteComponentModule } from './remotes/remote-modules';

/*
 * The site starts in steps, each evaluating a part of its code in a task of its own (react-dom, the
 * store, i18n, emotion, MUI, shared-ui with the theme, the shell's pages): on a phone, one long task would keep a tap
 * waiting for the whole of it. The code is in the files the page already loads (eager imports make
 * no new chunks); only its evaluation is spread out. A step that only evaluates a package names one
 * export it uses (webpackExports): a bare import() would keep all of a package's exports in a build
 * that tree-shakes it (the benchmark's monolith kept the whole of MUI).
 */
async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // A page the server rendered carries its data, texts, remotes and modules: the browser starts from
  // exactly those (no second request for them) and hydrates; otherwise it renders the page itself.
  const rendered = readRenderedPage();

  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { cacheFromServer, checkSession, makeStore } = await import(/* webpackMode: "eager" */ 'shared-api');
  await nextTask();
  const store = makeStore();
  if (rendered) store.dispatch(cacheFromServer(rendered.state));
  await nextTask();
  const { initI18n, setTranslationOrigins } = await import(/* webpackMode: "eager" */ 'shared-i18n');
  const { loadRemoteModule, loadRemoteRegistry } = await import(/* webpackMode: "eager" */ './remotes/registry');
  // The shell's own translations (common, forms, home) are served beside it.
  setTranslationOrigins({ shell: '/' });
  await Promise.all([initI18n(rendered?.texts), loadRemoteRegistry(rendered?.registry)]);
  await nextTask();
  await Promise.all([
    import(/* webpackMode: "eager", webpackExports: ["CacheProvider"] */ '@emotion/react'),
    import(/* webpackMode: "eager", webpackExports: ["default"] */ '@emotion/styled'),
  ]);
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["Box"] */ '@mui/material');
  await nextTask();
  const { endDeferredHydration, startDeferredHydration } = await import(/* webpackMode: "eager" */ 'shared-ui');
  await nextTask();
  const [{ createBrowserRouter, matchRoutes }, { App }, { appRoutes }, { RemoteModules }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-router'),
    import(/* webpackMode: "eager" */ './app/App'),
    import(/* webpackMode: "eager" */ './app/routes'),
    import(/* webpackMode: "eager" */ './remotes/remote-modules'),
  ]);
  await nextTask();

  // A module that cannot be loaded now leaves its section to load (or fail) as it would anyway; the
  // shell's own code that loads on demand and this page rendered is loaded too.
  const modules = new RemoteModules();
  const onDemandCode = rendered ? onDemandOf(matchRoutes(appRoutes, window.location) ?? []).map((code) => code.preload()) : [];
  await Promise.all([
    ...(rendered?.modules ?? []).map((id) => modules.load(id, () => loadRemoteModule<RemoteComponentModule>(id)).catch(() => undefined)),
    ...onDemandCode.map((loading) => loading.catch(() => undefined)),
  ]);
  await nextTask();
  const router = createBrowserRouter(appRoutes);
  // Once the page is alive, the parts that wait to hydrate (HydrateWhenSeen: the catalogue's cards)
  // start to, one at a time; and who is signed in is asked: its answer would otherwise finish
  // hydration in one piece (a store change is a synchronous update).
  const onAlive = () => {
    endDeferredHydration();
    void store.dispatch(checkSession());
  };
  const app = (
    <StrictMode>
      <Suspense fallback={null}>
        <App store={store} router={router} modules={modules} serverState={rendered?.state} onAlive={onAlive} />
      </Suspense>
    </StrictMode>
  );
  // Hydration renders as a transition: React yields to the browser every few milliseconds (a tap is
  // answered in between) instead of hydrating the whole page in one task.
  if (rendered) {
    startDeferredHydration();
    startTransition(() => void hydrateRoot(container, app, { onRecoverableError: (error) => console.error('Hydration', error) }));
  } else createRoot(container).render(app);
}

void start();
