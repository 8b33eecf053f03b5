import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * Whether the page is alive: false on the server and while React hydrates the server's markup, true
 * from the render after (and at once in a part the browser renders anew). A server-rendered form's
 * submit waits for it: a form submitted before its script runs would be the browser's own GET, with
 * every field (an e-mail, a new password) in the address and the server's log.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
