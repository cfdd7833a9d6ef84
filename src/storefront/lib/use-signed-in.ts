import { useSyncExternalStore } from 'react';
import { readToken, subscribeToAuth } from './auth-storage';

function isSignedIn(): boolean {
  return readToken() !== null;
}

/** Spec §1: signed in means a stored token; re-renders the moment sign-in, sign-out or another tab changes it. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeToAuth, isSignedIn, () => false);
}
