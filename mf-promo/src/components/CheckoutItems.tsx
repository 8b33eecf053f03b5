import { Box, Stack, Typography } from '@mui/material';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { selectCartItems, useAppSelector, type CartItem } from 'shared-api';
import { formatPrice } from 'shared-ui';
import { useLanguage } from '../hooks/use-language';
import { useCartLineTitle } from '../hooks/use-service-title';

/** The services the order is for, as the summary lists them: each named in the page's language, its quantity, unit price and line total. */
export function CheckoutItems() {
  const { t } = useTranslation('promo10k');
  const items = useAppSelector(selectCartItems);
  return (
    <Box component="ul" aria-label={t('checkout.items')} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
      {items.map((item) => (
        <CheckoutItem key={item.serviceId} item={item} />
      ))}
    </Box>
  );
}

function CheckoutItem({ item }: { item: CartItem }) {
  const lang = useLanguage();
  const title = useCartLineTitle(item, lang);
  const price = (amount: number) => formatPrice(amount, 'EUR', lang);
  return (
    <Box component="li" data-testid="checkout-item" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography sx={{ fontWeight: 600 }}>{title || <Skeleton width="60%" />}</Typography>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
        <Typography color="text.secondary" data-testid="checkout-item-quantity">
          {item.quantity} × {price(item.unitPrice)}
        </Typography>
        <Typography data-testid="checkout-item-total" sx={{ whiteSpace: 'nowrap' }}>
          {price(item.totalPrice)}
        </Typography>
      </Stack>
    </Box>
  );
}
