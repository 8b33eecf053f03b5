import { Box, Button, Container, Grid, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useLocation } from 'react-router';
import { selectCartItems, selectCartSubtotal, selectSessionStatus, useAppSelector } from 'shared-api';
import { formatPrice, PageLoader, useDocumentMeta } from 'shared-ui';
import { CartLines } from '../components/CartLines';
import { CartOfferPreview } from '../components/CartOfferPreview';
import { CheckoutStep } from '../components/CheckoutStep';
import { useLanguage } from '../hooks/use-language';

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
          <CheckoutStep />
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
