import { Suspense } from 'react';
import { Box, Grid, Link, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useGetSiteSettingsQuery } from '../api/content-api';
import { useCurrentLanguage } from '../routing/use-current-language';
import { onDemand } from '../app/on-demand';
import { ContentPage } from './ContentPage';

/** The form (and the form libraries) load with the contacts page, not with the site. */
export const ContactForm = onDemand('ContactForm', () => import(/* webpackChunkName: "ContactForm" */ './ContactForm').then((module) => module.ContactForm));
/**
 * Made once: a server-rendered part still loading its code must not get new props while it waits,
 * or React gives up hydrating it (and the server's markup) and renders it anew.
 */
const contactForm = (
  <Suspense fallback={<Box sx={{ minHeight: 520 }} />}>
    <ContactForm />
  </Suspense>
);

/** Contacts: the company's entities, phones and emails from the settings, and the contact form. */
export function ContactsPage() {
  const { t } = useTranslation('common');
  const { data: settings } = useGetSiteSettingsQuery(useCurrentLanguage());
  return (
    <ContentPage slug="contacts">
      {settings && (
        <Grid container spacing={3} sx={{ mt: 2 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Paper sx={{ p: 3, height: '100%' }} component="section" aria-label={t('content.entities')}>
              <Typography variant="h6" component="h2">{t('content.entities')}</Typography>
              <List dense>
                {settings.legalEntities.map((entity) => (
                  <ListItem key={entity.name} disableGutters>
                    <ListItemText primary={entity.name} secondary={`${entity.address} · ${entity.registrationNumber}`} />
                  </ListItem>
                ))}
              </List>
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Paper sx={{ p: 3, height: '100%' }}>
              <Typography variant="h6" component="h2">{t('content.phones')}</Typography>
              <List dense>
                {settings.phones.map((phone) => (
                  <ListItem key={phone.number} disableGutters>
                    <Link href={`tel:${phone.number.replace(/\s/g, '')}`}>{phone.number}</Link>
                    <Typography color="text.secondary" sx={{ ml: 1 }}>({phone.label})</Typography>
                  </ListItem>
                ))}
              </List>
              <Typography variant="h6" component="h2">{t('content.emails')}</Typography>
              <List dense>
                {settings.emails.map((email) => (
                  <ListItem key={email.address} disableGutters>
                    <Link href={`mailto:${email.address}`}>{email.address}</Link>
                  </ListItem>
                ))}
              </List>
            </Paper>
          </Grid>
        </Grid>
      )}
      {contactForm}
    </ContentPage>
  );
}
