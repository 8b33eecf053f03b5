import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { checkSession, makeStore } from 'shared-api';
import { initI18n, setTranslationOrigins } from 'shared-i18n';
import { App } from './app/App';
import { appRoutes } from './app/routes';
import { loadRemoteRegistry } from './remotes/registry';

// The shell's own translations (common, forms, home) are served beside it.
setTranslationOrigins({ shell: '/' });
const ready = Promise.all([initI18n(), loadRemoteRegistry()]);

const store = makeStore();
void store.dispatch(checkSession());
const router = createBrowserRouter(appRoutes);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

void ready.then(() =>
  createRoot(container).render(
    <StrictMode>
      <Suspense fallback={null}>
        <App store={store} router={router} />
      </Suspense>
    </StrictMode>,
  ),
);
