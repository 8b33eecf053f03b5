import { useId } from 'react';
import { Box, IconButton, InputAdornment, Stack, Typography } from '@mui/material';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useTranslation } from 'react-i18next';
import { CloseIcon, PageHeader } from 'shared-ui';

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
  const inputId = useId();
  return (
    <PageHeader title={t('catalogue.title')} subtitle={t('catalogue.subtitle')}>
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
        {/* A text field in the searchbox role rather than type="search": browsers add their own clear
            button to that, beside ours (which every browser shows and a keyboard reaches). It is
            made of TextField's own parts, which leaves out TextField's select (and its menus). */}
        <FormControl fullWidth variant="outlined" sx={{ maxWidth: 720 }}>
          <InputLabel htmlFor={inputId}>{t('catalogue.searchLabel')}</InputLabel>
          <OutlinedInput
            id={inputId}
            label={t('catalogue.searchLabel')}
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && search) onSearchChange('');
            }}
            placeholder={t('catalogue.searchPlaceholder')}
            inputProps={{ role: 'searchbox', enterKeyHint: 'search', autoComplete: 'off' }}
            endAdornment={
              search ? (
                <InputAdornment position="end">
                  <IconButton aria-label={t('catalogue.clearSearch')} onClick={() => onSearchChange('')} edge="end">
                    <CloseIcon />
                  </IconButton>
                </InputAdornment>
              ) : undefined
            }
          />
        </FormControl>
    </PageHeader>
  );
}
