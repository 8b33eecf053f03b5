import { Box, Container, IconButton, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from 'shared-ui';

/** Spec 2: three fixed claims on the catalogue hero. */
const CLAIMS = [
  { figure: '500+', key: 'clients' },
  { figure: '98%', key: 'projects' },
  { figure: '24/7', key: 'support' },
] as const;

interface CatalogueHeroProps {
  search: string;
  onSearchChange: (value: string) => void;
}

export function CatalogueHero({ search, onSearchChange }: CatalogueHeroProps) {
  const { t } = useTranslation('services');
  return (
    <Box component="section" sx={{ py: { xs: 4, md: 6 }, borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Typography variant="h2" component="h1" gutterBottom>
          {t('catalogue.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
          {t('catalogue.subtitle')}
        </Typography>
        <Stack direction="row" spacing={{ xs: 2, md: 6 }} sx={{ mb: 4 }} component="ul" style={{ listStyle: 'none', padding: 0 }}>
          {CLAIMS.map((claim) => (
            <Box component="li" key={claim.key}>
              <Typography variant="h4" component="p" color="primary">
                {claim.figure}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`catalogue.claims.${claim.key}`)}
              </Typography>
            </Box>
          ))}
        </Stack>
        <TextField
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          label={t('catalogue.searchLabel')}
          placeholder={t('catalogue.searchPlaceholder')}
          fullWidth
          slotProps={{
            input: {
              endAdornment: search ? (
                <InputAdornment position="end">
                  <IconButton aria-label={t('catalogue.clearSearch')} onClick={() => onSearchChange('')} edge="end">
                    <CloseIcon />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
          sx={{ maxWidth: 720 }}
        />
      </Container>
    </Box>
  );
}
