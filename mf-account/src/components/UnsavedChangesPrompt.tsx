import { useEffect } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/** Spec 5: leaving a changed form asks 'You have unsaved changes. Are you sure you want to leave?'. */
export function UnsavedChangesPrompt({ when }: { when: boolean }) {
  const { t } = useTranslation(['forms', 'common']);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return;
    // Closing or reloading the tab gets the browser's own question.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <Dialog open={blocker.state === 'blocked'} onClose={() => blocker.reset?.()}>
      <DialogContent>
        <DialogContentText>{t('prompts.unsavedChanges')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()}>{t('common:buttons.cancel')}</Button>
        <Button color="warning" variant="contained" onClick={() => blocker.proceed?.()}>
          {t('common:buttons.next')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
