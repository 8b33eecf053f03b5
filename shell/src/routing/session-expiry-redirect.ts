import type { createBrowserRouter } from 'react-router';
import { onSessionExpired } from 'shared-api';
import { currentLanguage } from 'shared-i18n';
import { paths } from './paths';

/**
 * Spec 4: when the refresh token is refused, the stored session is gone and the user goes to login,
 * to come back where they were. (A request of a session the client has ended here, answering 401
 * late, is no such news: the API client answers it as it is.) Answers the unsubscribe.
 */
export function sendToLoginWhenSessionExpires(router: ReturnType<typeof createBrowserRouter>): () => void {
  return onSessionExpired(() => {
    const { pathname, search, hash } = router.state.location;
    void router.navigate(paths.login(currentLanguage()), { replace: true, state: { from: { pathname, search, hash } } });
  });
}
