import { useId } from 'react';
import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useGetSiteSettingsQuery } from '../api/content-api';
import { useCurrentLanguage } from '../routing/use-current-language';
import { footerLinks } from './nav-links';

/** The year the copyright line names (spec 1). */
const COPYRIGHT_YEAR = 2024;

/** The company's profiles, from the site settings, each opening in a new tab (which screen readers are told). */
function SocialLinks() {
  const { t } = useTranslation('common');
  const newTab = useId();
  const socialLinks = useGetSiteSettingsQuery(useCurrentLanguage()).data?.socialLinks ?? [];
  if (socialLinks.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h2" gutterBottom>
        {t('footer.followUs')}
      </Typography>
      <Stack direction="row" spacing={2}>
        {socialLinks.map((social) => (
          <Link key={social.url} href={social.url} target="_blank" rel="noopener noreferrer" color="inherit" aria-describedby={newTab}>
            {social.name}
          </Link>
        ))}
      </Stack>
      <span id={newTab} hidden>
        {t('opensInNewTab')}
      </span>
    </Box>
  );
}

/** The footer (spec 2): the legal entities, the company's and the policy pages, contact, the company's profiles, the copyright. */
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
          <Stack component="nav" aria-label={t('footer.navigation')} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 6 }}>
            {footerLinks(lang).map((group) => (
              <Stack key={group.key} spacing={0.5}>
                {group.links.map((link) => (
                  <Link key={link.key} component={RouterLink} to={link.to} color="inherit">
                    {t(link.label)}
                  </Link>
                ))}
              </Stack>
            ))}
          </Stack>
          <SocialLinks />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          © {COPYRIGHT_YEAR} {t('brand')}. {t('footer.allRightsReserved')}.
        </Typography>
      </Container>
    </Box>
  );
}
