import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceCardLabels } from '../components/ServiceCard';

/** The service card's texts in the current language (the catalogue's services namespace). */
export function useServiceCardLabels(): ServiceCardLabels {
  const { t, i18n } = useTranslation('services');
  return useMemo(
    () => ({
      startingFrom: t('card.startingFrom'),
      pro: t('card.pro'),
      guarantee: t('card.guarantee'),
      fastDelivery: t('card.fastDelivery'),
      expert: t('card.expert'),
      days: (count: number) => t('card.days', { count }),
      viewDetails: t('card.viewDetails'),
      getQuote: t('card.getQuote'),
      unknownCategory: t('card.unknownCategory'),
      moreFeatures: (count: number) => t('card.moreFeatures', { count }),
      // The service page's heading of the same list.
      features: t('details.keyFeatures'),
    }),
    // The texts change with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
}
