import { Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { languageOr } from 'shared-i18n';

/** The home page's promo banner (spec 2): title, subtitle, learn more. */
export default function PromoBanner() {
  const { t } = useTranslation('home');
  const lang = languageOr(useParams().lang);
  return (
    <Paper component="section" aria-labelledby="promo-banner-title" sx={{ p: { xs: 3, md: 5 }, my: 4, borderLeft: 4, borderColor: 'primary.main' }}>
      <Typography id="promo-banner-title" variant="h3" component="h2" gutterBottom>
        {t('promoBanner.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('promoBanner.subtitle')}
      </Typography>
      <Button component={RouterLink} to={`/${lang}/promo/10k`} variant="contained">
        {t('promoBanner.learnMore')}
      </Button>
    </Paper>
  );
}
