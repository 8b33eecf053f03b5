import { loadTranslations } from '@testing/translations';
import { i18n, initI18nWithResources } from '../i18n';

describe('fallback rules (spec 1)', () => {
  beforeAll(() => initI18nWithResources(loadTranslations(['en', 'ru', 'pl', 'ua', 'cz']), 'en'));

  it('speaks Russian and Polish in every namespace', async () => {
    await i18n.changeLanguage('ru');
    expect(i18n.t('menu.services')).toBe('Услуги');
    await i18n.changeLanguage('pl');
    expect(i18n.t('menu.services')).toBe('Usługi');
    expect(i18n.t('validation.required', { ns: 'forms' })).not.toBe('This field is required');
  });

  it('falls back to English, key by key, for a text a language lacks', async () => {
    i18n.addResource('en', 'common', 'onlyInEnglish', 'Only in English');
    await i18n.changeLanguage('pl');
    expect(i18n.t('onlyInEnglish')).toBe('Only in English');
  });

  it.each([
    ['ua', 5, '5 послуг'],
    ['ua', 3, '3 послуги'],
    ['cz', 3, '3 služby'],
    ['cz', 7, '7 služeb'],
    ['pl', 5, '5 usług'],
  ])('writes %s plurals by its own rules: %i', async (lng, count, text) => {
    await i18n.changeLanguage(lng);
    expect(i18n.t('homeSection.servicesCount', { ns: 'services', count })).toBe(text);
  });

  it('sets <html lang> to follow the language', async () => {
    await i18n.changeLanguage('ua');
    expect(document.documentElement.lang).toBe('uk');
    expect(i18n.t('menu.services')).toBe('Послуги');
  });
});
