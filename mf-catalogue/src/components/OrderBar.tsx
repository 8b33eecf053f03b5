import { Button, Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Service } from 'shared-api/contracts/catalogue';
import { PriceTag } from 'shared-ui';

interface OrderBarProps {
  service: Service;
  language: string;
  /** False for a service without a price in euros: the bar offers the consultation instead. */
  orderable: boolean;
  onOrder: () => void;
  onConsultation: () => void;
  ordering: boolean;
}

/**
 * Below md, where the price card comes after the service's texts, the price and 'Order service' stay
 * in a bar at the bottom of the screen (issue 19). The bar is the page's last part and sticky, not
 * fixed: at the end of the page it settles in its own place above the footer, so it never hides the
 * footer or the page's last lines. From md up the sticky price card beside the texts does this.
 */
export function OrderBar({ service, language, orderable, onOrder, onConsultation, ordering }: OrderBarProps) {
  const { t } = useTranslation('services');
  return (
    <Paper
      component="section"
      aria-label={t('details.orderBar')}
      elevation={8}
      square
      sx={{
        display: { xs: 'flex', md: 'none' },
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        position: 'sticky',
        bottom: 0,
        zIndex: 'appBar',
        mt: 4,
        mx: { xs: -2, sm: -3 },
        px: { xs: 2, sm: 3 },
        py: 1,
      }}
    >
      <PriceTag
        label={t('details.priceFrom')}
        amount={service.priceFrom}
        currency={service.currency}
        language={language}
        from={(price) => t('details.priceFromAmount', { price })}
      />
      {orderable ? (
        <Button variant="contained" onClick={onOrder} disabled={ordering} sx={{ flexShrink: 0 }}>
          {t('details.orderService')}
        </Button>
      ) : (
        <Button variant="contained" onClick={onConsultation} sx={{ flexShrink: 0 }}>
          {t('details.getConsultation')}
        </Button>
      )}
    </Paper>
  );
}
