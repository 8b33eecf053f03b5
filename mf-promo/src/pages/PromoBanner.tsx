import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { languageOr } from 'shared-i18n';

/** Read by screen readers and search engines, not shown: the clip pattern, which keeps it in the layout's text. */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, p: 0, m: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

/**
 * The home page's promo banner (spec 2): title, subtitle, learn more. "Learn more" alone says nothing
 * of where it leads to a screen reader's list of links or to a search engine (Lighthouse's link-text
 * audit), so the link also carries the subtitle, unseen.
 */
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
        <Box component="span" sx={visuallyHidden}>
          : {t('promoBanner.subtitle')}
        </Box>
      </Button>
    </Paper>
  );
}
