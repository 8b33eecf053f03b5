import { loadTranslations } from '@testing/translations';
import { i18n, initI18nWithResources } from '../i18n';

describe('fallback rules (spec 1)', () => {
  beforeAll(() => initI18nWithResources(loadTranslations(['en', 'ru', 'pl', 'ua']), 'en'));

  it('falls back from the empty Russian texts to English, key by key', async () => {
    await i18n.changeLanguage('ru');
    expect(i18n.t('menu.services')).toBe('Services');
    expect(i18n.t('notFound.title')).toBe('Page Not Found');
  });

  it('gives Polish its own common texts and English for the namespaces it lacks', async () => {
    await i18n.changeLanguage('pl');
    expect(i18n.t('menu.services')).toBe('Usługi');
    expect(i18n.t('validation.required', { ns: 'forms' })).toBe('This field is required');
  });

  it('sets <html lang> to follow the language', async () => {
    await i18n.changeLanguage('ua');
    expect(document.documentElement.lang).toBe('uk');
    expect(i18n.t('menu.services')).toBe('Послуги');
  });
});
