/** Spec §3 "Browser storage": the signed-in state is the stored token; the user id drives the count fetches. */

const TOKEN_KEY = 'token';
const USER_ID_KEY = 'userId';
const USER_KEY = 'user';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function readUserId(): string | null {
  return storage()?.getItem(USER_ID_KEY) ?? null;
}

export function clearAuth(): void {
  const s = storage();
  s?.removeItem(TOKEN_KEY);
  s?.removeItem(USER_ID_KEY);
  s?.removeItem(USER_KEY);
  document.cookie = 'userToken=; Path=/; Max-Age=0; SameSite=Lax';
}

/** Keeps the shared user id (spec §3) in storage: stored when set, removed when cleared. */
export function writeUserId(userId: string | null): void {
  const s = storage();
  if (userId) s?.setItem(USER_ID_KEY, userId);
  else s?.removeItem(USER_ID_KEY);
}
