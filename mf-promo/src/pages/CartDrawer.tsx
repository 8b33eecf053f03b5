import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import {
  openSet,
  selectCartItems,
  selectCartOpen,
  selectCartSubtotal,
  useAppDispatch,
  useAppSelector,
} from 'shared-api';
import { languageOfPath } from 'shared-i18n';
import { CloseIcon, formatPrice, tokens } from 'shared-ui';
import { CartLines } from '../components/CartLines';
import { CartOfferPreview } from '../components/CartOfferPreview';

/** The cart drawer (spec 4): opened when something is added and from the header's cart button. */
export default function CartDrawer() {
  const { t } = useTranslation(['promo10k', 'common']);
  // The drawer sits outside the page's routes: its language is the URL's prefix.
  const lang = languageOfPath(useLocation().pathname);
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectCartOpen);
  const items = useAppSelector(selectCartItems);
  const subtotal = useAppSelector(selectCartSubtotal);
  const close = () => dispatch(openSet(false));

  return (
    <Drawer anchor="right" open={open} onClose={close} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } }, role: 'dialog', 'aria-label': t('cart.title') } as object }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, minHeight: tokens.layout.headerHeight }}>
        <Typography variant="h6" component="h2">
          {t('cart.title')}
        </Typography>
        <IconButton onClick={close} aria-label={t('common:buttons.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      {items.length === 0 ? (
        <Box sx={{ p: 3 }}>
          <Typography color="text.secondary" gutterBottom>
            {t('cart.empty')}
          </Typography>
          <Button component={RouterLink} to={`/${lang}/services`} onClick={close} variant="outlined">
            {t('cart.browse')}
          </Button>
        </Box>
      ) : (
        <>
          <CartLines language={lang} />
          <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 2 }}>
              <Typography variant="h6" component="p">
                {t('cart.subtotal')}
              </Typography>
              <Typography variant="h6" component="p" data-testid="cart-subtotal">
                {formatPrice(subtotal, 'EUR', lang)}
              </Typography>
            </Stack>
            <CartOfferPreview language={lang} />
            <Button component={RouterLink} to={`/${lang}/cart`} onClick={close} variant="contained" fullWidth size="large">
              {t('cart.checkout')}
            </Button>
          </Box>
        </>
      )}
    </Drawer>
  );
}
