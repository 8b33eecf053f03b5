import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { selectCartSubtotal, useAppSelector } from 'shared-api';
import { fromCents } from 'shared-domain';
import { formatPrice, PageLoader } from 'shared-ui';
import { useOfferPricing } from '../hooks/use-offer-pricing';
import { OfferName, ThresholdNote } from './OfferSummary';

function Line({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', py: 0.5 }}>
      <Typography>{label}</Typography>
      <Typography data-testid={testId}>{value}</Typography>
    </Stack>
  );
}

/**
 * Under the cart's subtotal: the welcome offer that will price the order and what it gives, by the
 * same rule and figures as the checkout. The threshold offer shows its discount or how much more the
 * order needs; the percentage offer, the most its bonus may pay. No figure until the rule's
 * parameters are known; none if they cannot be loaded (the checkout says so).
 */
export function CartOfferPreview({ language }: { language: string }) {
  const { t } = useTranslation(['promo10k', 'common']);
  const subtotal = useAppSelector(selectCartSubtotal);
  const { audience, offer, pricing, error } = useOfferPricing(subtotal, language);
  const price = (cents: number) => formatPrice(fromCents(cents), 'EUR', language);
  return (
    <Box sx={{ mb: 2 }}>
      <OfferName offer={offer} audience={audience} />
      {!pricing ? (
        !error && <PageLoader label={t('common:loading')} minHeight={40} />
      ) : offer === 'percentage' ? (
        <Line label={t('checkout.bonusEligible')} value={price(pricing.bonusEligibleCents)} testId="cart-bonus-eligible" />
      ) : pricing.bonusAppliedCents > 0 ? (
        <Line label={t('common:bonusOffers.threshold.discount')} value={`−${price(pricing.bonusAppliedCents)}`} testId="cart-offer-discount" />
      ) : (
        <ThresholdNote pricing={pricing} language={language} />
      )}
    </Box>
  );
}
