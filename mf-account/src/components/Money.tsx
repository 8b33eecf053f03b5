import { formatPrice } from 'shared-ui';
import { useLanguage } from '../hooks/use-language';

/** An amount with its currency sign in the page's language. */
export function Money({ amount, currency = 'EUR' }: { amount: number; currency?: string }) {
  return <>{formatPrice(amount, currency, useLanguage())}</>;
}

export function useDateFormat() {
  const lang = useLanguage();
  const locale = { ua: 'uk', cz: 'cs' }[lang as 'ua' | 'cz'] ?? lang;
  return (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}
