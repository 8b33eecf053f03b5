import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES, type LanguageCode } from 'shared-api/contracts';

const REPO_ROOT = path.resolve(__dirname, '../../../..');

/** Where each namespace's texts are deployed: with the app that owns them (README: Layout). */
const NAMESPACE_DIRS: Record<string, string> = {
  common: 'shared-i18n/locales',
  home: 'shared-i18n/locales',
  forms: 'shared-i18n/locales',
  services: 'mf-catalogue/locales',
  promo10k: 'mf-promo/locales',
};

type Texts = Record<string, unknown>;

function read(lang: LanguageCode, namespace: string): Texts {
  const file = path.join(REPO_ROOT, NAMESPACE_DIRS[namespace]!, lang, `${namespace}.json`);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Texts;
  } catch {
    return {};
  }
}

function lookup(texts: Texts, key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Texts)[part] : undefined), texts);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The interface texts the server needs for page heads, read once from the same files the browser
 * loads; a missing or empty text falls back to English, as i18next does.
 */
export function loadPageTexts() {
  const all = new Map<string, Texts>();
  for (const lang of LANGUAGE_CODES) for (const namespace of Object.keys(NAMESPACE_DIRS)) all.set(`${lang}/${namespace}`, read(lang, namespace));
  return (lang: LanguageCode, namespace: string, key: string): string =>
    lookup(all.get(`${lang}/${namespace}`) ?? {}, key) ?? lookup(all.get(`en/${namespace}`) ?? {}, key) ?? key;
}

export type PageTexts = ReturnType<typeof loadPageTexts>;
