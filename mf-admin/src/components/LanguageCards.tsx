import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { htmlLangOf, LANGUAGE_NAMES, LANGUAGES, type Language } from 'shared-i18n';

/**
 * The eight languages' texts of what an editor edits, side by side, each card in its own language
 * for screen readers; the ones missing (shown in English on the site) are flagged.
 */
export function LanguageCards({ missing, children }: { missing: readonly Language[]; children: (lang: Language) => ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <>
      {missing.length > 0 ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('services.missing', { languages: missing.map((code) => LANGUAGE_NAMES[code]).join(', ') })}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: 'repeat(4, 1fr)' }, mb: 2 }}>
        {LANGUAGES.map((code) => (
          <Card key={code} variant="outlined" role="group" aria-labelledby={`texts-${code}`} sx={{ minWidth: 0 }} lang={htmlLangOf(code)}>
            <CardContent>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                <Typography id={`texts-${code}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {LANGUAGE_NAMES[code]}
                </Typography>
                {missing.includes(code) ? <Chip size="small" color="warning" label={t('services.missingOne')} /> : null}
              </Stack>
              <Stack sx={{ gap: 1.5 }}>{children(code)}</Stack>
            </CardContent>
          </Card>
        ))}
      </Box>
    </>
  );
}
