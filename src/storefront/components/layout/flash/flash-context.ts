import { createContext, useContext } from 'react';

export type FlashType = 'success' | 'error' | 'warning' | 'info';

export interface FlashMessage {
  /** Changes on every flash so the same text twice still restarts the timer and is re-announced. */
  id: number;
  type: FlashType;
  text: string;
}

export interface FlashActions {
  flash: (type: FlashType, text: string) => void;
  dismiss: () => void;
}

/** Split from the message so pages that only call `flash` do not re-render when a message appears. */
export const FlashActionsContext = createContext<FlashActions | null>(null);
export const FlashMessageContext = createContext<FlashMessage | null>(null);

export function useFlash(): FlashActions {
  const actions = useContext(FlashActionsContext);
  if (!actions) throw new Error('useFlash must be used within a FlashProvider');
  return actions;
}

export function useFlashMessage(): FlashMessage | null {
  return useContext(FlashMessageContext);
}
