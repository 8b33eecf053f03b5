/**
 * Resolves in a task of its own: the browser may paint and answer a tap before the next step of
 * work, so a phone's main thread runs several short tasks instead of one long one. The browser's
 * scheduler.yield() where there is one (its continuation goes ahead of other pages' work), else a
 * timer.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
