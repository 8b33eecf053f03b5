import { StrictMode, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { cacheFromServer, checkSession, makeStore } from 'shared-api';
import { initI18n, setTranslationOrigins } from 'shared-i18n';
import { App } from './app/App';
import { readRenderedPage } from './app/rendered-page';
import type { RouteHandle } from './app/on-demand';
import { appRoutes } from './app/routes';
import { loadRemoteModule, loadRemoteRegistry } from './remotes/registry';
import { RemoteModules, type RemoteComponentModule } from './remotes/remote-modules';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// A page the server rendered carries its data, texts, remotes and modules: the browser starts from
// exactly those (no second request for them) and hydrates; otherwise it renders the page itself.
const rendered = readRenderedPage();
// The shell's own translations (common, forms, home) are served beside it.
setTranslationOrigins({ shell: '/' });
const modules = new RemoteModules();
const store = makeStore();
if (rendered) store.dispatch(cacheFromServer(rendered.state));

async function start() {
  await Promise.all([initI18n(rendered?.texts), loadRemoteRegistry(rendered?.registry)]);
  // A module that cannot be loaded now leaves its section to load (or fail) as it would anyway; the
  // shell's own code that loads on demand and this page rendered is loaded too.
  const onDemandCode = rendered ? (matchRoutes(appRoutes, window.location) ?? []).map((match) => (match.route.handle as RouteHandle | undefined)?.preload?.()) : [];
  await Promise.all([
    ...(rendered?.modules ?? []).map((id) => modules.load(id, () => loadRemoteModule<RemoteComponentModule>(id, false)).catch(() => undefined)),
    ...onDemandCode.map((loading) => loading?.catch(() => undefined)),
  ]);
  const router = createBrowserRouter(appRoutes);
  const app = (
    <StrictMode>
      <Suspense fallback={null}>
        <App store={store} router={router} modules={modules} serverState={rendered?.state} />
      </Suspense>
    </StrictMode>
  );
  if (rendered) hydrateRoot(container!, app, { onRecoverableError: (error) => console.error('Hydration', error) });
  else createRoot(container!).render(app);
  void store.dispatch(checkSession());
}

void start();
