import { Alert, Box, Button, IconButton } from '@mui/material';
import { CloseIcon, RetryIcon } from '../icons';
import { layout, spacing } from '../theme/tokens';

interface PartUnavailableProps {
  message: string;
  retryLabel: string;
  closeLabel: string;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * Shown, just below the header, when what a visitor opened (a dialog, a menu) could not be loaded: a
 * way to try again and one to close. It is drawn only with what every page has already loaded, so it
 * shows even when the network that failed the part is still down.
 */
export function PartUnavailable({ message, retryLabel, closeLabel, onRetry, onClose }: PartUnavailableProps) {
  return (
    <Box
      sx={(theme) => ({
        position: 'fixed',
        top: layout.headerHeight + spacing,
        left: spacing,
        right: spacing,
        zIndex: theme.zIndex.snackbar,
        display: 'flex',
        justifyContent: 'center',
        pointerEvents: 'none',
      })}
    >
      <Alert
        severity="error"
        variant="standard"
        role="alert"
        sx={(theme) => ({
          pointerEvents: 'auto',
          maxWidth: 600,
          alignItems: 'center',
          boxShadow: theme.shadows[6],
          // On a phone the buttons go below the text, which keeps the width of the notice.
          [theme.breakpoints.down('sm')]: { flexWrap: 'wrap', '& .MuiAlert-message': { flex: '1 1 0' }, '& .MuiAlert-action': { flexBasis: '100%', justifyContent: 'flex-end' } },
        })}
        action={
          <>
            <Button color="inherit" size="small" startIcon={<RetryIcon />} onClick={onRetry} sx={{ whiteSpace: 'nowrap' }}>
              {retryLabel}
            </Button>
            <IconButton color="inherit" size="small" aria-label={closeLabel} title={closeLabel} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </>
        }
      >
        {message}
      </Alert>
    </Box>
  );
}
