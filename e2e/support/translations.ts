import fs from 'node:fs';
import path from 'node:path';

/** The repository's root, where every app keeps its translation files. */
const ROOT = path.resolve(__dirname, '../..');

/** Each interface namespace's folder of languages (the apps' own files, read as the site ships them). */
const NAMESPACE_FOLDERS = {
  common: 'shared-i18n/locales',
  forms: 'shared-i18n/locales',
  home: 'shared-i18n/locales',
  services: 'mf-catalogue/locales',
  pricing: 'mf-catalogue/locales',
  account: 'mf-account/locales',
  promo10k: 'mf-promo/locales',
} as const;
type Namespace = keyof typeof NAMESPACE_FOLDERS;

type Texts = Record<string, string>;

function flatten(value: unknown, prefix = ''): Texts {
  if (typeof value === 'string') return { [prefix]: value };
  if (!value || typeof value !== 'object') return {};
  return Object.assign({}, ...Object.entries(value).map(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key)));
}

/** A language's interface texts by namespace and key, e.g. texts('pl').services['details.orderService']. */
export function texts(lang: string): Record<Namespace, Texts> {
  return Object.fromEntries(
    Object.entries(NAMESPACE_FOLDERS).map(([namespace, folder]) => [namespace, flatten(JSON.parse(fs.readFileSync(path.join(ROOT, folder, lang, `${namespace}.json`), 'utf8')))]),
  ) as Record<Namespace, Texts>;
}

/** The seeded text of a service in a language kept in files of its own (pl, lt, nl, ru). */
export function seededService(lang: string, slug: string): { title: string } {
  const file = path.join(ROOT, 'api/src/db/seed/files/translations', lang, 'services.json');
  return JSON.parse(fs.readFileSync(file, 'utf8'))[slug];
}

/** A mail's texts in a language, e.g. mailTexts('nl').verifyEmail.subject. */
export function mailTexts(lang: string): Record<string, { subject: string }> {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'api/src/locales', lang, 'mail.json'), 'utf8'));
}

/** Fills a translation's {{placeholders}}. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => String(values[name] ?? ''));
}

/**
 * The English interface sentences a page in another language must not show: every English text
 * (its parts between placeholders) of 14 characters or more with a space in it, unless the language
 * writes the same words itself (a name, a term kept in English).
 */
export function englishSentencesFor(lang: string): string[] {
  const own = Object.values(texts(lang)).flatMap((namespace) => Object.values(namespace)).join('\n');
  const english = Object.values(texts('en')).flatMap((namespace) => Object.values(namespace));
  const parts = english.flatMap((text) => text.split(/\{\{[^}]*\}\}/)).map((part) => part.trim());
  return [...new Set(parts.filter((part) => part.length >= 14 && part.includes(' ') && !own.includes(part)))];
}
