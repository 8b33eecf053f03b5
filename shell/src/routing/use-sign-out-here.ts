import { useState } from 'react';
import { selectSessionStatus, selectSignedOutByClient, useAppSelector } from 'shared-api';

/**
 * Whether the client this guard let in has just signed out with the header's Logout: the guard then
 * sends the page home, where Logout goes, not to sign-in (an expired session still goes to sign-in).
 * Only the page the client was on counts: coming to a private page later, signed out, is a visitor's
 * visit like any other.
 */
export function useSignOutHere(letIn: boolean): boolean {
  const status = useAppSelector(selectSessionStatus);
  const signedOutByClient = useAppSelector(selectSignedOutByClient);
  const [wasLetIn, setWasLetIn] = useState(letIn);
  if (letIn && !wasLetIn) setWasLetIn(true);
  return wasLetIn && status === 'unauthenticated' && signedOutByClient;
}
