import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { languageOr } from 'shared-i18n';

/** The home page's services section (spec 2); the category grid comes with the catalogue issue. */
export default function ServicesSection() {
  const { t } = useTranslation('home');
  const lang = languageOr(useParams().lang);
  return (
    <Box component="section" aria-labelledby="home-services-title" sx={{ py: 4 }}>
      <Stack direction="row" sx={{ mb: 2, justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Box>
          <Typography id="home-services-title" variant="h3" component="h2">
            {t('services.title')}
          </Typography>
          <Typography color="text.secondary">{t('services.popular')}</Typography>
        </Box>
        <Button component={RouterLink} to={`/${lang}/services`}>
          {t('services.viewAll')}
        </Button>
      </Stack>
    </Box>
  );
}
