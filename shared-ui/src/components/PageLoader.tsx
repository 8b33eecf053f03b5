import { Box, CircularProgress } from '@mui/material';

/** A centred spinner with an accessible name, for a page or section that is loading. */
export function PageLoader({ label, minHeight = 240 }: { label: string; minHeight?: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
