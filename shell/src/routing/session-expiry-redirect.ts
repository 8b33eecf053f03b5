import type { createBrowserRouter } from 'react-router';
import { onSessionExpired, selectSessionCanExpire, type AppStore } from 'shared-api';
import { currentLanguage } from 'shared-i18n';
import { paths } from './paths';

/**
 * Spec 4: when the refresh token is refused, the stored session is gone and the user goes to login,
 * to come back where they were. Not a client who signed out here already: a request of that session
 * answering 401 late leaves them where Logout took them. Answers the unsubscribe.
 */
export function sendToLoginWhenSessionExpires(router: ReturnType<typeof createBrowserRouter>, store: AppStore): () => void {
  return onSessionExpired(() => {
    if (!selectSessionCanExpire(store.getState())) return;
    const { pathname, search, hash } = router.state.location;
    void router.navigate(paths.login(currentLanguage()), { replace: true, state: { from: { pathname, search, hash } } });
  });
}
