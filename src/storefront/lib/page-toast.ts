import type { Id } from 'react-toastify';
import { toast } from './toast';

/** Spec §9: toasts raised by a page stay 3 s (the container's default is 5 s). */
export const PAGE_TOAST_MS = 3000;

/**
 * A page toast. `toastId` lets an effect that React runs twice (StrictMode, re-mounts) show the
 * message once instead of stacking copies.
 */
export function pageToast(type: 'success' | 'error' | 'info', text: string, toastId?: Id): void {
  toast[type](text, { autoClose: PAGE_TOAST_MS, toastId });
}
