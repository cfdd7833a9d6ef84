import { logout } from '../api/auth/logout';
import { clearAuth, readToken } from './auth-storage';

/**
 * Spec §4: tell the server (so the session is revoked), then clear the stored token, user id and
 * cookie — even when the server call fails, since the shopper asked to be signed out.
 */
export async function signOut(): Promise<void> {
  if (readToken()) {
    try {
      await logout();
    } catch (error) {
      console.warn('Logout request failed:', error instanceof Error ? error.message : error);
    }
  }
  clearAuth();
}
