import { formatDate, formatPrice } from 'shared-ui';
import { useLanguage } from '../hooks/use-language';

/** An amount with its currency sign in the page's language. */
export function Money({ amount, currency = 'EUR' }: { amount: number; currency?: string }) {
  return <>{formatPrice(amount, currency, useLanguage())}</>;
}

export function useDateFormat() {
  const lang = useLanguage();
  return (iso: string) => formatDate(iso, lang);
}
