// The promo remote running alone, for its team: its own store, theme and i18n, no shell needed.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { checkSession, makeStore } from 'shared-api';
import { initI18n, setTranslationOrigins } from 'shared-i18n';
import { AppProviders, LanguageOutlet } from 'shared-ui';
import CartCheckoutPage from './pages/CartCheckoutPage';
import PromoBanner from './pages/PromoBanner';
import PromoPage from './pages/PromoPage';

setTranslationOrigins({ shell: '/shared/', promo: '/' });
const store = makeStore();
void store.dispatch(checkSession());

void initI18n().then(() =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <AppProviders store={store}>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<Navigate to="/en/promo/10k" replace />} />
          <Route path="/:lang" element={<LanguageOutlet />}>
            <Route index element={<PromoBanner />} />
            <Route path="promo/10k" element={<PromoPage />} />
            <Route path="cart" element={<CartCheckoutPage />} />
            <Route path="checkout" element={<CartCheckoutPage />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </AppProviders>,
  ),
);
