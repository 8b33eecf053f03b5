import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Checkbox, Container, FormControlLabel, Grid, Paper, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useLocation } from 'react-router';
import { z } from 'zod';
import {
  selectCartItems,
  selectCartSubtotal,
  selectSessionStatus,
  serverCartLoaded,
  useAppDispatch,
  useAppSelector,
  type ApiError,
} from 'shared-api';
import { VALIDATION_MESSAGES, VAT_ID_PATTERN, type BonusOffer } from 'shared-domain';
import { formatPrice, PageLoader, useDocumentMeta } from 'shared-ui';
import { FormTextField } from 'shared-ui/forms';
import { useGetCheckoutBillingQuery, useGetCheckoutBonusQuery, usePlaceOrderMutation, type CheckoutBilling } from '../api/promo-api';
import { CartLines } from '../components/CartLines';
import { CartOfferPreview } from '../components/CartOfferPreview';
import { OfferName, ThresholdNote } from '../components/OfferSummary';
import { useLanguage } from '../hooks/use-language';
import { useOfferPricing } from '../hooks/use-offer-pricing';

const billingForm = z.object({
  companyName: z.string().trim().max(200),
  vatId: z.union([z.string().trim().regex(VAT_ID_PATTERN, VALIDATION_MESSAGES.vatId), z.literal('')]),
  street: z.string().trim().max(200),
  city: z.string().trim().max(100),
  postalCode: z.string().trim().max(20),
  country: z.string().trim().max(100),
});
type BillingForm = z.infer<typeof billingForm>;

const toForm = (billing: CheckoutBilling): BillingForm => ({
  companyName: billing.companyName ?? '',
  vatId: billing.vatId ?? '',
  street: billing.billingAddress?.street ?? '',
  city: billing.billingAddress?.city ?? '',
  postalCode: billing.billingAddress?.postalCode ?? '',
  country: billing.billingAddress?.country ?? '',
});

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

function PriceLine({ label, amount, strong, testId }: { label: string; amount: number; strong?: boolean; testId: string }) {
  const lang = useLanguage();
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', py: 0.5 }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography data-testid={testId} sx={{ fontWeight: strong ? 700 : 400 }}>
        {formatPrice(amount, 'EUR', lang)}
      </Typography>
    </Stack>
  );
}

/** What the confirmation shows of a placed order. */
interface PlacedOrder {
  number: string;
  id: string;
  amountDue: number;
  balance: number;
  offer: BonusOffer;
  bonusApplied: number;
}

/**
 * The checkout step (signed-in clients): the pricing result with the client's welcome offer, billing
 * details, and placing the order once. The threshold offer shows only its own rule: no 20 % line and
 * no choice of using the bonus, since its discount is all or nothing.
 */
function Checkout() {
  const { t } = useTranslation(['promo10k', 'forms']);
  const lang = useLanguage();
  const dispatch = useAppDispatch();
  const subtotal = useAppSelector(selectCartSubtotal);
  const bonus = useGetCheckoutBonusQuery();
  const billing = useGetCheckoutBillingQuery();
  const [useBonus, setUseBonus] = useState(true);
  // One key per order the client means to place: a double click or a retry sends the same one.
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const [placeOrder, placing] = usePlaceOrderMutation();
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<BillingForm>({ resolver: zodResolver(billingForm) });
  useEffect(() => {
    if (billing.data) reset(toForm(billing.data));
  }, [billing.data, reset]);

  const { offer, pricing, ready } = useOfferPricing(subtotal, lang, useBonus);
  const percentage = offer === 'percentage';

  const submit = handleSubmit(async ({ street, city, postalCode, country, companyName, vatId }) => {
    const address = street && city && postalCode && country ? { street, city, postalCode, country } : null;
    try {
      const result = await placeOrder({
        idempotencyKey,
        useBonus: useBonus || !percentage,
        expectedBonusApplied: pricing.bonusApplied,
        billing: { companyName: companyName || null, vatId: vatId || null, billingAddress: address },
        language: lang,
      }).unwrap();
      setPlaced({
        number: result.order.number,
        id: result.order.id,
        amountDue: result.order.cashPayment,
        balance: result.bonusBalance,
        offer: result.order.bonusOffer,
        bonusApplied: result.order.bonusApplied,
      });
      setIdempotencyKey(newKey());
      dispatch(serverCartLoaded({ items: [], subtotal: 0, currency: 'EUR' }));
    } catch (error) {
      if ((error as ApiError).code === 'BONUS_CHANGED') void bonus.refetch();
    }
  });

  if (placed) {
    return (
      <Paper sx={{ p: { xs: 3, md: 5 } }} role="status" aria-label={t('checkout.successTitle')}>
        <Typography variant="h4" component="h2" gutterBottom>
          {t('checkout.successTitle')}
        </Typography>
        <Typography>{t('checkout.orderNumber', { number: placed.number })}</Typography>
        {placed.bonusApplied > 0 && (
          <Typography data-testid="placed-offer">
            {t('common:bonusOffers.applied', { offer: t(`common:bonusOffers.${placed.offer}.title`) })} (−{formatPrice(placed.bonusApplied, 'EUR', lang)})
          </Typography>
        )}
        <Typography>{t('checkout.amountDue', { amount: formatPrice(placed.amountDue, 'EUR', lang) })}</Typography>
        <Typography sx={{ mb: 3 }}>{t('checkout.newBalance', { balance: formatPrice(placed.balance, 'EUR', lang) })}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to={`/${lang}/account/orders/${placed.id}`} variant="contained">
            {t('checkout.viewOrder')}
          </Button>
          <Button component={RouterLink} to={`/${lang}/services`} variant="outlined">
            {t('checkout.continueShopping')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  const error = placing.error as ApiError | undefined;
  const errorText = !error
    ? null
    : error.code === 'BONUS_CHANGED'
      ? t('checkout.bonusChanged')
      : error.code === 'SERVICE_UNAVAILABLE'
        ? t('checkout.serviceUnavailable', { details: error.message })
        : error.code === 'CART_EMPTY'
          ? t('checkout.empty')
          : error.status === 0
            ? t('checkout.network')
            : t('checkout.failed', { message: error.message });

  const field = (name: keyof BillingForm) => ({ registration: register(name), errorMessage: formState.errors[name]?.message });
  return (
    <Grid container spacing={4} component="form" onSubmit={submit} noValidate>
      <Grid size={{ xs: 12, md: 7 }}>
        <Typography variant="h5" component="h2" gutterBottom>
          {t('checkout.billing')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField label={t('checkout.companyName')} autoComplete="organization" {...field('companyName')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField label={t('checkout.vatId')} {...field('vatId')} />
          </Grid>
          <Grid size={12}>
            <FormTextField label={t('checkout.street')} autoComplete="street-address" {...field('street')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField label={t('checkout.postalCode')} autoComplete="postal-code" {...field('postalCode')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField label={t('checkout.city')} autoComplete="address-level2" {...field('city')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField label={t('checkout.country')} autoComplete="country-name" {...field('country')} />
          </Grid>
        </Grid>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Paper sx={{ p: 3 }} aria-label={t('checkout.summary')} component="section">
          <Typography variant="h5" component="h2" gutterBottom>
            {t('checkout.summary')}
          </Typography>
          <OfferName offer={offer} audience="client" />
          {percentage && (
            <FormControlLabel
              control={<Checkbox checked={useBonus} onChange={(event) => setUseBonus(event.target.checked)} />}
              label={t('checkout.useBonus', { balance: formatPrice(bonus.data?.available ?? 0, 'EUR', lang) })}
            />
          )}
          <PriceLine label={t('checkout.subtotal')} amount={pricing.subtotal} testId="pricing-subtotal" />
          {percentage && <PriceLine label={t('checkout.bonusEligible')} amount={pricing.bonusEligible} testId="pricing-bonus-eligible" />}
          <PriceLine
            label={percentage ? t('checkout.bonusApplied') : t('common:bonusOffers.threshold.discount')}
            amount={pricing.bonusApplied}
            testId="pricing-bonus-applied"
          />
          <ThresholdNote pricing={pricing} language={lang} />
          <PriceLine label={t('checkout.cashPayment')} amount={pricing.cashPayment} testId="pricing-cash" />
          <PriceLine label={t('checkout.taxes')} amount={pricing.taxes} testId="pricing-taxes" />
          <PriceLine label={t('checkout.fees')} amount={pricing.fees} testId="pricing-fees" />
          <PriceLine label={t('checkout.total')} amount={pricing.total} strong testId="pricing-total" />
          {errorText && (
            <Alert severity="error" role="alert" sx={{ my: 2 }}>
              {errorText}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={placing.isLoading || !ready}>
            {placing.isLoading ? t('checkout.placing') : t('checkout.placeOrder')}
          </Button>
        </Paper>
      </Grid>
    </Grid>
  );
}

/** /{lang}/cart and /{lang}/checkout are one page (spec 2): the cart first, the checkout step after it. */
export default function CartCheckoutPage() {
  const { t } = useTranslation('promo10k');
  const lang = useLanguage();
  const location = useLocation();
  const checkoutStep = location.pathname.endsWith('/checkout');
  const items = useAppSelector(selectCartItems);
  const subtotal = useAppSelector(selectCartSubtotal);
  const status = useAppSelector(selectSessionStatus);
  useDocumentMeta(checkoutStep ? t('checkout.checkoutTitle') : t('checkout.cartTitle'));

  // Whose cart it is (the browser's or the client's) is known once the session is: on the server, never.
  if (status === 'loading') return <PageLoader label={t('common:loading')} />;
  if (checkoutStep && status === 'unauthenticated') {
    // Checkout needs a signed-in client; the sign-in page brings them back here.
    return <Navigate to={`/${lang}/auth/login`} replace state={{ from: { pathname: location.pathname, search: location.search, hash: location.hash } }} />;
  }

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {checkoutStep ? t('checkout.checkoutTitle') : t('checkout.cartTitle')}
      </Typography>
      {items.length === 0 && !checkoutStep ? (
        <Box sx={{ py: 4 }}>
          <Typography color="text.secondary" gutterBottom>
            {t('cart.empty')}
          </Typography>
          <Button component={RouterLink} to={`/${lang}/services`} variant="contained">
            {t('cart.browse')}
          </Button>
        </Box>
      ) : checkoutStep ? (
        <>
          <Button component={RouterLink} to={`/${lang}/cart`} sx={{ mb: 2 }}>
            {t('checkout.backToCart')}
          </Button>
          <Checkout />
        </>
      ) : (
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Paper>
              <CartLines language={lang} />
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Paper sx={{ p: 3 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 2 }}>
                <Typography variant="h6" component="p">
                  {t('cart.subtotal')}
                </Typography>
                <Typography variant="h6" component="p" data-testid="cart-page-subtotal">
                  {formatPrice(subtotal, 'EUR', lang)}
                </Typography>
              </Stack>
              <CartOfferPreview language={lang} />
              <Button component={RouterLink} to={`/${lang}/checkout`} variant="contained" fullWidth size="large">
                {t('checkout.proceed')}
              </Button>
            </Paper>
          </Grid>
        </Grid>
      )}
    </Container>
  );
}
