/** Reads `{ email }` from navigation state, which is untyped: anything can be pushed into history. */
export function readEmailState(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string' && state.email !== '') {
    return state.email;
  }
  return null;
}
