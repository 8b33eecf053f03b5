import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Service } from 'shared-api/contracts/catalogue';
import { formatPrice, PriceTag, tokens } from 'shared-ui';

interface PriceCardProps {
  service: Service;
  language: string;
  /** False for a service without a price in euros: it is offered for a consultation, not ordered. */
  orderable: boolean;
  onOrder: () => void;
  onConsultation: () => void;
  ordering: boolean;
}

/**
 * The sticky price card of a service (spec 2): price from ('€4,200+', 'od 4 200 €'), Pro price,
 * delivery, currency, two actions; a service that cannot be ordered online says so and offers the
 * consultation alone.
 */
export function PriceCard({ service, language, orderable, onOrder, onConsultation, ordering }: PriceCardProps) {
  const { t } = useTranslation('services');
  return (
    <Card component="section" sx={{ position: { md: 'sticky' }, top: { md: tokens.layout.headerHeight + 24 } }} aria-label={t('details.priceFrom')}>
      <CardContent>
        <div data-testid="detail-price">
          <PriceTag
            label={t('details.priceFrom')}
            amount={service.priceFrom}
            currency={service.currency}
            language={language}
            from={(price) => t('details.priceFromAmount', { price })}
            size="large"
          />
        </div>
        {service.pricePro !== undefined && (
          <Typography color="text.secondary">{t('details.pro', { price: formatPrice(service.pricePro, service.currency, language) })}</Typography>
        )}
        <Stack spacing={0.5} sx={{ my: 2 }}>
          {service.estimatedDeliveryDays !== null && <Typography>{t('details.deliveryDays', { count: service.estimatedDeliveryDays })}</Typography>}
          <Typography color="text.secondary">{t('details.currency', { currency: service.currency })}</Typography>
        </Stack>
        {!orderable && <Typography sx={{ mb: 2 }}>{t('details.notOrderableOnline')}</Typography>}
        <Stack spacing={1}>
          {orderable && (
            <Button variant="contained" size="large" onClick={onOrder} disabled={ordering}>
              {t('details.orderService')}
            </Button>
          )}
          <Button variant={orderable ? 'outlined' : 'contained'} size="large" onClick={onConsultation}>
            {t('details.getConsultation')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
