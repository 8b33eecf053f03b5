import i18next from 'i18next';
import { renderedTexts } from '../i18n';

describe('renderedTexts (what a server-rendered page carries)', () => {
  it('holds the namespaces the render used, in the page language and the English fallback, and nothing else', async () => {
    const texts = i18next.createInstance();
    await texts.init({
      lng: 'ua',
      fallbackLng: 'en',
      resources: {
        en: { common: { a: 'A' }, services: { b: 'B' }, account: { c: 'C' } },
        ua: { common: { a: 'А' }, services: { b: 'Б' } },
        cz: { common: { a: 'Á' } },
      },
    });
    expect(renderedTexts(texts, ['common', 'services'])).toEqual({
      lng: 'ua',
      resources: { ua: { common: { a: 'А' }, services: { b: 'Б' } }, en: { common: { a: 'A' }, services: { b: 'B' } } },
    });
  });

  it('English pages carry English once', async () => {
    const texts = i18next.createInstance();
    await texts.init({ lng: 'en', fallbackLng: 'en', resources: { en: { common: { a: 'A' } } } });
    expect(renderedTexts(texts, ['common'])).toEqual({ lng: 'en', resources: { en: { common: { a: 'A' } } } });
  });
});
