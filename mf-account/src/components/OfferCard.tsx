import { Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BonusOffer } from 'shared-domain';

/**
 * The client's welcome offer, fixed by the terms they accepted at sign-up, in the page's language:
 * its name and its rule, and only its own rule.
 */
export function OfferCard({ offer }: { offer: BonusOffer }) {
  const { t } = useTranslation('common');
  return (
    <Card component="section" aria-label={t('bonusOffers.yours')} sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h2">
          {t('bonusOffers.yours')}
        </Typography>
        <Typography variant="h6" component="p">
          {t(`bonusOffers.${offer}.title`)}
        </Typography>
        <Typography color="text.secondary">{t(`bonusOffers.${offer}.rule`)}</Typography>
      </CardContent>
    </Card>
  );
}
