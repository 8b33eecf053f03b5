import { useState } from 'react';
import { Grid } from '@mui/material';
import { selectCartSubtotal, useAppSelector } from 'shared-api';
import { fromCents } from 'shared-domain';
import { toBilling, useBillingForm } from '../hooks/use-billing-form';
import { useLanguage } from '../hooks/use-language';
import { useOfferPricing } from '../hooks/use-offer-pricing';
import { usePlaceOrder } from '../hooks/use-place-order';
import { BillingFields } from './BillingFields';
import { OrderPlaced } from './OrderPlaced';
import { PricingSummary } from './PricingSummary';

/**
 * The checkout step (signed-in clients): billing details beside the pricing result with the client's
 * welcome offer, and placing the order once. The order is sent with the bonus the client saw; the
 * server prices it again and refuses it if that no longer fits.
 */
export function CheckoutStep() {
  const lang = useLanguage();
  const subtotal = useAppSelector(selectCartSubtotal);
  const [useBonus, setUseBonus] = useState(true);
  const { offer, pricing, available, error, retry } = useOfferPricing(subtotal, lang, useBonus);
  const { register, handleSubmit, formState } = useBillingForm();
  const order = usePlaceOrder();

  const submit = handleSubmit(async (billing) => {
    if (!pricing) return;
    await order.place({
      useBonus: useBonus || offer !== 'percentage',
      expectedBonusApplied: fromCents(pricing.bonusAppliedCents),
      billing: toBilling(billing),
      language: lang,
    });
  });

  if (order.placed) return <OrderPlaced result={order.placed} />;
  return (
    <Grid container spacing={4} component="form" onSubmit={submit} noValidate>
      <Grid size={{ xs: 12, md: 7 }}>
        <BillingFields register={register} errors={formState.errors} />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <PricingSummary
          offer={offer}
          pricing={pricing}
          loadError={error}
          onRetry={retry}
          available={available}
          useBonus={useBonus}
          onUseBonusChange={setUseBonus}
          placing={order.placing}
          orderError={order.error}
        />
      </Grid>
    </Grid>
  );
}
