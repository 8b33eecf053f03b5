import { translationFiles } from '../translation-files';
import { setTranslationOrigins } from '../translation-url';

function answer(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'content-type': 'application/json' } });
}

/** What the backend hands i18next for one file: the error, and the texts or whether to try again. */
function read(lng: string, ns: string): Promise<[unknown, unknown]> {
  return new Promise((resolve) => translationFiles.read(lng, ns, (error, data) => resolve([error, data])));
}

describe('the translation files loader', () => {
  const fetchMock = jest.fn<Promise<Response>, [string]>();

  beforeAll(() => {
    global.fetch = fetchMock as unknown as typeof fetch;
    setTranslationOrigins({ shell: '/', catalogue: 'https://cdn.example/catalogue/' });
  });
  beforeEach(() => fetchMock.mockReset());

  it("reads a namespace from its owner's origin", async () => {
    fetchMock.mockResolvedValue(answer(200, '{"title":"Послуги"}'));
    expect(await read('ua', 'services')).toEqual([null, { title: 'Послуги' }]);
    expect(fetchMock).toHaveBeenCalledWith('https://cdn.example/catalogue/locales/ua/services.json');
  });

  it('asks for another try when the network or the server fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const [networkError, retryAfterNetwork] = await read('en', 'common');
    expect(String(networkError)).toContain('/locales/en/common.json could not be read: Failed to fetch');
    expect(retryAfterNetwork).toBe(true);

    fetchMock.mockResolvedValueOnce(answer(503, 'busy'));
    const [serverError, retryAfterServer] = await read('en', 'common');
    expect(String(serverError)).toContain('answered 503');
    expect(retryAfterServer).toBe(true);
  });

  it('gives up on a missing or broken file', async () => {
    fetchMock.mockResolvedValueOnce(answer(404, 'Not found'));
    expect(await read('en', 'common')).toEqual([expect.objectContaining({ message: '/locales/en/common.json answered 404' }), false]);
    fetchMock.mockResolvedValueOnce(answer(200, '<html>'));
    expect(await read('en', 'common')).toEqual([expect.objectContaining({ message: '/locales/en/common.json is not JSON' }), false]);
  });

  it('reads nothing for a language or namespace the site does not have', async () => {
    expect(await read('de', 'common')).toEqual([null, {}]);
    expect(await read('en', 'nonsense')).toEqual([null, {}]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
