/** Reads `{ email }` from navigation state, which is untyped: anything can be pushed into history. */
export function readEmailState(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string' && state.email !== '') {
    return state.email;
  }
  return null;
}

/** Reads the admin sign-in's `{ challenge }` id from navigation state (ADR 16); '' when missing. */
export function readChallengeState(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'challenge' in state && typeof state.challenge === 'string') return state.challenge;
  return '';
}
