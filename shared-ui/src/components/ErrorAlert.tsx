import { Alert } from '@mui/material';

/** A failure to show in place of content, e.g. 'error: Failed to load services'. */
export function ErrorAlert({ children }: { children: React.ReactNode }) {
  return (
    <Alert severity="error" role="alert" sx={{ my: 2 }}>
      {children}
    </Alert>
  );
}
