import { Box, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { WayBack } from './WayBack';

/** An unhandled render error (spec 2): a clear title, a reload and the way home; the stack only in development. */
export function ErrorPage() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  const detail = !__APP_CONFIG__.production && error instanceof Error ? error.stack ?? error.message : undefined;
  return (
    <Container maxWidth="md" sx={{ py: 10 }} role="alert">
      <Typography variant="h3" component="h1" gutterBottom>
        {t('errorPage.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('errorPage.message')}
      </Typography>
      <WayBack retry={{ label: t('errorPage.reload'), onClick: () => window.location.reload() }} />
      {detail && (
        <Box component="pre" sx={{ mt: 4, whiteSpace: 'pre-wrap', fontSize: 12, color: 'text.secondary' }}>
          {detail}
        </Box>
      )}
    </Container>
  );
}
