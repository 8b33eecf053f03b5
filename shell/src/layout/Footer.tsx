import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../routing/paths';
import { useCurrentLanguage } from '../routing/use-current-language';

/** The year the copyright line names (spec 1). */
const COPYRIGHT_YEAR = 2024;

const SOCIAL_LINKS = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { name: 'Facebook', href: 'https://www.facebook.com/' },
];

export function Footer() {
  const { t } = useTranslation('common');
  const lang = useCurrentLanguage();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 4, mt: 'auto', bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ justifyContent: 'space-between' }}>
          <Box>
            <Typography variant="subtitle2" component="h2" gutterBottom>
              {t('footer.legalEntities')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('footer.entitySpain')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('footer.entityCzech')}
            </Typography>
          </Box>
          <Stack spacing={0.5}>
            <Link component={RouterLink} to={paths.privacy(lang)} color="inherit">
              {t('footer.privacyPolicy')}
            </Link>
            <Link component={RouterLink} to={paths.terms(lang)} color="inherit">
              {t('footer.termsOfService')}
            </Link>
            <Link component={RouterLink} to={paths.contacts(lang)} color="inherit">
              {t('footer.contactUs')}
            </Link>
          </Stack>
          <Box>
            <Typography variant="subtitle2" component="h2" gutterBottom>
              {t('footer.followUs')}
            </Typography>
            <Stack direction="row" spacing={2}>
              {SOCIAL_LINKS.map((social) => (
                <Link key={social.name} href={social.href} target="_blank" rel="noopener noreferrer" color="inherit">
                  {social.name}
                </Link>
              ))}
            </Stack>
          </Box>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          © {COPYRIGHT_YEAR} {t('brand')}. {t('footer.allRightsReserved')}.
        </Typography>
      </Container>
    </Box>
  );
}
