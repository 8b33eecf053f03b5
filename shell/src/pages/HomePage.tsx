import { Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RemoteSection } from '../remotes/RemoteSection';
import { paths } from '../routing/paths';
import { useCurrentLanguage } from '../routing/use-current-language';

/** Home (spec 2): hero, the catalogue's services section, the promo banner, the contact call to action. */
export function HomePage() {
  const { t } = useTranslation('home');
  const lang = useCurrentLanguage();
  return (
    <>
      <Box component="section" sx={{ py: { xs: 6, md: 10 } }}>
        <Container maxWidth="lg">
          <Typography variant="h1" gutterBottom>
            {t('hero.title')}
          </Typography>
          <Typography variant="h4" component="p" color="primary" gutterBottom>
            {t('hero.subtitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 640, mb: 4 }}>
            {t('hero.description')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button component={RouterLink} to={paths.promo(lang)} variant="contained" size="large">
              {t('hero.getBonus')}
            </Button>
            <Button component={RouterLink} to={paths.services(lang)} variant="outlined" size="large">
              {t('hero.viewServices')}
            </Button>
          </Stack>
        </Container>
      </Box>
      <Container maxWidth="lg">
        <RemoteSection module="catalogue/ServicesSection" />
        <RemoteSection module="promo/PromoBanner" minHeight={120} />
      </Container>
      <Container maxWidth="lg" component="section" sx={{ py: 6 }}>
        <Paper sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
          <Typography variant="h3" component="h2" gutterBottom>
            {t('contactCta.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('contactCta.description')}
          </Typography>
          <Button component={RouterLink} to={paths.contacts(lang)} variant="contained">
            {t('contactCta.contactUs')}
          </Button>
        </Paper>
      </Container>
    </>
  );
}
