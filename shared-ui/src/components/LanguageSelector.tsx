import { MenuItem, Select, Stack, Typography, type SelectChangeEvent } from '@mui/material';
import { LANGUAGES, LANGUAGE_NAMES, htmlLangOf, isLanguage, type Language } from 'shared-i18n';
import { LanguageFlag } from './LanguageFlag';

interface LanguageSelectorProps {
  value: Language;
  onChange: (language: Language) => void;
  /** Accessible name of the control, e.g. the translated 'Choose language'. */
  label: string;
}

/** Lists every interface language by its own name, with a flag for all but ru. */
export function LanguageSelector({ value, onChange, label }: LanguageSelectorProps) {
  const handleChange = (event: SelectChangeEvent<Language>) => {
    if (isLanguage(event.target.value)) onChange(event.target.value);
  };
  return (
    <Select<Language>
      value={value}
      onChange={handleChange}
      size="small"
      variant="standard"
      disableUnderline
      inputProps={{ 'aria-label': label }}
      renderValue={(lng) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LanguageFlag language={lng} />
          <Typography variant="body2" component="span" sx={{ textTransform: 'uppercase' }}>
            {lng}
          </Typography>
        </Stack>
      )}
    >
      {LANGUAGES.map((lng) => (
        <MenuItem key={lng} value={lng} lang={htmlLangOf(lng)}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <LanguageFlag language={lng} />
            <span>{LANGUAGE_NAMES[lng]}</span>
          </Stack>
        </MenuItem>
      ))}
    </Select>
  );
}
