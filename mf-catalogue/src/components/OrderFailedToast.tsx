import { Alert } from '@mui/material';
import Snackbar from '@mui/material/Snackbar';

/** The toast a service page shows when its order could not be placed; it closes by itself after five seconds. */
export function OrderFailedToast({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Snackbar open={message !== null} autoHideDuration={5000} onClose={onClose}>
      <Alert severity="error" onClose={onClose} variant="filled">
        {message}
      </Alert>
    </Snackbar>
  );
}
