import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FlashActionsContext, FlashMessageContext, type FlashMessage, type FlashType } from './flash-context';

/** Spec §9: a flash message stays 5 s. */
export const FLASH_DURATION_MS = 5000;

export function FlashProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<FlashMessage | null>(null);
  const nextId = useRef(1);

  const flash = useCallback((type: FlashType, text: string) => {
    setMessage({ id: nextId.current++, type, text });
  }, []);
  const dismiss = useCallback(() => setMessage(null), []);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), FLASH_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  const actions = useMemo(() => ({ flash, dismiss }), [flash, dismiss]);

  return (
    <FlashActionsContext.Provider value={actions}>
      <FlashMessageContext.Provider value={message}>{children}</FlashMessageContext.Provider>
    </FlashActionsContext.Provider>
  );
}
