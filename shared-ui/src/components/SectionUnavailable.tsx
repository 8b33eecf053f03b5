import { Alert, AlertTitle, Button } from '@mui/material';
import { RetryIcon } from '../icons';

interface SectionUnavailableProps {
  title: string;
  hint: string;
  retryLabel: string;
  onRetry: () => void;
}

/** Shown in place of a part of the site that could not be loaded, with a way to try again. */
export function SectionUnavailable({ title, hint, retryLabel, onRetry }: SectionUnavailableProps) {
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ my: 3 }}
      action={
        <Button color="inherit" size="small" startIcon={<RetryIcon />} onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {hint}
    </Alert>
  );
}
