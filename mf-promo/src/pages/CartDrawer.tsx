import { useState } from 'react';
import { Alert, Box, Button, Divider, Drawer, IconButton, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import {
  changeQuantity,
  openSet,
  removeFromCart,
  selectCartItems,
  selectCartOpen,
  selectCartSubtotal,
  useAppDispatch,
  useAppSelector,
} from 'shared-api';
import { languageOfPath } from 'shared-i18n';
import { CloseIcon, formatPrice, tokens } from 'shared-ui';

/** The cart drawer (spec 4): opened when something is added and from the header's cart button. */
export default function CartDrawer() {
  const { t } = useTranslation(['promo10k', 'common']);
  // The drawer sits outside the page's routes: its language is the URL's prefix.
  const lang = languageOfPath(useLocation().pathname);
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectCartOpen);
  const items = useAppSelector(selectCartItems);
  const subtotal = useAppSelector(selectCartSubtotal);
  const [failed, setFailed] = useState(false);
  const close = () => dispatch(openSet(false));
  const price = (amount: number) => formatPrice(amount, 'EUR', lang);

  const run = async (change: () => Promise<unknown>) => {
    setFailed(false);
    try {
      await change();
    } catch {
      setFailed(true);
    }
  };
  const setQuantity = (serviceId: string, quantity: number) => run(() => dispatch(changeQuantity({ serviceId, quantity })).unwrap());
  const remove = (serviceId: string) => run(() => dispatch(removeFromCart(serviceId)).unwrap());

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
          <List sx={{ flexGrow: 1, overflowY: 'auto' }}>
            {items.map((item) => (
              <ListItem key={item.serviceId} divider sx={{ display: 'block' }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>{item.service.title}</Typography>
                  <Typography color="primary" sx={{ whiteSpace: 'nowrap' }}>
                    {price(item.totalPrice)}
                  </Typography>
                </Stack>
                <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
                  <Stack direction="row" sx={{ alignItems: 'center' }} role="group" aria-label={t('cart.quantity', { title: item.service.title })}>
                    <IconButton size="small" aria-label={t('cart.decrease', { title: item.service.title })} onClick={() => setQuantity(item.serviceId, item.quantity - 1)}>
                      −
                    </IconButton>
                    <Typography sx={{ minWidth: 32, textAlign: 'center' }} aria-live="polite">
                      {item.quantity}
                    </Typography>
                    <IconButton size="small" aria-label={t('cart.increase', { title: item.service.title })} onClick={() => setQuantity(item.serviceId, item.quantity + 1)}>
                      +
                    </IconButton>
                    <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                      {t('cart.unitPrice', { price: price(item.unitPrice) })}
                    </Typography>
                  </Stack>
                  <Button size="small" color="inherit" onClick={() => remove(item.serviceId)} aria-label={t('cart.remove', { title: item.service.title })}>
                    {t('common:buttons.delete')}
                  </Button>
                </Stack>
              </ListItem>
            ))}
          </List>
          <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
            {failed && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {t('cart.updateFailed')}
              </Alert>
            )}
            <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 2 }}>
              <Typography variant="h6" component="p">
                {t('cart.subtotal')}
              </Typography>
              <Typography variant="h6" component="p" data-testid="cart-subtotal">
                {price(subtotal)}
              </Typography>
            </Stack>
            <Button component={RouterLink} to={`/${lang}/cart`} onClick={close} variant="contained" fullWidth size="large">
              {t('cart.checkout')}
            </Button>
          </Box>
        </>
      )}
    </Drawer>
  );
}
