// @vitest-environment happy-dom
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isHydrating, whileHydrating } from './hydration';
import { useSignedIn } from './use-signed-in';

/** What a page's header shows: the server never knows this browser's session. */
function SessionProbe() {
  const signedIn = useSignedIn();
  // Reads storage the way the cart provider does: as the server did while hydrating, the truth after.
  const [storedUser] = useState(() => (isHydrating() ? null : localStorage.getItem('userId')));
  return (
    <p data-signed-in={String(signedIn)}>
      {signedIn ? 'My Account' : 'Sign In'} · {storedUser ?? 'no user read at first render'}
    </p>
  );
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('hydrating a server-rendered page in a signed-in browser (Preact, as in the shop)', () => {
  it('keeps the server’s markup, lets no state initialiser read storage while hydrating, then shows the session', async () => {
    const consoleErrors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    // Rendered for nobody, as the server does: no token in storage yet.
    container.innerHTML = renderToString(<SessionProbe />);
    expect(container.textContent).toBe('Sign In · no user read at first render');
    document.body.append(container);
    const serverParagraph = container.querySelector('p');

    localStorage.setItem('token', 'a-session-token');
    localStorage.setItem('userId', 'u-42');
    await act(() => {
      whileHydrating(() => hydrateRoot(container, <SessionProbe />));
    });
    expect(isHydrating()).toBe(false);

    expect(container.querySelector('p'), 'the server’s element is kept, not replaced').toBe(serverParagraph);
    expect(container.textContent).toBe('My Account · no user read at first render');
    expect(consoleErrors).not.toHaveBeenCalled();
  });

  it('reads storage in a state initialiser when not hydrating (a page the browser renders itself)', async () => {
    localStorage.setItem('userId', 'u-42');
    const container = document.createElement('div');
    document.body.append(container);
    await act(() => {
      hydrateRoot(container, <SessionProbe />);
    });
    expect(container.textContent).toContain('u-42');
  });
});
