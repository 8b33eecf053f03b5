import { isLanguage } from './languages';
import { NAMESPACE_OWNER, NAMESPACES, type Namespace, type TranslationOwner } from './namespaces';

/**
 * Where each owner's files are served from, e.g. { shell: '/', catalogue: '/remotes/catalogue/' }.
 * The shell fills it from /remotes.json; a remote running alone sets its own.
 */
export type TranslationOrigins = Partial<Record<TranslationOwner, string>>;

let origins: TranslationOrigins = {};

export function setTranslationOrigins(next: TranslationOrigins): void {
  origins = { ...origins, ...next };
}

function isNamespace(value: string): value is Namespace {
  return (NAMESPACES as readonly string[]).includes(value);
}

/**
 * The URL of one translation file, or undefined when there is none to fetch (not one of our
 * languages or namespaces, or an owner whose origin is unknown): i18next then falls back to English.
 */
export function translationUrl(lng: string, ns: string, from: TranslationOrigins = origins): string | undefined {
  if (!isLanguage(lng) || !isNamespace(ns)) return undefined;
  const base = from[NAMESPACE_OWNER[ns]];
  if (base === undefined) return undefined;
  const slash = base.endsWith('/') ? '' : '/';
  return `${base}${slash}locales/${lng}/${ns}.json`;
}
