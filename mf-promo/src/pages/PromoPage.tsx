import { Box, Button, Container, Grid, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { selectCurrentUser, selectSessionStatus, useAppSelector } from 'shared-api';
import { useDocumentMeta } from 'shared-ui';
import { GrowthPackages } from '../components/GrowthPackages';
import { useLanguage } from '../hooks/use-language';

const STEPS = ['register', 'verifyEmail', 'receiveBonus', 'useBonus'] as const;
const FAQ = [1, 2, 3, 4] as const;
/** The two sections side by side under the packages: who can take part and the offer's terms. */
const CONDITIONS = ['eligibility', 'terms'] as const;

/** The call to action fits the reader: register for a visitor, confirm for an unverified client, spend for a client with a bonus. */
function CallToAction() {
  const { t } = useTranslation('promo10k');
  const lang = useLanguage();
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectCurrentUser);
  if (status !== 'authenticated') {
    return (
      <Button component={RouterLink} to={`/${lang}/auth/register`} variant="contained" size="large">
        {t('hero.register')}
      </Button>
    );
  }
  if (user && !user.isEmailVerified) {
    return (
      <Button component={RouterLink} to={`/${lang}/account/dashboard`} variant="contained" size="large">
        {t('hero.verify')}
      </Button>
    );
  }
  return (
    <Button component={RouterLink} to={`/${lang}/services`} variant="contained" size="large">
      {t('hero.useBonus')}
    </Button>
  );
}

/** /{lang}/promo/10k: the offer, how it works, the Starter and Pro packages, who can take part, its terms and the FAQ (spec 1). */
export default function PromoPage() {
  const { t } = useTranslation('promo10k');
  useDocumentMeta(t('metaTitle'), t('metaDescription'));
  return (
    <>
      <Box component="section" sx={{ py: { xs: 6, md: 10 }, borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg">
          <Typography variant="overline" color="primary">
            {t('hero.eyebrow')}
          </Typography>
          <Typography variant="h1" gutterBottom>
            {t('hero.title')}
          </Typography>
          <Typography variant="h5" component="p" color="text.secondary" sx={{ mb: 4 }}>
            {t('hero.subtitle')}
          </Typography>
          <CallToAction />
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Typography variant="h3" component="h2" gutterBottom>
          {t('steps.title')}
        </Typography>
        <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, mb: 6 }}>
          {STEPS.map((step, index) => (
            <Grid key={step} size={{ xs: 12, sm: 6, md: 3 }} component="li">
              <Paper sx={{ p: 3, height: '100%' }}>
                <Typography variant="h3" component="p" color="primary">
                  {index + 1}
                </Typography>
                <Typography variant="h6" component="h3">
                  {t(`steps.${step}`)}
                </Typography>
                <Typography color="text.secondary">{t(`steps.${step}Text`)}</Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
        <GrowthPackages />
        <Grid container spacing={4} sx={{ mb: 6 }}>
          {CONDITIONS.map((section) => (
            <Grid key={section} size={{ xs: 12, md: 6 }}>
              <Typography variant="h4" component="h2" gutterBottom>
                {t(`${section}.title`)}
              </Typography>
              <List>
                {(section === 'terms' ? [1, 2, 3, 4] : [1, 2, 3]).map((item) => (
                  <ListItem key={item} disableGutters>
                    <ListItemText primary={t(`${section}.item${item}`)} />
                  </ListItem>
                ))}
              </List>
            </Grid>
          ))}
        </Grid>
        <Typography variant="h4" component="h2" gutterBottom>
          {t('faq.title')}
        </Typography>
        <Stack>
          {FAQ.map((item) => (
            <Accordion key={item} disableGutters>
              <AccordionSummary aria-controls={`faq-${item}`} id={`faq-${item}-question`}>
                <Typography>{t(`faq.q${item}`)}</Typography>
              </AccordionSummary>
              <AccordionDetails id={`faq-${item}`}>
                <Typography color="text.secondary">{t(`faq.a${item}`)}</Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Stack>
      </Container>
    </>
  );
}
