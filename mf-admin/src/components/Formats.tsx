import { formatDate, formatPrice, localeOf } from 'shared-ui';
import { useLanguage } from '../hooks/use-language';

/** An amount with its currency sign in the page's language. */
export function Money({ amount, currency = 'EUR' }: { amount: number; currency?: string }) {
  return <>{formatPrice(amount, currency, useLanguage())}</>;
}

/** The locale a language's dates and numbers are written in. */
export function useLocale(): string {
  return localeOf(useLanguage());
}

export function useDateFormat() {
  const lang = useLanguage();
  return (iso: string, withTime = false) => formatDate(iso, lang, withTime);
}
