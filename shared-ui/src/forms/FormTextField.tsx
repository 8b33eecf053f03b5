import { type TextFieldProps } from '@mui/material';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { validationKey } from './validation-message';

type FormTextFieldProps = Omit<TextFieldProps, 'error' | 'helperText' | 'name'> & {
  registration: UseFormRegisterReturn;
  /** The field's validation message (from the shared zod contract), translated here. */
  errorMessage?: string;
  hint?: string;
};

/** A text field of a react-hook-form form: required asterisk, translated error text, accessible names. */
export function FormTextField({ registration, errorMessage, hint, ...props }: FormTextFieldProps) {
  const { t } = useTranslation('forms');
  const { ref, ...field } = registration;
  const key = validationKey(errorMessage);
  const message = errorMessage && (key ? t(key) : errorMessage);
  return <TextField {...props} {...field} inputRef={ref} fullWidth error={Boolean(errorMessage)} helperText={message ?? hint} />;
}
