import { Alert, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { fromCents, type BonusOffer, type PricingResult } from 'shared-domain';
import { formatPrice } from 'shared-ui';

/** Names the welcome offer that prices the order, with its rule (texts of the offer's language set). */
export function OfferName({ offer, audience }: { offer: BonusOffer; audience: 'client' | 'visitor' }) {
  const { t } = useTranslation('common');
  const heading = audience === 'client' ? t('bonusOffers.yours') : t('bonusOffers.forNewClients');
  return (
    <Box component="section" aria-label={heading} data-testid="bonus-offer" sx={{ py: 1 }}>
      <Typography variant="overline" color="text.secondary" component="h3">
        {heading}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{t(`bonusOffers.${offer}.title`)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`bonusOffers.${offer}.rule`)}
      </Typography>
    </Box>
  );
}

/** The threshold offer's word on this order when it gives nothing: how much more it needs, or why not. */
export function ThresholdNote({ pricing, language }: { pricing: PricingResult; language: string }) {
  const { t } = useTranslation('common');
  if (pricing.offer !== 'threshold' || pricing.thresholdNote === null) return null;
  const text =
    pricing.thresholdNote === 'below_threshold'
      ? t('bonusOffers.threshold.shortfall', { amount: formatPrice(fromCents(pricing.shortOfThresholdCents), 'EUR', language) })
      : pricing.thresholdNote === 'already_used'
        ? t('bonusOffers.threshold.alreadyUsed')
        : t('bonusOffers.threshold.insufficientBalance');
  return (
    <Alert severity="info" data-testid="threshold-note" sx={{ my: 1 }}>
      {text}
    </Alert>
  );
}
