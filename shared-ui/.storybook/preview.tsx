import type { Preview } from 'storybook-react-rsbuild';
import { configureStore } from '@reduxjs/toolkit';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { MemoryRouter } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { LANGUAGES, htmlLangOf, i18n, initI18nWithResources, isLanguage, type Language } from 'shared-i18n';
import { AppProviders } from '../src';
import { resources } from './texts';
import { THEMES } from './themes';

/** The toolbar's viewport presets: the widths the site is designed and tested at. */
const VIEWPORTS = { phone: 390, tablet: 768, laptop: 1024, desktop: 1440 } as const;

const store = configureStore({ reducer: { design: (state: null = null) => state } });


/**
 * The site's i18next instance in one language, a copy per language sharing its texts: a docs page shows
 * stories in different languages side by side (a story may set its own), so none changes the others'.
 */
const instances = new Map<Language, I18n>();
function textsIn(language: Language): I18n {
  if (!instances.has(language)) instances.set(language, i18n.cloneInstance({ lng: language }));
  return instances.get(language)!;
}

const preview: Preview = {
  // The one i18next instance of the site, with every language's texts loaded up front.
  beforeAll: async () => {
    await initI18nWithResources(resources, 'en');
  },
  decorators: [
    (Story, { globals, viewMode }) => {
      const language = isLanguage(globals.language) ? globals.language : 'en';
      // A story shown alone sets the page's language (what screen readers and the a11y check read).
      if (viewMode === 'story') document.documentElement.lang = htmlLangOf(language);
      const story = (
        <MemoryRouter>
          <div lang={htmlLangOf(language)}>
            <Story />
          </div>
        </MemoryRouter>
      );
      return (
        <AppProviders store={store} i18n={textsIn(language)}>
          {globals.theme === 'light' ? (
            <ThemeProvider theme={THEMES.light}>
              <CssBaseline enableColorScheme />
              {story}
            </ThemeProvider>
          ) : (
            story
          )}
        </AppProviders>
      );
    },
  ],
  parameters: {
    // Every story is checked with axe; a violation fails the story in the test run (npm run test:design).
    // Axe details the violations only (it still counts passes and the rest): the run takes half the time.
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
    backgrounds: { disable: true },
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    viewport: {
      options: Object.fromEntries(
        Object.entries(VIEWPORTS).map(([name, width]) => [name, { name: `${name.charAt(0).toUpperCase()}${name.slice(1)} ${width}`, styles: { width: `${width}px`, height: '900px' }, type: name === 'phone' ? 'mobile' : name === 'tablet' ? 'tablet' : 'desktop' }]),
      ),
    },
    options: { storySort: { order: ['Tokens', 'Components', 'Forms', 'Orders', 'Tables'] } },
  },
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: [{ value: 'dark', title: 'Dark (the site)' }, { value: 'light', title: 'Light' }], dynamicTitle: true },
    },
    language: {
      description: 'Interface language',
      toolbar: { title: 'Language', icon: 'globe', items: LANGUAGES.map((value) => ({ value, title: value })), dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'dark', language: 'en' },
  tags: ['autodocs'],
};

export default preview;
