import { formatPrice } from 'shared-ui';
import { useLanguage } from '../hooks/use-language';

/** An amount with its currency sign in the page's language. */
export function Money({ amount, currency = 'EUR' }: { amount: number; currency?: string }) {
  return <>{formatPrice(amount, currency, useLanguage())}</>;
}

/** The locale a language's dates and numbers are written in. */
export function useLocale(): string {
  const lang = useLanguage();
  return { ua: 'uk', cz: 'cs' }[lang as 'ua' | 'cz'] ?? lang;
}

export function useDateFormat() {
  const locale = useLocale();
  return (iso: string, withTime = false) =>
    new Intl.DateTimeFormat(locale, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(new Date(iso));
}
