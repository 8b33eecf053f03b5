import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from 'shared-ui/dialogs';

/**
 * Spec 5: leaving a changed form asks 'You have unsaved changes. Are you sure you want to leave?', with
 * answers that say what they do: stay on the page, or leave without saving.
 */
export function UnsavedChangesPrompt({ when }: { when: boolean }) {
  const { t } = useTranslation('forms');
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return;
    // Closing or reloading the tab gets the browser's own question.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      text={t('prompts.unsavedChanges')}
      confirmLabel={t('prompts.leaveWithoutSaving')}
      cancelLabel={t('prompts.stayOnPage')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
