import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** Nothing to show yet, and what to do about it (e.g. a link to the catalogue). */
export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography color="text.secondary" gutterBottom>
        {text}
      </Typography>
      {action}
    </Box>
  );
}
