import { useId } from 'react';
import { Link } from '@mui/material';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { validationKey } from './validation-message';

/** Where the link goes in the sentence 'I accept the {{terms}}': each language puts it in its own place. */
const TERMS_SLOT = '\uE000';

export interface TermsAcceptanceProps {
  registration: UseFormRegisterReturn;
  errorMessage?: string;
  /** The terms page in the reader's language, e.g. '/en/policies/terms'. */
  termsHref: string;
}

/**
 * The required 'I accept the terms and conditions' checkbox (sign-up, each order), its 'terms and
 * conditions' a link to the terms page. The page opens in a new tab, so what the client typed stays;
 * the link says so to screen readers, while the checkbox's name stays the plain sentence.
 */
export function TermsAcceptance({ registration, errorMessage, termsHref }: TermsAcceptanceProps) {
  const { t } = useTranslation('forms');
  const ids = { newTab: useId(), error: useId() };
  const [before, after = ''] = t('register.acceptTerms', { terms: TERMS_SLOT }).split(TERMS_SLOT);
  const label = (
    <>
      {before}
      <Link component={RouterLink} to={termsHref} target="_blank" rel="noopener" aria-describedby={ids.newTab}>
        {t('register.terms')}
      </Link>
      {after}
    </>
  );
  return (
    <FormControl error={Boolean(errorMessage)}>
      <FormControlLabel
        required
        control={<Checkbox {...registration} slotProps={{ input: { 'aria-describedby': errorMessage ? ids.error : undefined } }} />}
        label={label}
      />
      <span id={ids.newTab} hidden>
        {t('common:opensInNewTab')}
      </span>
      {errorMessage && <FormHelperText id={ids.error}>{t(validationKey(errorMessage) ?? errorMessage)}</FormHelperText>}
    </FormControl>
  );
}
