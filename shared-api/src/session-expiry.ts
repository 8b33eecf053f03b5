type SessionExpiredListener = () => void;

const listeners = new Set<SessionExpiredListener>();

/** Called when a refresh fails and the stored session has been removed (spec 4). */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener that the session is over. */
export function sessionExpired(): void {
  listeners.forEach((listener) => listener());
}
