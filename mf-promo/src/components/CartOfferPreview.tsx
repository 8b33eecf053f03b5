import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { selectCartSubtotal, useAppSelector } from 'shared-api';
import { formatPrice } from 'shared-ui';
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
 * order needs; the percentage offer, the most its bonus may pay.
 */
export function CartOfferPreview({ language }: { language: string }) {
  const { t } = useTranslation(['promo10k', 'common']);
  const subtotal = useAppSelector(selectCartSubtotal);
  const { audience, offer, pricing } = useOfferPricing(subtotal, language);
  const price = (amount: number) => formatPrice(amount, 'EUR', language);
  return (
    <Box sx={{ mb: 2 }}>
      <OfferName offer={offer} audience={audience} />
      {offer === 'percentage' ? (
        <Line label={t('checkout.bonusEligible')} value={price(pricing.bonusEligible)} testId="cart-bonus-eligible" />
      ) : pricing.bonusApplied > 0 ? (
        <Line label={t('common:bonusOffers.threshold.discount')} value={`−${price(pricing.bonusApplied)}`} testId="cart-offer-discount" />
      ) : (
        <ThresholdNote pricing={pricing} language={language} />
      )}
    </Box>
  );
}
