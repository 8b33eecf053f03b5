import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, toLanguage, type LanguageCode } from 'shared-api/contracts';

/** The languages of an Accept-Language header, most wanted first (q=0 refuses). */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((param) => param.trim().startsWith('q='))?.trim().slice(2) ?? '1');
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
}

/**
 * The visitor's language as the browser's i18next would find it (spec 9's order, server side): the
 * lng query, the remembered choice (cookie), the browser's languages; English otherwise.
 */
export function detectLanguage(request: FastifyRequest): LanguageCode {
  const query = (request.query as Record<string, unknown> | undefined)?.lng;
  const candidates = [typeof query === 'string' ? query : undefined, request.cookies[LANGUAGE_STORAGE_KEY], ...acceptedLanguages(request.headers['accept-language'])];
  for (const candidate of candidates) {
    const language = candidate ? toLanguage(candidate) : undefined;
    if (isLanguage(language)) return language;
  }
  return DEFAULT_LANGUAGE;
}
