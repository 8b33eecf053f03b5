import type { AxiosRequestConfig } from 'axios';
import type { ServiceTitle } from 'shared-api/contracts/catalogue';

/** Services' titles by id and language, as the catalogue holds them. */
export type ServiceTitleBook = Record<string, Record<string, string>>;

/** What GET /api/service-titles answers: the titles of the services asked for, in the language asked for (English where none). */
export function serviceTitlesAnswer(config: AxiosRequestConfig, book: ServiceTitleBook) {
  const { ids, lang } = config.params as { ids: string; lang: string };
  const data: ServiceTitle[] = ids.split(',').flatMap((id) => {
    const titles = book[id];
    return titles ? [{ id, slug: id, title: titles[lang] ?? titles.en ?? id, isActive: true }] : [];
  });
  return { success: true, data };
}
