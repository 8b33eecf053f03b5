import { Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** An editor's way back to its list, and its title. */
export function EditorHeader({ back, backLabel, title }: { back: string; backLabel: string; title: string }) {
  return (
    <>
      <Button component={RouterLink} to={back} sx={{ mb: 1 }}>
        {backLabel}
      </Button>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
    </>
  );
}
