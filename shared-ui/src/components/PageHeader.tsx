import type { ReactNode } from 'react';
import { Box, Container, Typography } from '@mui/material';

/** A page's hero: title, subtitle and whatever actions or search the page puts under them. */
export function PageHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <Box component="section" sx={{ py: { xs: 4, md: 6 }, borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Typography variant="h2" component="h1" gutterBottom>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
