import type { ReactNode } from 'react';
import { Container, Typography } from '@mui/material';

interface NotFoundViewProps {
  title: string;
  message: string;
  /** A way back, e.g. a link to the home page. */
  action: ReactNode;
}

/** The 404 content (spec 2: 'Page Not Found', 'The page you are looking for does not exist.'). */
export function NotFoundView({ title, message, action }: NotFoundViewProps) {
  return (
    <Container maxWidth="md" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h2" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {message}
      </Typography>
      {action}
    </Container>
  );
}
