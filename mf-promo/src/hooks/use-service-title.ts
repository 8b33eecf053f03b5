import type { CartItem } from 'shared-api';
import { useGetServiceTitlesQuery } from '../api/promo-api';

export interface ServiceTitleLookup {
  /** The service's title in the language asked for; undefined while it loads or when it could not be loaded. */
  title: string | undefined;
  failed: boolean;
}

/**
 * A service's title in a language, looked up by its id: a cart line shows its service in the language
 * of the page, never in the one it was added in. Only the answer for this language is used, so a
 * switch of language never shows the previous one's title.
 */
export function useServiceTitle(serviceId: string, language: string): ServiceTitleLookup {
  const lookup = useGetServiceTitlesQuery({ ids: [serviceId], lang: language });
  return { title: lookup.currentData?.find((service) => service.id === serviceId)?.title, failed: lookup.isError };
}

/**
 * What a cart line is called: its service's title in the language, '' while it loads (a placeholder
 * shows), and the service's address name when the title could not be loaded, so lines stay apart.
 */
export function useCartLineTitle(item: CartItem, language: string): string {
  const { title, failed } = useServiceTitle(item.serviceId, language);
  return title ?? (failed ? item.service.slug : '');
}
