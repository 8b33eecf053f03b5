import { Alert, Button, Checkbox, FormControlLabel, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ApiError } from 'shared-api';
import { fromCents, type BonusOffer, type PricingResult } from 'shared-domain';
import { formatPrice, PageLoader, SectionUnavailable } from 'shared-ui';
import { useLanguage } from '../hooks/use-language';
import { OfferName, ThresholdNote } from './OfferSummary';

function PriceLine({ label, cents, strong, testId }: { label: string; cents: number; strong?: boolean; testId: string }) {
  const lang = useLanguage();
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', py: 0.5 }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography data-testid={testId} sx={{ fontWeight: strong ? 700 : 400 }}>
        {formatPrice(fromCents(cents), 'EUR', lang)}
      </Typography>
    </Stack>
  );
}

/** Why the server did not take the order, in the client's words. */
function OrderRefusal({ error }: { error: ApiError }) {
  const { t } = useTranslation('promo10k');
  const text =
    error.code === 'BONUS_CHANGED'
      ? t('checkout.bonusChanged')
      : error.code === 'SERVICE_UNAVAILABLE'
        ? t('checkout.serviceUnavailable', { details: error.message })
        : error.code === 'CART_EMPTY'
          ? t('checkout.empty')
          : error.status === 0
            ? t('checkout.network')
            : t('checkout.failed', { message: error.message });
  return (
    <Alert severity="error" role="alert" sx={{ my: 2 }}>
      {text}
    </Alert>
  );
}

export interface PricingSummaryProps {
  offer: BonusOffer;
  /** Undefined while the rule's parameters or the client's bonus load. */
  pricing: PricingResult | undefined;
  /** Why they could not be loaded, with a way to ask again. */
  loadError: ApiError | undefined;
  onRetry: () => void;
  /** The client's available bonus (EUR), for the percentage offer's choice. */
  available: number | undefined;
  useBonus: boolean;
  onUseBonusChange: (useBonus: boolean) => void;
  placing: boolean;
  /** The server's refusal of the last attempt. */
  orderError: ApiError | undefined;
}

/**
 * The order summary beside the billing form: the client's welcome offer, the pricing result, the
 * server's refusal if any, and the button that submits the form. The threshold offer shows only its
 * own rule: no 20 % line and no choice of using the bonus, since its discount is all or nothing.
 */
export function PricingSummary({ offer, pricing, loadError, onRetry, available, useBonus, onUseBonusChange, placing, orderError }: PricingSummaryProps) {
  const { t } = useTranslation(['promo10k', 'common']);
  const lang = useLanguage();
  const percentage = offer === 'percentage';
  return (
    <Paper sx={{ p: 3 }} aria-label={t('checkout.summary')} component="section">
      <Typography variant="h5" component="h2" gutterBottom>
        {t('checkout.summary')}
      </Typography>
      <OfferName offer={offer} audience="client" />
      {percentage && (
        <FormControlLabel
          control={<Checkbox checked={useBonus} onChange={(event) => onUseBonusChange(event.target.checked)} />}
          label={t('checkout.useBonus', { balance: formatPrice(available ?? 0, 'EUR', lang) })}
        />
      )}
      {pricing ? (
        <>
          <PriceLine label={t('checkout.subtotal')} cents={pricing.subtotalCents} testId="pricing-subtotal" />
          {percentage && <PriceLine label={t('checkout.bonusEligible')} cents={pricing.bonusEligibleCents} testId="pricing-bonus-eligible" />}
          <PriceLine
            label={percentage ? t('checkout.bonusApplied') : t('common:bonusOffers.threshold.discount')}
            cents={pricing.bonusAppliedCents}
            testId="pricing-bonus-applied"
          />
          <ThresholdNote pricing={pricing} language={lang} />
          <PriceLine label={t('checkout.cashPayment')} cents={pricing.cashPaymentCents} testId="pricing-cash" />
          <PriceLine label={t('checkout.taxes')} cents={pricing.taxesCents} testId="pricing-taxes" />
          <PriceLine label={t('checkout.fees')} cents={pricing.feesCents} testId="pricing-fees" />
          <PriceLine label={t('checkout.total')} cents={pricing.totalCents} strong testId="pricing-total" />
        </>
      ) : loadError ? (
        <SectionUnavailable title={t('common:remote.unavailable')} hint={t('common:remote.unavailableHint')} retryLabel={t('common:remote.retry')} onRetry={onRetry} />
      ) : (
        <PageLoader label={t('common:loading')} minHeight={160} />
      )}
      {orderError && <OrderRefusal error={orderError} />}
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={placing || !pricing}>
        {placing ? t('checkout.placing') : t('checkout.placeOrder')}
      </Button>
    </Paper>
  );
}
