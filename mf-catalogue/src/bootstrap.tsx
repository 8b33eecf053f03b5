// The catalogue running alone, for its team: its own store, theme and i18n, no shell needed.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { checkSession, makeStore } from 'shared-api';
import { initI18n, setTranslationOrigins } from 'shared-i18n';
import { AppProviders, LanguageOutlet } from 'shared-ui';
import CataloguePage from './pages/CataloguePage';
import ServiceDetailPage from './pages/ServiceDetailPage';
import ServicesSection from './pages/ServicesSection';

setTranslationOrigins({ shell: '/shared/', catalogue: '/' });
const store = makeStore();
void store.dispatch(checkSession());

void initI18n().then(() =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <AppProviders store={store}>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<Navigate to="/en/services" replace />} />
          <Route path="/:lang" element={<LanguageOutlet />}>
            <Route index element={<ServicesSection />} />
            <Route path="services" element={<CataloguePage />} />
            <Route path="services/:slug" element={<ServiceDetailPage />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </AppProviders>,
  ),
);
