import { createRoot } from 'react-dom/client';
import { configureStore } from '@reduxjs/toolkit';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18nWithResources, isLanguage } from 'shared-i18n';
import { AppProviders } from '../../src';
import { resources } from './resources';
import { Gallery } from './Gallery';

const params = new URLSearchParams(window.location.search);
const lang = isLanguage(params.get('lang')) ? (params.get('lang') as string) : 'en';
const story = params.get('story') ?? undefined;
document.documentElement.lang = lang === 'ua' ? 'uk' : lang;

// Components link with react-router; in the gallery links go nowhere, so a memory router is enough.
const router = createMemoryRouter([{ path: '*', element: <Gallery story={story} lang={lang} /> }]);
const store = configureStore({ reducer: { gallery: (state: null = null) => state } });

void initI18nWithResources(resources, lang).then(() =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  ),
);
