import { useState } from 'react';
import { selectCartOpen, useAppSelector } from 'shared-api';
import { RemoteSection } from '../remotes/RemoteSection';

/**
 * Where the promo remote's cart drawer goes. It is loaded when the cart is first opened, so a page
 * whose visitor never opens it does not download the promo remote; once loaded it stays, to close
 * with its animation and open at once the next time.
 */
export function CartDrawerSlot() {
  const open = useAppSelector(selectCartOpen);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? <RemoteSection module="promo/CartDrawer" quiet /> : null;
}
