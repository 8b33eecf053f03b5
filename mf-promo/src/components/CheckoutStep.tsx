import { useState } from 'react';
import { Grid } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { selectCartSubtotal, useAppSelector } from 'shared-api';
import { fromCents } from 'shared-domain';
import { PageLoader } from 'shared-ui';
import { TermsAcceptance } from 'shared-ui/forms';
import { toBilling, useBillingForm, useSavedBilling, type BillingForm } from '../hooks/use-billing-form';
import { useCheckoutVat } from '../hooks/use-checkout-vat';
import { useLanguage } from '../hooks/use-language';
import { useOfferPricing } from '../hooks/use-offer-pricing';
import { usePlaceOrder, type PlaceOrder } from '../hooks/use-place-order';
import { BillingFields } from './BillingFields';
import { OrderPlaced } from './OrderPlaced';
import { PricingSummary } from './PricingSummary';

/**
 * The checkout step (signed-in clients): billing details beside the order summary with the client's
 * welcome offer and VAT, the terms, and placing the order once. The form waits for the client's saved
 * billing details, so it starts filled. The order is sent with the bonus the client saw; the server
 * prices it (and its VAT) again and refuses it if the bonus no longer fits.
 */
export function CheckoutStep() {
  const { t } = useTranslation('common');
  const saved = useSavedBilling();
  const order = usePlaceOrder();
  if (order.placed) return <OrderPlaced result={order.placed} />;
  if (!saved) return <PageLoader label={t('loading')} />;
  return <CheckoutForm saved={saved} order={order} />;
}

function CheckoutForm({ saved, order }: { saved: BillingForm; order: PlaceOrder }) {
  const lang = useLanguage();
  const subtotal = useAppSelector(selectCartSubtotal);
  const [useBonus, setUseBonus] = useState(true);
  const { offer, pricing, available, error, retry } = useOfferPricing(subtotal, lang, useBonus);
  const { register, handleSubmit, formState, control } = useBillingForm(saved);
  const vat = useCheckoutVat(control, pricing);

  const submit = handleSubmit(async ({ acceptTerms, ...billing }) => {
    if (!pricing) return;
    await order.place({
      useBonus: useBonus || offer !== 'percentage',
      expectedBonusApplied: fromCents(pricing.bonusAppliedCents),
      billing: toBilling(billing),
      language: lang,
      acceptTerms,
    });
  });

  return (
    <Grid container spacing={4} component="form" onSubmit={submit} noValidate>
      <Grid size={{ xs: 12, md: 7 }}>
        <BillingFields register={register} errors={formState.errors} />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <PricingSummary
          offer={offer}
          pricing={pricing}
          vat={vat}
          loadError={error}
          onRetry={retry}
          available={available}
          useBonus={useBonus}
          onUseBonusChange={setUseBonus}
          placing={order.placing}
          orderError={order.error}
          terms={
            <TermsAcceptance registration={register('acceptTerms')} errorMessage={formState.errors.acceptTerms?.message} termsHref={`/${lang}/policies/terms`} />
          }
        />
      </Grid>
    </Grid>
  );
}
