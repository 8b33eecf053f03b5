import type { i18n as I18n } from 'i18next';

/** Starts a fresh copy of the module with the given browser state; translation files come from a fake fetch. */
async function startI18n(setup: () => void) {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'gp.language=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.documentElement.lang = '';
  setup();
  const fetchMock = jest.fn(async (url: string) => ({
    ok: true,
    status: 200,
    text: async () => JSON.stringify({ brand: `brand from ${url}` }),
    json: async () => ({ brand: `brand from ${url}` }),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  let instance: I18n | undefined;
  await jest.isolateModulesAsync(async () => {
    const module = await import('../i18n');
    const origins = await import('../translation-url');
    origins.setTranslationOrigins({ shell: '/' });
    await module.initI18n();
    instance = module.i18n;
  });
  return { i18n: instance!, fetchMock };
}

describe('language detection (spec 9)', () => {
  const navigatorLanguage = jest.spyOn(window.navigator, 'language', 'get');
  const navigatorLanguages = jest.spyOn(window.navigator, 'languages', 'get');

  beforeEach(() => {
    navigatorLanguage.mockReturnValue('en-US');
    navigatorLanguages.mockReturnValue(['en-US']);
  });

  it('uses the saved language and loads its common texts from the shell', async () => {
    const { i18n, fetchMock } = await startI18n(() => localStorage.setItem('gp.language', 'cz'));
    expect(i18n.language).toBe('cz');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/locales/cz/common.json');
    expect(i18n.t('brand')).toBe('brand from /locales/cz/common.json');
  });

  it('prefers the cookie to the saved setting', async () => {
    const { i18n } = await startI18n(() => {
      document.cookie = 'gp.language=es; path=/';
      localStorage.setItem('gp.language', 'cz');
    });
    expect(i18n.language).toBe('es');
  });

  it("maps the browser's uk-UA to ua and caches the choice", async () => {
    navigatorLanguage.mockReturnValue('uk-UA');
    navigatorLanguages.mockReturnValue(['uk-UA', 'en']);
    const { i18n } = await startI18n(() => undefined);
    expect(i18n.language).toBe('ua');
    expect(localStorage.getItem('gp.language')).toBe('ua');
    expect(document.cookie).toContain('gp.language=ua');
  });

  it('falls back to en for a browser language the site does not have', async () => {
    navigatorLanguage.mockReturnValue('de-DE');
    navigatorLanguages.mockReturnValue(['de-DE']);
    const { i18n } = await startI18n(() => undefined);
    expect(i18n.resolvedLanguage).toBe('en');
  });

  it('keeps the retry and parallel-read settings of the loader explicit, and the order of spec 9', async () => {
    const { i18n } = await startI18n(() => undefined);
    expect(i18n.options).toMatchObject({ maxRetries: 5, retryTimeout: 350, maxParallelReads: 10 });
    expect(i18n.options.detection).toMatchObject({
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
    });
  });

  it('remembers a language chosen later in local storage and the cookie', async () => {
    const { i18n } = await startI18n(() => undefined);
    await i18n.changeLanguage('lt');
    expect(localStorage.getItem('gp.language')).toBe('lt');
    expect(document.cookie).toContain('gp.language=lt');
    expect(document.documentElement.lang).toBe('lt');
  });
});

describe('a server-rendered page', () => {
  it('starts in the language and with the texts it came with, reads no file, and remembers the language', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    localStorage.clear();
    document.cookie = 'gp.language=es; path=/';
    let instance: I18n | undefined;
    await jest.isolateModulesAsync(async () => {
      const module = await import('../i18n');
      await module.initI18n({ lng: 'ua', resources: { ua: { common: { brand: 'Бренд' } }, en: { common: { brand: 'Brand' } } } });
      instance = module.i18n;
    });
    expect(instance!.language).toBe('ua');
    expect(instance!.t('brand')).toBe('Бренд');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('gp.language')).toBe('ua');
    expect(document.cookie).toContain('gp.language=ua');
    expect(document.documentElement.lang).toBe('uk');
  });
});

describe('language detection, last resort', () => {
  it('reads <html lang> when nothing else names a language', async () => {
    jest.spyOn(window.navigator, 'language', 'get').mockReturnValue('');
    jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue([]);
    const { i18n } = await startI18n(() => {
      document.documentElement.lang = 'cs';
    });
    expect(i18n.language).toBe('cz');
  });
});
