import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { translationUrl } from './translation-url';

class TranslationFileError extends Error {
  constructor(
    message: string,
    /** Whether another try may succeed: the network or the server failed, not the file. */
    readonly worthRetrying: boolean,
  ) {
    super(message);
  }
}

async function fetchTranslationFile(url: string): Promise<ResourceKey> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new TranslationFileError(`${url} could not be read: ${error instanceof Error ? error.message : String(error)}`, true);
  }
  if (!response.ok) throw new TranslationFileError(`${url} answered ${response.status}`, response.status >= 500);
  try {
    return (await response.json()) as ResourceKey;
  } catch {
    throw new TranslationFileError(`${url} is not JSON`, false);
  }
}

/**
 * Reads the translation files (spec 4) for i18next, which owns the retries and their timing: a
 * network failure or a server error is worth another try, a missing or broken file is not. A
 * language or namespace that has no file gives an empty bundle, so English fills in.
 */
export const translationFiles: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    const url = translationUrl(lng, ns);
    if (!url) {
      callback(null, {});
      return;
    }
    fetchTranslationFile(url).then(
      (texts) => callback(null, texts),
      (error: TranslationFileError) => callback(error, error.worthRetrying),
    );
  },
};
