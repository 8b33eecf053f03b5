import type { ReactNode } from 'react';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useTranslation } from 'react-i18next';
import type { ApiError } from 'shared-api';
import { fromCents, type BonusOffer, type PricingResult } from 'shared-domain';
import { formatPrice, PageLoader, SectionUnavailable, useApiErrorMessage } from 'shared-ui';
import { useVatWords } from 'shared-ui/orders';
import type { CheckoutVat } from '../hooks/use-checkout-vat';
import { useLanguage } from '../hooks/use-language';
import { CheckoutItems } from './CheckoutItems';
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

/** The services the server names as no longer available, in the order's language (its details' titles). */
function unavailableTitles(error: ApiError): string {
  const titles = (error.details as { titles?: unknown } | undefined)?.titles;
  return Array.isArray(titles) && titles.length > 0 ? titles.filter((title) => typeof title === 'string').join(', ') : error.message;
}

/** Why the server did not take the order, in the client's words. */
function OrderRefusal({ error }: { error: ApiError }) {
  const { t } = useTranslation('promo10k');
  const messageOf = useApiErrorMessage();
  const text =
    error.code === 'BONUS_CHANGED'
      ? t('checkout.bonusChanged')
      : error.code === 'SERVICE_UNAVAILABLE'
        ? t('checkout.serviceUnavailable', { details: unavailableTitles(error) })
        : error.code === 'CART_EMPTY'
          ? t('checkout.empty')
          : error.status === 0
            ? t('checkout.network')
            : t('checkout.failed', { message: messageOf(error) });
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
  /** The VAT on the net by the billing details, once the pricing is known. */
  vat: CheckoutVat | undefined;
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
  /** The terms the client accepts with the order, just above the button that places it. */
  terms: ReactNode;
}

/**
 * The order summary beside the billing form: the services ordered, the client's welcome offer, the
 * pricing result with the net, its VAT and the total, the server's refusal if any, the terms and the
 * button that submits the form. The threshold offer shows only its own rule: no 20 % line and no
 * choice of using the bonus, since its discount is all or nothing.
 */
export function PricingSummary(props: PricingSummaryProps) {
  const { offer, pricing, vat, loadError, onRetry, available, useBonus, onUseBonusChange, placing, orderError, terms } = props;
  const { t } = useTranslation(['promo10k', 'common']);
  const lang = useLanguage();
  const vatWords = useVatWords();
  const percentage = offer === 'percentage';
  const statement = vat && vatWords.statement(vat.treatment);
  return (
    <Paper sx={{ p: 3 }} aria-label={t('checkout.summary')} component="section">
      <Typography variant="h5" component="h2" gutterBottom>
        {t('checkout.summary')}
      </Typography>
      <CheckoutItems />
      <OfferName offer={offer} audience="client" />
      {percentage && (
        <FormControlLabel
          control={<Checkbox checked={useBonus} onChange={(event) => onUseBonusChange(event.target.checked)} />}
          label={t('checkout.useBonus', { balance: formatPrice(available ?? 0, 'EUR', lang) })}
        />
      )}
      {pricing && vat ? (
        <>
          <PriceLine label={t('checkout.subtotal')} cents={pricing.subtotalCents} testId="pricing-subtotal" />
          {percentage && <PriceLine label={t('checkout.bonusEligible')} cents={pricing.bonusEligibleCents} testId="pricing-bonus-eligible" />}
          <PriceLine
            label={percentage ? t('checkout.bonusApplied') : t('common:bonusOffers.threshold.discount')}
            cents={pricing.bonusAppliedCents}
            testId="pricing-bonus-applied"
          />
          <ThresholdNote pricing={pricing} language={lang} />
          <PriceLine label={vatWords.net} cents={vat.netCents} testId="pricing-cash" />
          <PriceLine label={vatWords.line(vat.vatRateBp)} cents={vat.vatCents} testId="pricing-vat" />
          {statement && (
            <Typography variant="body2" color="text.secondary" data-testid="pricing-vat-statement">
              {statement}
            </Typography>
          )}
          <PriceLine label={t('checkout.total')} cents={vat.totalCents} strong testId="pricing-total" />
        </>
      ) : loadError ? (
        <SectionUnavailable title={t('common:remote.unavailable')} hint={t('common:remote.unavailableHint')} retryLabel={t('common:remote.retry')} onRetry={onRetry} />
      ) : (
        <PageLoader label={t('common:loading')} minHeight={160} />
      )}
      {orderError && <OrderRefusal error={orderError} />}
      {terms}
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={placing || !pricing || !vat}>
        {placing ? t('checkout.placing') : t('checkout.placeOrder')}
      </Button>
    </Paper>
  );
}
