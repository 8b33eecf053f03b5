import { useState } from 'react';

/**
 * True from the first time `open` is true: a dialog whose code loads on demand is mounted when first
 * opened and stays mounted, so it can close with its animation and open again at once.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
