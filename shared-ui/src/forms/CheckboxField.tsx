import type { ComponentProps, ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

export type CheckboxFieldProps = ComponentProps<typeof Checkbox> & { label: ReactNode };

/**
 * An optional checkbox of a form (marketing e-mails): its box lines up with the fields above it, as
 * TermsAcceptance's does. A label straight in a Stack lost its negative margin (a Stack takes its
 * children's margins away) and its box sat 11 px to the right of the fields.
 */
export function CheckboxField({ label, ...checkbox }: CheckboxFieldProps) {
  return (
    <FormControl>
      <FormControlLabel control={<Checkbox {...checkbox} />} label={label} />
    </FormControl>
  );
}
