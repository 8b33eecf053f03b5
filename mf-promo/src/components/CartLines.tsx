import { useState } from 'react';
import { Alert, Button, IconButton, List, ListItem, Stack, Typography } from '@mui/material';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { changeQuantity, removeFromCart, selectCartItems, useAppDispatch, useAppSelector, type CartItem } from 'shared-api';
import { formatPrice } from 'shared-ui';
import { useCartLineTitle } from '../hooks/use-service-title';

/** The cart's items with their quantities (− and +, 0 removes), totals and a remove button, named in the page's language. */
export function CartLines({ language }: { language: string }) {
  const { t } = useTranslation(['promo10k', 'common']);
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  const [failed, setFailed] = useState(false);
  const price = (amount: number) => formatPrice(amount, 'EUR', language);

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
    <>
      {failed && (
        <Alert severity="error" sx={{ m: 2 }}>
          {t('cart.updateFailed')}
        </Alert>
      )}
      <List sx={{ flexGrow: 1, overflowY: 'auto' }} aria-label={t('cart.title')}>
        {items.map((item) => (
          <CartLine key={item.serviceId} item={item} language={language} price={price} onQuantity={setQuantity} onRemove={remove} />
        ))}
      </List>
    </>
  );
}

interface CartLineProps {
  item: CartItem;
  language: string;
  price: (amount: number) => string;
  onQuantity: (serviceId: string, quantity: number) => void;
  onRemove: (serviceId: string) => void;
}

/** One line: its service named in the page's language (looked up by id), its total, − and + and remove. */
function CartLine({ item, language, price, onQuantity, onRemove }: CartLineProps) {
  const { t } = useTranslation(['promo10k', 'common']);
  const title = useCartLineTitle(item, language);
  return (
    <ListItem divider sx={{ display: 'block' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
        <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{title || <Skeleton width="60%" />}</Typography>
        <Typography color="primary" sx={{ whiteSpace: 'nowrap' }}>
          {price(item.totalPrice)}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center' }} role="group" aria-label={t('cart.quantity', { title })}>
          <IconButton size="small" aria-label={t('cart.decrease', { title })} onClick={() => onQuantity(item.serviceId, item.quantity - 1)}>
            −
          </IconButton>
          <Typography sx={{ minWidth: 32, textAlign: 'center' }} aria-live="polite">
            {item.quantity}
          </Typography>
          <IconButton size="small" aria-label={t('cart.increase', { title })} onClick={() => onQuantity(item.serviceId, item.quantity + 1)}>
            +
          </IconButton>
          <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
            {t('cart.unitPrice', { price: price(item.unitPrice) })}
          </Typography>
        </Stack>
        <Button size="small" color="inherit" onClick={() => onRemove(item.serviceId)} aria-label={t('cart.remove', { title })}>
          {t('common:buttons.delete')}
        </Button>
      </Stack>
    </ListItem>
  );
}
