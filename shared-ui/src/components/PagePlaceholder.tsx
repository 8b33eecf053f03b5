import { Container, Typography } from '@mui/material';

/** The spec's stand-in for a page a later piece of work builds ('<Name> page will be implemented here'). */
export function PagePlaceholder({ text }: { text: string }) {
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        {text}
      </Typography>
    </Container>
  );
}
